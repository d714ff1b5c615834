import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SecurityJson } from "../../core/api/security";
import { switchLocale } from "../../web/shared/i18n/locale";
import { member, renderApp } from "./app-harness";

// Settings' account deletion in the real router (happy-dom), the server a stub: confirmed with
// the password, with a passkey (either, with both), or, with neither, by typing the address.

const passkey = { id: "pk1", name: "Phone", createdAt: 1, lastUsedAt: null, synced: true };
const security = (hasPassword: boolean, passkeys: number): SecurityJson => ({
  hasPassword,
  passkeys: Array.from({ length: passkeys }, () => passkey),
  identities: [{ provider: "google", email: "anna@example.com", createdAt: 1, lastUsedAt: null }],
  providers: ["google"],
  twoStep: { enabled: false, enabledAt: null, recoveryCodesLeft: 0 },
  signIns: [],
});

let account = { hasPassword: true, passkeys: 0 };
let deletes: unknown[] = [];
beforeEach(() => {
  deletes = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path === "/api/account/security") return Response.json(security(account.hasPassword, account.passkeys));
      if (path === "/api/account/delete" && init?.method === "POST") {
        const body = JSON.parse(String(init.body)) as { email?: string };
        deletes.push(body);
        if (body.email !== undefined && body.email !== "anna@example.com")
          return Response.json({ error: { code: "wrong_email", message: "This is not your account's e-mail address" } }, { status: 400 });
        return Response.json({ ok: true });
      }
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
  it("asks for the password when the account has one, and offers nothing else without a passkey", async () => {
    account = { hasPassword: true, passkeys: 0 };
    const dialog = await openDeleteDialog();
    await waitFor(() => expect(dialog.querySelector('input[type="password"]')).not.toBeNull());
    expect(within(dialog).queryByTestId("delete-with-passkey")).toBeNull();
    expect(within(dialog).queryByTestId("delete-with-email")).toBeNull();
  });

  it("offers a passkey or the password to an account with both", async () => {
    account = { hasPassword: true, passkeys: 1 };
    const dialog = await openDeleteDialog();
    expect(await within(dialog).findByRole("button", { name: "Delete with a passkey" })).toBeTruthy();
    expect(within(dialog).getByText("Confirm with a passkey or your password.", { exact: false })).toBeTruthy();
    expect(dialog.querySelector('input[type="password"]')).not.toBeNull();
  });

  it("confirms an account with passkeys only by a passkey, in Russian too, never asking for a password", async () => {
    account = { hasPassword: false, passkeys: 2 };
    act(() => switchLocale("ru"));
    const dialog = await openDeleteDialog("Удалить аккаунт…");
    expect(await within(dialog).findByRole("button", { name: "Удалить с ключом доступа" })).toBeTruthy();
    expect(within(dialog).getByText(/Подтвердите одним из ваших ключей доступа/)).toBeTruthy();
    expect(dialog.querySelector('input[type="password"]')).toBeNull();
    expect(deletes).toEqual([]);
  });

  it("has an account with neither type its address: a wrong one is refused and nothing goes, the right one deletes", async () => {
    account = { hasPassword: false, passkeys: 0 };
    const dialog = await openDeleteDialog();
    const form = await within(dialog).findByTestId("delete-with-email");
    expect(dialog.textContent).toContain("Type its e-mail address, anna@example.com, to confirm.");
    expect(dialog.querySelector('input[type="password"]')).toBeNull();
    const field = within(form).getByLabelText("Email");
    fireEvent.change(field, { target: { value: "someone@example.com" } });
    fireEvent.click(within(form).getByRole("button", { name: "Delete forever" }));
    expect(await screen.findByText("This is not your account's e-mail address")).toBeTruthy();
    expect(screen.getByRole("alertdialog")).toBeTruthy();
    fireEvent.change(field, { target: { value: " Anna@Example.com " } });
    fireEvent.click(within(form).getByRole("button", { name: "Delete forever" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
    expect(deletes).toEqual([{ email: "someone@example.com" }, { email: "anna@example.com" }]);
  });
});
