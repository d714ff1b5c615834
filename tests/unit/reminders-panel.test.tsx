import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { RemindersJson } from "../../core/api/reminders";
import RemindersPanel from "../../web/settings/reminders/RemindersPanel";
import { switchLocale } from "../../web/shared/i18n/locale";
import { forgetPushDevice } from "../../web/shared/queries/reminders";
import { member } from "./app-harness";

// Settings → Reminders in happy-dom: the API is a stub that records what the page sends, and the
// browser's push (service worker registration, pushManager, the permission) is a stand-in the
// test sets up per case: a browser with push, without, an iPhone outside the Home Screen.

const key = "BOeuhWN12HJqWhYwZnt-EIZEw3C9x1tyeEiwdxEXrfBEzs-8zzp57u3CSsMl-ayGbcDlAO1ZnOvDJTuzZOeIgjk";
const thisEndpoint = "https://fcm.googleapis.com/fcm/send/this-device";
const otherEndpoint = "https://updates.push.services.mozilla.com/wpush/v2/other";
const keys = { p256dh: `B${"A".repeat(86)}`, auth: "A".repeat(22) };

const view = (over: Partial<RemindersJson> = {}): RemindersJson => ({
  settings: {
    timeZone: "UTC",
    time: "09:00",
    quietHours: { from: "22:00", to: "07:00" },
    training: false,
    weighInDays: [],
    checkIn: false,
    checkInDay: "MONDAY",
    emailFallback: false,
  },
  saved: false,
  devices: [],
  pushKey: key,
  trainingDays: ["MONDAY", "WEDNESDAY", "FRIDAY"],
  checkInAvailable: true,
  ...over,
});

let sent: { method: string; path: string; body: unknown }[] = [];
let server: RemindersJson;
let answer: (method: string, path: string, body: unknown) => Response | undefined;

/** The browser's side: its subscription (null for none) and what the page asked it. */
const browser = {
  subscription: null as null | { endpoint: string },
  subscribed: [] as unknown[],
  unsubscribed: [] as string[],
  permission: "default" as NotificationPermission,
  asked: 0,
  answer: "granted" as NotificationPermission,
};

function fakeSubscription(endpoint: string) {
  return {
    endpoint,
    options: { applicationServerKey: null },
    toJSON: () => ({ endpoint, expirationTime: null, keys }),
    unsubscribe: async () => {
      browser.unsubscribed.push(endpoint);
      browser.subscription = null;
      return true;
    },
  };
}

function withPush() {
  const pushManager = {
    getSubscription: async () => browser.subscription,
    subscribe: async (options: unknown) => {
      browser.subscribed.push(options);
      browser.subscription = fakeSubscription(thisEndpoint);
      return browser.subscription;
    },
  };
  const registration = { active: {}, pushManager };
  Object.defineProperty(navigator, "serviceWorker", {
    configurable: true,
    value: { getRegistration: async () => registration, ready: Promise.resolve(registration) },
  });
  vi.stubGlobal("PushManager", class {});
  vi.stubGlobal("Notification", {
    get permission() {
      return browser.permission;
    },
    requestPermission: async () => {
      browser.asked += 1;
      browser.permission = browser.answer;
      return browser.answer;
    },
  });
}

beforeEach(() => {
  sent = [];
  server = view();
  answer = () => undefined;
  Object.assign(browser, { subscription: null, subscribed: [], unsubscribed: [], permission: "default", asked: 0, answer: "granted" });
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const method = init?.method ?? "GET";
      const body = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      sent.push({ method, path, body });
      const given = answer(method, path, body);
      if (given) return given;
      if (path === "/api/reminders/settings" && method === "PUT") server = { ...server, settings: body as RemindersJson["settings"], saved: true };
      if (path === "/api/reminders/subscriptions" && method === "POST")
        server = { ...server, devices: [...server.devices, { endpoint: (body as { endpoint: string }).endpoint, createdAt: Date.UTC(2026, 10, 29), lastSuccessAt: null }] };
      if (path === "/api/reminders/subscriptions" && method === "DELETE") {
        server = { ...server, devices: server.devices.filter((d) => d.endpoint !== (body as { endpoint: string }).endpoint) };
        return new Response(null, { status: 204 });
      }
      if (path === "/api/reminders/test") return Response.json({ delivered: 1 });
      return Response.json(server);
    }),
  );
});

