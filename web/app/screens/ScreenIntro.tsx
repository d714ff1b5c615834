import { useMatches } from "@tanstack/react-router";
import { useLocale } from "../../shared/i18n/locale";

/**
 * The heading of a screen whose feature is still being built: its title and what it will hold,
 * from the route's static data (the feature's own issue replaces this with the screen).
 */
export default function ScreenIntro() {
  useLocale();
  const matches = useMatches();
  const data = matches[matches.length - 1]?.staticData;
  return (
    <section className="mx-auto grid max-w-3xl gap-3 px-6 py-14">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{data?.title?.()}</h1>
      {data?.lead && <p className="text-lg text-muted">{data.lead()}</p>}
    </section>
  );
}
