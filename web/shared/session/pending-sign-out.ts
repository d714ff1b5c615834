// A sign-out made without a network ends the session on this device at once, but the server's
// session (an httpOnly cookie the page cannot remove) lives on until the server is told. The
// browser remembers that it owes the server a sign-out and settles it before anything else:
// until then it is a visitor's browser.
const key = "sign_out_pending";

export function signOutPending(): boolean {
  try {
    return localStorage.getItem(key) === "1";
  } catch {
    return false;
  }
}

export function markSignOutPending(pending: boolean): void {
  try {
    if (pending) localStorage.setItem(key, "1");
    else localStorage.removeItem(key);
  } catch {
    // No storage (some private modes): the sign-out is tried once, as before.
  }
}
