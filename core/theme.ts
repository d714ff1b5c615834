// Dark or light: the saved cookie if valid, else dark.
export const themes = ["dark", "light"] as const;
export type Theme = (typeof themes)[number];
export const themeCookie = "theme";
export const themeCookieMaxAge = 365 * 24 * 60 * 60;

export function parseTheme(value: string | null | undefined): Theme {
  return value === "light" || value === "dark" ? value : "dark";
}

export function themeCookieString(theme: Theme, secure: boolean): string {
  const parts = [`${themeCookie}=${theme}`, "Path=/", `Max-Age=${themeCookieMaxAge}`, "SameSite=Lax"];
  if (secure) parts.push("Secure");
  return parts.join("; ");
}
