import { Link } from "@tanstack/react-router";
import { Lock } from "lucide-react";
import { useScreenHref } from "../shared/navigation/paths";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";

const texts = {
  workout: { title: m.plan_tab_workout_locked, text: m.plan_tab_workout_locked_text, upgrade: m.account_upgrade },
  nutrition: { title: m.plan_tab_nutrition_locked, text: m.plan_tab_nutrition_locked_text, upgrade: m.plan_tab_upgrade_pro },
};

/** The upgrade offer where a plan needs a subscription the member lacks (the server checks it too). */
export function PlanLocked({ kind, title }: { kind: "workout" | "nutrition"; title?: string }) {
  const href = useScreenHref();
  const t = texts[kind];
  return (
    <div className="grid justify-items-center gap-4 rounded-2xl border border-border bg-surface px-6 py-12 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-accent/15 text-accent">
        <Lock aria-hidden="true" className="size-7" />
      </span>
      <h2 className="text-xl font-semibold">{title ?? t.title()}</h2>
      <p className="max-w-md text-muted">{t.text()}</p>
      <Link to={href("/billing")} className={buttonClass("primary")}>
        {t.upgrade()}
      </Link>
    </div>
  );
}
