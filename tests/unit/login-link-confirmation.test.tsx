import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { switchLocale } from "../../web/shared/i18n/locale";
import { member, renderApp } from "./app-harness";

// The e-mailed sign-in link opened in a browser that did not ask for it (the server a stub): the
// page names the account, masked, and signs in only when the member says so.

const token = "T".repeat(43);
let consumed: { token: string; confirm?: boolean }[] = [];
beforeEach(() => {
  consumed = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input) === "/api/auth/sign-in-link/consume" && init?.method === "POST") {
        const body = JSON.parse(String(init.body)) as { token: string; confirm?: boolean };
        consumed.push(body);
        return Response.json(body.confirm ? { user: member() } : { confirmation: { email: "a•••@example.com" } });
      }
      return new Response("", { status: 200 });
    }),
  );
});
afterEach(() => {
  act(() => switchLocale("en"));
  vi.unstubAllGlobals();
});

async function openLink() {
  const app = await act(() => renderApp(`/login?link=${token}`, null));
  // The first file of a test worker to show the sign-in screen compiles its modules: on a fresh
  // clone beside the type check and the build that took longer than findBy's default second.
  return { ...app, card: await screen.findByTestId("link-confirmation", {}, { timeout: 10_000 }) };
}

describe("a sign-in link from another browser", { timeout: 20_000 }, () => {
  it("names the account, masked, and signs in only on Continue", async () => {
    const { card, router } = await openLink();
    expect(within(card).getByText("Sign in as a•••@example.com?")).toBeTruthy();
    expect(
      within(card).getByText(
        "This link was requested in another browser or on another device. Continue only if you asked for it yourself.",
      ),
    ).toBeTruthy();
    expect(consumed).toEqual([{ token }]);

    fireEvent.click(within(card).getByRole("button", { name: "Continue" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/profile"));
    expect(consumed).toEqual([{ token }, { token, confirm: true }]);
  });

  it("lets the visitor leave without signing in", async () => {
    const { card, router } = await openLink();
    fireEvent.click(within(card).getByRole("button", { name: "Not you? Ignore this link" }));
    await waitFor(() => expect(screen.queryByTestId("link-confirmation")).toBeNull());
    expect(router.state.location.pathname).toBe("/login");
    expect(router.state.location.search).not.toHaveProperty("link");
    expect(consumed).toEqual([{ token }]);
    expect(await screen.findByRole("button", { name: "Email me a sign-in link" })).toBeTruthy();
  });

  it("asks in Russian", async () => {
    act(() => switchLocale("ru"));
    const { card } = await openLink();
    expect(within(card).getByText("Войти в аккаунт a•••@example.com?")).toBeTruthy();
    expect(
      within(card).getByText(
        "Эту ссылку запросили в другом браузере или на другом устройстве. Продолжайте, только если запрашивали её сами.",
      ),
    ).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Продолжить" })).toBeTruthy();
    expect(within(card).getByRole("button", { name: "Не вы? Не входить по этой ссылке" })).toBeTruthy();
    expect(consumed).toEqual([{ token }]);
  });
});
