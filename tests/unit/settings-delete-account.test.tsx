import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SecurityJson } from "../../core/api/security";
import { switchLocale } from "../../web/shared/i18n/locale";
import { member, renderApp } from "./app-harness";

// Settings' account deletion in the real router (happy-dom), the server a stub: it is confirmed
// with the password, and an account without one (passkeys, another service's account) is sent to
// the Security tab to set one first.

const security = (hasPassword: boolean): SecurityJson => ({
  hasPassword,
  passkeys: [],
  identities: [{ provider: "google", email: "ann@example.com", createdAt: 1, lastUsedAt: null }],
  providers: ["google"],
  twoStep: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
  signIns: [],
});

let hasPassword = true;
let deletes = 0;
beforeEach(() => {
  deletes = 0;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path === "/api/account/security") return Response.json(security(hasPassword));
      if (path === "/api/account/delete" && init?.method === "POST") deletes += 1;
      return new Response("", { status: 200 });
    }),
  );
});
afterEach(() => {
  act(() => switchLocale("en"));
  vi.unstubAllGlobals();
});

/** Settings as the member sees it, then the deletion's button (named in the page's language) pressed. */
async function openDeleteDialog(button = "Delete account…") {
  await act(() => renderApp("/settings", member()));
  fireEvent.click(await screen.findByRole("button", { name: button }));
  return screen.findByRole("alertdialog");
}

describe("deleting the account", { timeout: 20_000 }, () => {
  it("asks for the password when the account has one", async () => {
    hasPassword = true;
    const dialog = await openDeleteDialog();
    await waitFor(() => expect(dialog.querySelector('input[type="password"]')).not.toBeNull());
    expect(screen.queryByTestId("delete-no-password")).toBeNull();
  });

  it("sends an account without a password to the Security tab to set one, in Russian too, deleting nothing", async () => {
    hasPassword = false;
    act(() => switchLocale("ru"));
    await openDeleteDialog("Удалить аккаунт…");
    const notice = await screen.findByTestId("delete-no-password");
    expect(notice.textContent).toContain("У вашего аккаунта нет пароля");
    expect(notice.querySelector('input[type="password"]')).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Задать пароль" }));
    await waitFor(() => expect(screen.getByRole("tab", { name: "Безопасность" }).getAttribute("aria-selected")).toBe("true"));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(deletes).toBe(0);
  });
});
