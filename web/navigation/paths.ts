// Which desktop screens have an /m… twin (SPEC section 2 "Mobile routes").
export const mobileTwins = {
  "/login": "/mlogin",
  "/signup": "/msignup",
  "/chat": "/mchat",
  "/profile": "/mprofile",
  "/billing": "/mbilling",
  "/transform": "/mtransform",
  "/vitamins": "/mvitamins",
  "/minerals": "/mminerals",
  "/exercises": "/mexercises",
  "/calculators": "/mcalculators",
  "/education": "/meducation",
  "/advanced": "/madvanced",
  "/protein-encyclopedia": "/mprotein-encyclopedia",
  "/carbs-encyclopedia": "/mcarbs-encyclopedia",
  "/fats-encyclopedia": "/mfats-encyclopedia",
  "/supplement-guide": "/msupplement-guide",
  // Ours (issue 7): following today's workout.
  "/workout": "/mworkout",
} as const;

export type DesktopPath = keyof typeof mobileTwins;
export type MobilePath = (typeof mobileTwins)[DesktopPath];

const mobilePaths = new Set<string>(Object.values(mobileTwins));

/** A mobile screen or a page below one (/mexercises, /mexercises/<slug>). */
export function isMobilePath(pathname: string): boolean {
  const first = `/${pathname.split("/")[1] ?? ""}`;
  return mobilePaths.has(first);
}

/** The path to link to from the mobile shell: the /m… twin, except chat (SPEC: mobile links /chat). */
export function mobileHref(path: DesktopPath): string {
  return path === "/chat" ? path : mobileTwins[path];
}
