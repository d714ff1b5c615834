// Where the provider's return sends the browser: always a path of this app (the start's redirect
// was checked to be one), on the phone shell's /m… twins when the member came from there.
import { screenRoutes, twinPath } from "../../../core/screen-routes";

const twinSegments = new Set<string>(screenRoutes.filter((r) => "twin" in r).map((r) => twinPath(r.path).split("/")[1]!));

const parts = (path: string) => new URL(path, "https://app.invalid");

/** Whether the path is one of the phone shell's /m… screens. */
export const onPhoneShell = (path: string | undefined) => !!path && twinSegments.has(parts(path).pathname.split("/")[1] ?? "");

/** The path with these query parameters added, its #anchor kept. */
export function withQuery(path: string, params: Record<string, string>): string {
  const url = parts(path);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The sign-in screen, with a notice and where to go after; on the phone shell when `cameFrom`
 * (by default the redirect, where the member was headed when they started) is one of its screens.
 */
export function loginPath(redirect: string | undefined, params: Record<string, string> = {}, hash = "", cameFrom = redirect): string {
  const login = onPhoneShell(cameFrom) ? twinPath("/login") : "/login";
  const query = new URLSearchParams(params);
  if (redirect && !query.has("redirect")) query.set("redirect", redirect);
  const search = query.toString();
  return `${login}${search ? `?${search}` : ""}${hash}`;
}

/** Where a signed-in member goes: where they were headed, else their profile. */
export const destination = (redirect: string | undefined) => redirect ?? "/profile";

/** The security tab, where identities are connected and pending ones offered. */
export const securityTab = "/settings#security";