afterEach(() => {
  act(() => switchLocale("en"));
  delete (navigator as { serviceWorker?: unknown }).serviceWorker;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function openPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(["session"], { user: member({ plan: "PRO" }) });
  await act(async () => {
    render(
      <QueryClientProvider client={queryClient}>
        <RemindersPanel />
      </QueryClientProvider>,
    );
  });
  return { device: await screen.findByTestId("reminders-device"), choices: await screen.findByTestId("reminders-choices") };
}

const calls = (method: string, path: string) => sent.filter((r) => r.method === method && r.path === path);

describe("settings: reminders", { timeout: 20_000 }, () => {
  it("asks for nothing on opening; turning on asks the permission, subscribes with the server's key and saves the choices shown", async () => {
    withPush();
    const { device, choices } = await openPanel();
    await waitFor(() => expect(device.dataset.state).toBe("off"));
    expect(browser.asked).toBe(0);
    expect(within(device).getByTestId("reminders-device-status").textContent).toBe("Notifications are off for this device.");
    // A member who never saved starts from suggestions: their plan's training days and the check-in.
    expect(within(choices).getByRole("switch", { name: "Training days" }).getAttribute("aria-checked")).toBe("true");
    expect(within(choices).getByText("On your plan's days: Mon, Wed, and Fri. Not once that day's workout is logged.")).toBeTruthy();
    expect(within(choices).getByRole("switch", { name: "Weekly check-in" }).getAttribute("aria-checked")).toBe("true");
    expect(within(choices).getByText("Not saved yet: nothing is sent until you save.")).toBeTruthy();

    fireEvent.click(within(device).getByRole("button", { name: "Turn on notifications" }));
    await waitFor(() => expect(device.dataset.state).toBe("on"));
    expect(browser.asked).toBe(1);
    const [options] = browser.subscribed as { userVisibleOnly: boolean; applicationServerKey: Uint8Array }[];
    expect(options!.userVisibleOnly).toBe(true);
    expect(options!.applicationServerKey.length).toBe(65);
    expect(calls("POST", "/api/reminders/subscriptions").map((r) => r.body)).toEqual([{ endpoint: thisEndpoint, expirationTime: null, keys }]);
    const [saved] = calls("PUT", "/api/reminders/settings");
    expect(saved!.body).toEqual({
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
      time: "09:00",
      quietHours: { from: "22:00", to: "07:00" },
      training: true,
      weighInDays: [],
      checkIn: true,
      checkInDay: "MONDAY",
      emailFallback: false,
    });
    const list = await screen.findByTestId("reminders-devices");
    expect(within(list).getByText("This device")).toBeTruthy();
    expect(within(list).getByText("Chrome, Edge or another Chromium browser")).toBeTruthy();

    fireEvent.click(within(device).getByRole("button", { name: "Send a test" }));
    await waitFor(() => expect(calls("POST", "/api/reminders/test")).toHaveLength(1));
  });

  it("saves the weigh-in days, the time and quiet hours, and says what is wrong before sending", async () => {
    withPush();
    server = view({ saved: true, settings: { ...view().settings, training: true, timeZone: "Asia/Tokyo" } });
    const { choices } = await openPanel();
    fireEvent.click(within(choices).getByRole("switch", { name: "Weigh-in days" }));
    const days = within(choices).getByTestId("reminders-weigh-in-days");
    // Monday is chosen when the weigh-in is turned on; Thursday added, Monday taken off, then none.
    fireEvent.click(within(days).getByRole("button", { name: "Thu" }));
    fireEvent.click(within(days).getByRole("button", { name: "Mon" }));
    fireEvent.click(within(days).getByRole("button", { name: "Thu" }));
    fireEvent.change(within(choices).getByTestId("reminders-time"), { target: { value: "23:30" } });
    fireEvent.click(within(choices).getByRole("button", { name: "Save reminders" }));
    await within(choices).findByText("Choose at least one day.");
    expect(within(choices).getByText("Pick a reminder time outside your quiet hours.")).toBeTruthy();
    expect(calls("PUT", "/api/reminders/settings")).toHaveLength(0);

    fireEvent.click(within(days).getByRole("button", { name: "Sat" }));
    fireEvent.change(within(choices).getByTestId("reminders-time"), { target: { value: "07:30" } });
    fireEvent.change(within(choices).getByTestId("reminders-quiet-from"), { target: { value: "23:00" } });
    await waitFor(() => expect(within(choices).queryByText("Choose at least one day.")).toBeNull());
    expect(within(choices).getByText(/Saved for Asia\/Tokyo/)).toBeTruthy();
    fireEvent.click(within(choices).getByRole("button", { name: "Save reminders" }));
    await waitFor(() => expect(calls("PUT", "/api/reminders/settings")).toHaveLength(1));
    expect(calls("PUT", "/api/reminders/settings")[0]!.body).toMatchObject({
      time: "07:30",
      quietHours: { from: "23:00", to: "07:00" },
      training: true,
      weighInDays: ["SATURDAY"],
    });

    // A failure the server explains is said in place, in its words.
    answer = (method) =>
      method === "PUT" ? Response.json({ error: { code: "validation_failed", message: "Choose a time zone from the list." } }, { status: 400 }) : undefined;
    fireEvent.click(within(choices).getByRole("button", { name: "Save reminders" }));
    expect((await within(choices).findByTestId("reminders-save-error")).textContent).toBe("Choose a time zone from the list.");
  });

  it("removes another device, and this one with its subscription", async () => {
    withPush();
    browser.permission = "granted";
    browser.subscription = fakeSubscription(thisEndpoint);
    server = view({
      saved: true,
      devices: [
        { endpoint: thisEndpoint, createdAt: Date.UTC(2026, 10, 1), lastSuccessAt: Date.UTC(2026, 10, 28) },
        { endpoint: otherEndpoint, createdAt: Date.UTC(2026, 9, 1), lastSuccessAt: null },
      ],
    });
    const { device } = await openPanel();
    await waitFor(() => expect(device.dataset.state).toBe("on"));
    const list = screen.getByTestId("reminders-devices");
    const rows = within(list).getAllByTestId("reminders-device-row");
    expect(rows[1]!.textContent).toContain("Firefox browser");
    expect(rows[1]!.textContent).toContain("no reminder yet");
    fireEvent.click(within(rows[1]!).getByRole("button", { name: /^Remove Firefox browser, added/ }));
    await waitFor(() => expect(within(list).getAllByTestId("reminders-device-row")).toHaveLength(1));
    expect(calls("DELETE", "/api/reminders/subscriptions").map((r) => r.body)).toEqual([{ endpoint: otherEndpoint }]);
    expect(browser.unsubscribed).toEqual([]);

    fireEvent.click(within(device).getByRole("button", { name: "Turn off on this device" }));
    await waitFor(() => expect(device.dataset.state).toBe("off"));
    expect(calls("DELETE", "/api/reminders/subscriptions").map((r) => r.body)).toEqual([{ endpoint: otherEndpoint }, { endpoint: thisEndpoint }]);
    expect(browser.unsubscribed).toEqual([thisEndpoint]);
    // The list follows once the server's answer is read again, a moment after the switch.
    await waitFor(() => expect(within(screen.getByTestId("reminders-devices")).getByText("No devices yet.")).toBeTruthy());
  });

  it("says why a device cannot: blocked, push not set up, no push in the browser, an iPhone outside the Home Screen", async () => {
    withPush();
    browser.permission = "denied";
    let { device } = await openPanel();
    await waitFor(() => expect(device.dataset.state).toBe("denied"));
    expect(device.textContent).toContain("Notifications are blocked for Forma");
    expect(device.textContent).toContain("set Notifications to Allow and reload this page");
    expect(within(device).queryByRole("button")).toBeNull();
    act(() => document.body.replaceChildren());

    browser.permission = "default";
    server = view({ pushKey: null });
    ({ device } = await openPanel());
    await waitFor(() => expect(device.dataset.state).toBe("no-push"));
    expect(device.textContent).toContain("Notifications aren't set up on this server yet. You can still get the weekly check-in by email.");
    expect(screen.queryByTestId("reminders-devices")).toBeNull();
    act(() => document.body.replaceChildren());

    delete (navigator as { serviceWorker?: unknown }).serviceWorker;
    vi.unstubAllGlobals();
    vi.stubGlobal("fetch", vi.fn(async () => Response.json(view())));
    ({ device } = await openPanel());
    expect(device.dataset.state).toBe("unsupported");
    expect(device.textContent).toContain("This browser can't show notifications from websites.");
    act(() => document.body.replaceChildren());

    vi.spyOn(navigator, "userAgent", "get").mockReturnValue(
      "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
    );
    act(() => switchLocale("ru"));
    ({ device } = await openPanel());
    expect(device.dataset.state).toBe("home-screen-first");
    expect(device.textContent).toContain("На iPhone и iPad сначала добавьте Forma на экран «Домой»");
    expect(device.textContent).toContain("«На экран „Домой“»");
  });

  it("offline: says so and keeps the buttons from sending; a failed test is said in the server's words", async () => {
    withPush();
    browser.permission = "granted";
    browser.subscription = fakeSubscription(thisEndpoint);
    server = view({ saved: true, devices: [{ endpoint: thisEndpoint, createdAt: Date.UTC(2026, 10, 1), lastSuccessAt: null }] });
    answer = (method, path) =>
      path === "/api/reminders/test"
        ? Response.json({ error: { code: "too_many_requests", message: "Too many requests. Please try again later." } }, { status: 429 })
        : undefined;
    const { device, choices } = await openPanel();
    await waitFor(() => expect(device.dataset.state).toBe("on"));
    fireEvent.click(within(device).getByRole("button", { name: "Send a test" }));
    expect((await within(device).findByTestId("reminders-device-error")).textContent).toBe("Too many requests. Please try again later.");

    const online = vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event("offline")));
    expect((await screen.findByTestId("reminders-offline")).textContent).toBe("You're offline. Reminders can be changed once you're back online.");
    expect(within(device).getByRole("button", { name: "Send a test" }).hasAttribute("disabled")).toBe(true);
    expect(within(choices).getByRole("button", { name: "Save reminders" }).hasAttribute("disabled")).toBe(true);
    online.mockRestore();
    // Back online for the files that run after this one in the same worker (the query client's
    // online state is global and follows these events).
    act(() => void window.dispatchEvent(new Event("online")));
  });

  it("signing out tells the server to forget this device and drops the browser's subscription", async () => {
    withPush();
    browser.subscription = fakeSubscription(thisEndpoint);
    await forgetPushDevice();
    expect(calls("DELETE", "/api/reminders/subscriptions").map((r) => r.body)).toEqual([{ endpoint: thisEndpoint }]);
    expect(browser.unsubscribed).toEqual([thisEndpoint]);
    // Without a subscription, or with the server unreachable, nothing is waited for in vain.
    await forgetPushDevice();
    expect(calls("DELETE", "/api/reminders/subscriptions")).toHaveLength(1);
    browser.subscription = fakeSubscription(thisEndpoint);
    answer = () => {
      throw new TypeError("Failed to fetch");
    };
    await forgetPushDevice();
    expect(browser.unsubscribed).toEqual([thisEndpoint, thisEndpoint]);
  });
});
