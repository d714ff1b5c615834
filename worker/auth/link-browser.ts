// The e-mailed sign-in link is tied to the browser that asked for it: that browser gets a random
// nonce in a `__Host-` cookie living as long as the link, and the link's row keeps the nonce's
// SHA-256. Opened there, the link signs in at once. Opened anywhere else (the member's phone, or
// a victim sent someone else's link: login CSRF), it only names the account, masked, until the
// page confirms; so a link alone never signs a browser in unasked.
import { encodeBase64urlNoPadding } from "@oslojs/encoding";
import type { Context } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import type { AppEnv } from "../env";
import { sessionIdFromToken as hashValue } from "../shared/session/store";
import { tokenLifetimesMs } from "./tokens";

export const linkBrowserCookie = "__Host-sign-in-link";

/** A new nonce for this browser (replacing an earlier one: the newest link wins anyway); answers its hash to keep with the link. */
export function bindLinkToBrowser(c: Context<AppEnv>): string {
  const nonce = encodeBase64urlNoPadding(crypto.getRandomValues(new Uint8Array(32)));
  setCookie(c, linkBrowserCookie, nonce, {
    path: "/",
    secure: true,
    httpOnly: true,
    // Lax: the link is opened by a top-level navigation from the mail app or webmail.
    sameSite: "Lax",
    maxAge: tokenLifetimesMs.sign_in / 1000,
  });
  return hashValue(nonce);
}

/** The hash of this browser's nonce, or null when it holds none. */
export function linkBrowserHash(c: Context<AppEnv>): string | null {
  const nonce = getCookie(c, linkBrowserCookie);
  return nonce && /^[A-Za-z0-9_-]{43}$/.test(nonce) ? hashValue(nonce) : null;
}

/** After a sign-in by link: the nonce has done its work. */
export function forgetLinkBrowser(c: Context<AppEnv>): void {
  if (getCookie(c, linkBrowserCookie) !== undefined) deleteCookie(c, linkBrowserCookie, { path: "/", secure: true });
}

/** "anna@example.com" as "a•••@example.com": enough for its owner to know it, never the whole address. */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf("@");
  if (at < 1) return "•••";
  const [first] = Array.from(email.slice(0, at));
  return `${first}•••${email.slice(at)}`;
}
