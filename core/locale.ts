// The two languages of the product and how a language is guessed: the saved choice, else the
// browser's region (RU, BY, KZ, UA give Russian), else English.
export const locales = ["en", "ru"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";
export const localeCookie = "lang";

/** Regions whose visitors get Russian when they have not chosen a language. */
const russianRegions = new Set(["RU", "BY", "KZ", "UA"]);

export function isLocale(value: unknown): value is Locale {
  return value === "en" || value === "ru";
}

/** Region of a BCP 47 tag such as "ru-RU" or "en_KZ"; undefined when it has none. */
export function regionOf(tag: string): string | undefined {
  const parts = tag.trim().replace(/_/g, "-").split("-");
  const region = parts.slice(1).find((p) => /^[A-Za-z]{2}$/.test(p));
  return region?.toUpperCase();
}

/** The language for a list of preferred locale tags, by the first tag that names a region. */
export function localeFromRegions(tags: readonly string[]): Locale {
  for (const tag of tags) {
    const region = regionOf(tag);
    if (region) return russianRegions.has(region) ? "ru" : "en";
  }
  return defaultLocale;
}

/** Tags of an Accept-Language header in the order of their q-values. */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((t) => t.tag && t.tag !== "*" && t.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((t) => t.tag);
}

/** Saved choice, else region, else English. */
export function resolveLocale(saved: string | null | undefined, preferred: readonly string[]): Locale {
  if (isLocale(saved)) return saved;
  return localeFromRegions(preferred);
}
