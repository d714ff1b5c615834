import { Link } from "@tanstack/react-router";
import { LifeBuoy } from "lucide-react";
import { Tabs } from "radix-ui";
import { lazy, Suspense } from "react";
import { useLocale } from "../shared/i18n/locale";
import * as m from "../../i18n/paraglide/messages.js";
import { DeleteAccount } from "./DeleteAccount";
import { NamesForm } from "./NamesForm";
import { UnitsChoice } from "./UnitsChoice";
import { useScreenHref } from "../shared/navigation/paths";
import { ScreenHeader } from "../shared/ui/ScreenHeader";
import { tabClass, tabListClass } from "../shared/ui/tab-styles";
import { TabPanel } from "../shared/ui/TabPanel";
import { useTabFromHash } from "./reminders/use-tab-from-hash";

// The download and the import wizard load when their tab is first opened.
const YourDataPanel = lazy(() => import("./data/YourDataPanel"));
// The security tab too: passkeys, two-step, connected accounts, recent sign-ins.
const SecurityPanel = lazy(() => import("./security/SecurityPanel"));
// Reminders too (push subscription, the choices); /settings#reminders opens its tab.
const RemindersPanel = lazy(() => import("./reminders/RemindersPanel"));
const settingsTabs = ["profile", "security", "data", "reminders"] as const;

/** Settings: Profile (names, units), Security (the ways in, recent sign-ins), Your data (download, import), Reminders, and account deletion. */
export default function SettingsPage() {
  useLocale();
  const href = useScreenHref();
  const [tab, setTab] = useTabFromHash(settingsTabs, "profile");
  return (
    // One column as wide as the screen (minmax(0, 1fr)): nothing inside can widen the page.
    <section className="mx-auto grid w-full max-w-2xl grid-cols-1 gap-6 px-4 py-8 sm:py-12">
      <ScreenHeader title={m.settings_title()} lead={m.settings_lead()} />
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as (typeof settingsTabs)[number])} className="grid min-w-0 grid-cols-1 gap-4">
        {/* Two tabs a row on a phone, one row from 640 px. */}
        <Tabs.List aria-label={m.settings_title()} className={`${tabListClass} flex-wrap *:basis-[40%] sm:*:basis-auto`}>
          <Tabs.Trigger value="profile" className={tabClass}>
            {m.settings_tab_profile()}
          </Tabs.Trigger>
          <Tabs.Trigger value="security" className={tabClass}>
            {m.settings_tab_security()}
          </Tabs.Trigger>
          <Tabs.Trigger value="data" className={tabClass}>
            {m.settings_tab_data()}
          </Tabs.Trigger>
          <Tabs.Trigger value="reminders" className={tabClass}>
            {m.settings_tab_reminders()}
          </Tabs.Trigger>
        </Tabs.List>
        <TabPanel value="profile" className="grid gap-5 rounded-2xl border border-border bg-surface p-5 sm:p-6">
          <NamesForm />
          <UnitsChoice />
        </TabPanel>
        <Tabs.Content value="security" className="min-w-0">
          <Suspense fallback={<div role="status" aria-label={m.loading()} className="h-96 animate-pulse rounded-2xl bg-surface-2" />}>
            <SecurityPanel />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="data" className="min-w-0">
          <Suspense fallback={<div role="status" aria-label={m.loading()} className="h-96 animate-pulse rounded-2xl bg-surface-2" />}>
            <YourDataPanel />
          </Suspense>
        </Tabs.Content>
        <Tabs.Content value="reminders" className="min-w-0">
          <Suspense fallback={<div role="status" aria-label={m.loading()} className="h-96 animate-pulse rounded-2xl bg-surface-2" />}>
            <RemindersPanel />
          </Suspense>
        </Tabs.Content>
      </Tabs.Root>
      <Link to={href("/support")} className="inline-flex items-center gap-2 justify-self-start font-medium text-accent underline-offset-4 hover:underline" data-testid="settings-support">
        <LifeBuoy size={18} aria-hidden="true" />
        {m.support_settings_link()}
      </Link>
      <DeleteAccount />
    </section>
  );
}
