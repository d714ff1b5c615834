// The food diary (docs/food-diary.md): one day's meals, its energy and macros against the
// member's targets, and the rest of its nutrients. The day is in the address (`date`), the
// member's today where they are when absent.
import { useLocation, useNavigate } from "@tanstack/react-router";
import * as m from "../../i18n/paraglide/messages.js";
import { useLocale } from "../shared/i18n/locale";
import type { SearchProps } from "../shared/navigation/screen-props";
import { useToday } from "../shared/offline/today";
import { useProfile } from "../shared/queries/profile";
import { dayOfAddress } from "./day/dates";
import { DiaryDay, DiarySkeleton } from "./day/DiaryDay";

export default function DiaryPage({ search }: SearchProps<"date">) {
  useLocale();
  const { user } = useProfile();
  const today = useToday();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const date = today === null ? null : dayOfAddress(search.date, today);
  // Today has the bare address; another day keeps its date, one step of the history per screen visit.
  const go = (next: string) => void navigate({ to: pathname, search: next === today ? {} : { date: next }, replace: true, resetScroll: false });
  return (
    <section className="mx-auto grid w-full max-w-5xl grid-cols-1 gap-4 px-4 pt-5 pb-8 sm:pt-10">
      <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{m.diary_title()}</h1>
      {/* A prerendered frame (and its hydration) knows no date: the loading state stands in. */}
      {user && today !== null && date !== null ? <DiaryDay key={user.id} userId={user.id} date={date} today={today} go={go} /> : <DiarySkeleton />}
    </section>
  );
}
