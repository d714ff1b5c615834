// What the start does once the page is idle, in one file fetched then: each request and each task
// at an idle moment costs a slow phone's main thread, so these come together.
import { readPageCookies } from "../shared/cookies/page-cookies";
import { followLocaleCookie } from "../shared/i18n/locale";
import { currentTheme, followThemeCookie } from "../shared/theme/theme";
import { getLocale } from "../../i18n/paraglide/runtime.js";
import { registerServiceWorker } from "./pwa/register";

export async function atIdle(): Promise<void> {
  // A kept copy of a page may carry an older theme and language than the member's cookies. The
  // cookies arrive a task later: a choice the member made meanwhile is newer than what they held.
  const shown = { theme: currentTheme(), locale: getLocale() };
  const cookies = await readPageCookies();
  if (currentTheme() === shown.theme) followThemeCookie(cookies);
  if (getLocale() === shown.locale) followLocaleCookie(cookies);
  await registerServiceWorker();
}
