import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { strongCsv } from "../unit/import-files";
import { beforeAll, describe, expect, it } from "vitest";
import type { Plan } from "../../core/plans";
import { app } from "../../worker/app";
import { memberOn, memberWithWorkout } from "./workout-fixture";
import { foodChange } from "./diary-fixture";
import { figure, pngOf } from "./transform-files";

// Who may do what to a member's own things, from one table: every route that takes an id, tried
// by the owner on each plan, by another member on each plan, and by a visitor. Someone else's
// id looks like an unknown one (404), a plan without the feature answers 403 before ownership
// is looked at, and a visitor is asked to sign in (the sandbox's pages answer 404 to all three).

const origin = "https://forma.test";

type Actor = { who: "owner" | "other"; plan: Plan } | { who: "visitor" };
const plans: Plan[] = ["FREE", "BASIC", "PRO"];
const actors: Actor[] = [...plans.map((plan) => ({ who: "owner" as const, plan })), ...plans.map((plan) => ({ who: "other" as const, plan })), { who: "visitor" }];
const actorName = (a: Actor) => (a.who === "visitor" ? "visitor" : `${a.who} on ${a.plan}`);

/** What a fixture made for the owner holds: its session and the ids the routes take. */
interface Owned {
  userId: string;
  token: string;
  id: string;
}

type Resource =
  | "import"
  | "entry"
  | "workout"
  | "preview"
  | "checkout"
  | "checkout3ds"
  | "subscription"
  | "support"
  | "adjustment"
  | "food"
  | "ownExercise"
  | "routine"
  | "passkey"
  | "receipt";

interface Call {
  method: string;
  path: string;
  json?: unknown;
  form?: Record<string, string>;
}

interface MatrixRoute {
  /** The router's pattern, as `METHOD path`. */
  route: string;
  resource: Resource;
  call: (o: Owned) => Call;
  expected: (a: Actor) => number;
}

/** Free for every member: the owner gets `ok`, anyone else's id is unknown. */
const anyPlan = (ok: number) => (a: Actor) => (a.who === "visitor" ? 401 : a.who === "owner" ? ok : 404);
/** A feature of some plans: without it 403 comes first, with it ownership decides. */
const feature = (ok: number, included: Plan[]) => (a: Actor) =>
  a.who === "visitor" ? 401 : !included.includes(a.plan) ? 403 : a.who === "owner" ? ok : 404;
/** The sandbox's hosted pages: only the owner sees one; for anyone else it does not exist. */
const page = (ok: number) => (a: Actor) => (a.who === "owner" ? ok : 404);
const previews: Plan[] = ["PRO"];

const matrix: MatrixRoute[] = [
  { route: "PATCH /api/progress/entries/:id", resource: "entry", call: (o) => ({ method: "PATCH", path: `/api/progress/entries/${o.id}`, json: { weight: 71 } }), expected: anyPlan(200) },
  { route: "DELETE /api/progress/entries/:id", resource: "entry", call: (o) => ({ method: "DELETE", path: `/api/progress/entries/${o.id}` }), expected: anyPlan(204) },
  // Reading a logged workout stays open on every plan: the log is the member's own (changes go
  // through POST /api/workouts/sync, whose ownership rules tests/worker/workouts-sync.test.ts checks).
  { route: "GET /api/workouts/:id", resource: "workout", call: (o) => ({ method: "GET", path: `/api/workouts/${o.id}` }), expected: anyPlan(200) },
  // A food of the member's own in the diary (free on every plan; its changes go through POST /api/diary/sync,
  // whose ownership rules tests/worker/diary-sync.test.ts checks).
  { route: "GET /api/diary/foods/:id", resource: "food", call: (o) => ({ method: "GET", path: `/api/diary/foods/${o.id}` }), expected: anyPlan(200) },
  // A member's own exercise: renaming and removing it stay open on every plan (tests/worker/own-exercises.test.ts).
  {
    route: "PATCH /api/exercises/own/:id",
    resource: "ownExercise",
    call: (o) => ({ method: "PATCH", path: `/api/exercises/own/${o.id}`, json: { name: "Renamed" } }),
    expected: anyPlan(200),
  },
  { route: "DELETE /api/exercises/own/:id", resource: "ownExercise", call: (o) => ({ method: "DELETE", path: `/api/exercises/own/${o.id}` }), expected: anyPlan(204) },
  // A routine: renaming and removing it stay open on every plan (tests/worker/workouts-routines.test.ts).
  {
    route: "PATCH /api/workouts/routines/:id",
    resource: "routine",
    call: (o) => ({ method: "PATCH", path: `/api/workouts/routines/${o.id}`, json: { name: "Renamed" } }),
    expected: anyPlan(200),
  },
  { route: "DELETE /api/workouts/routines/:id", resource: "routine", call: (o) => ({ method: "DELETE", path: `/api/workouts/routines/${o.id}` }), expected: anyPlan(204) },
  // A passkey of the member's (free on every plan; its own tests: tests/worker/passkeys.test.ts). The owner has a second one, so removing it is not removing the last way in.
  {
    route: "PATCH /api/account/passkeys/:passkey",
    resource: "passkey",
    call: (o) => ({ method: "PATCH", path: `/api/account/passkeys/${o.id}`, json: { name: "Renamed" } }),
    expected: anyPlan(200),
  },
  { route: "DELETE /api/account/passkeys/:passkey", resource: "passkey", call: (o) => ({ method: "DELETE", path: `/api/account/passkeys/${o.id}` }), expected: anyPlan(204) },
  { route: "GET /api/transform/previews/:id", resource: "preview", call: (o) => ({ method: "GET", path: `/api/transform/previews/${o.id}` }), expected: anyPlan(200) },
  { route: "GET /api/transform/previews/:id/original", resource: "preview", call: (o) => ({ method: "GET", path: `/api/transform/previews/${o.id}/original` }), expected: anyPlan(200) },
  { route: "GET /api/transform/previews/:id/result", resource: "preview", call: (o) => ({ method: "GET", path: `/api/transform/previews/${o.id}/result` }), expected: anyPlan(200) },
  {
    route: "POST /api/transform/previews/:id/regenerate",
    resource: "preview",
    call: (o) => ({ method: "POST", path: `/api/transform/previews/${o.id}/regenerate` }),
    expected: feature(202, previews),
  },
  { route: "DELETE /api/transform/previews/:id", resource: "preview", call: (o) => ({ method: "DELETE", path: `/api/transform/previews/${o.id}` }), expected: anyPlan(204) },
  // Sending a support request is Pro's; a member's own requests stay theirs to see and delete on any plan.
  {
    route: "GET /api/support/requests/:id/screenshot",
    resource: "support",
    call: (o) => ({ method: "GET", path: `/api/support/requests/${o.id}/screenshot` }),
    expected: anyPlan(200),
  },
  { route: "DELETE /api/support/requests/:id", resource: "support", call: (o) => ({ method: "DELETE", path: `/api/support/requests/${o.id}` }), expected: anyPlan(204) },
  { route: "POST /api/imports/:id/undo", resource: "import", call: (o) => ({ method: "POST", path: `/api/imports/${o.id}/undo` }), expected: anyPlan(200) },
  {
    route: "POST /api/plans/nutrition/adjustments/:id/undo",
    resource: "adjustment",
    call: (o) => ({ method: "POST", path: `/api/plans/nutrition/adjustments/${o.id}/undo`, json: {} }),
    expected: feature(200, previews),
  },
  { route: "GET /sandbox/checkout/:id", resource: "checkout", call: (o) => ({ method: "GET", path: `/sandbox/checkout/${o.id}` }), expected: page(200) },
  // A declined card: the owner reaches the payment (402) without completing it.
  {
    route: "POST /sandbox/checkout/:id",
    resource: "checkout",
    call: (o) => ({ method: "POST", path: `/sandbox/checkout/${o.id}`, form: { card: "4000 0000 0000 0002" } }),
    expected: page(402),
  },
  { route: "GET /sandbox/checkout/:id/authenticate", resource: "checkout3ds", call: (o) => ({ method: "GET", path: `/sandbox/checkout/${o.id}/authenticate` }), expected: page(200) },
  {
    route: "POST /sandbox/checkout/:id/authenticate",
    resource: "checkout3ds",
    call: (o) => ({ method: "POST", path: `/sandbox/checkout/${o.id}/authenticate`, form: { approve: "0" } }),
    expected: page(402),
  },
  // A ruble payment's receipt page (YooKassa): only its payer sees it.
  { route: "GET /billing/receipts/:id", resource: "receipt", call: (o) => ({ method: "GET", path: `/billing/receipts/${o.id}` }), expected: page(200) },
  { route: "GET /sandbox/card/:id", resource: "subscription", call: (o) => ({ method: "GET", path: `/sandbox/card/${o.id}` }), expected: page(200) },
  {
    route: "POST /sandbox/card/:id",
    resource: "subscription",
    call: (o) => ({ method: "POST", path: `/sandbox/card/${o.id}`, form: { card: "4000 0000 0000 0002" } }),
    expected: page(402),
  },
];

/** A request as the app's own page sends it (cookie, same origin), run to the end of its background work. */
async function send(c: Call, token?: string) {
  const headers: Record<string, string> = { Origin: origin, "Sec-Fetch-Site": "same-origin" };
  if (token) headers.Cookie = `__Host-session=${token}`;
  let body: BodyInit | undefined;
  if (c.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(c.json);
  } else if (c.form) body = new URLSearchParams(c.form);
  else if (c.method !== "GET") body = undefined;
  const ctx = createExecutionContext();
  const res = await app.fetch(new Request(origin + c.path, { method: c.method, headers, body, redirect: "manual" }), env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

const setPlan = (userId: string, plan: Plan) => env.DB.prepare("UPDATE profiles SET plan = ? WHERE user_id = ?").bind(plan, userId).run();
const checkoutIdOf = (url: string) => new URL(url).pathname.split("/").at(-1)!;

async function openCheckout(token: string): Promise<string> {
  const res = await send({ method: "POST", path: "/api/billing/checkout", json: { plan: "PRO", interval: "month" } }, token);
  expect(res.status).toBe(200);
  return checkoutIdOf(((await res.json()) as { url: string }).url);
}

/**
 * A first payment in rubles through the development YooKassa double, which answers on a local host
 * only (so these requests go to localhost, as the app's own pages there send them): its id.
 */
async function rublePayment(token: string): Promise<string> {
  const local = async (c: Call) => {
    const headers: Record<string, string> = { Cookie: `__Host-session=${token}; lang=ru`, "Sec-Fetch-Site": "same-origin" };
    if (c.json !== undefined) headers["Content-Type"] = "application/json";
    const body = c.json !== undefined ? JSON.stringify(c.json) : c.form ? new URLSearchParams(c.form) : undefined;
    const ctx = createExecutionContext();
    const res = await app.fetch(new Request(`http://localhost${c.path}`, { method: c.method, headers, body, redirect: "manual" }), env, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  };
  const checkout = await local({ method: "POST", path: "/api/billing/checkout", json: { plan: "PRO", interval: "month" } });
  expect(checkout.status).toBe(200);
  const confirm = new URL(((await checkout.json()) as { url: string }).url).pathname;
  const paid = await local({ method: "POST", path: confirm, form: { decision: "pay", method: "bank_card", card: "5555 5555 5555 4477" } });
  expect(paid.status).toBe(303);
  return confirm.split("/").at(-1)!;
}

async function pay(token: string, checkoutId: string, card: string, status: number) {
  expect((await send({ method: "POST", path: `/sandbox/checkout/${checkoutId}`, form: { card } }, token)).status).toBe(status);
}

/** The owner's resource, made while entitled to it, then the owner's plan set to `plan`. */
async function make(resource: Resource, plan: Plan): Promise<Owned> {
  let owned: Owned;
  if (resource === "workout") {
    const m = await memberWithWorkout("PRO");
    owned = { userId: m.id, token: m.token, id: m.workoutId };
  } else {
    const m = await memberOn("PRO");
    owned = { userId: m.id, token: m.token, id: "" };
    if (resource === "entry") {
      const res = await send({ method: "POST", path: "/api/progress/entries", json: { date: "2024-03-01", weight: 70 } }, m.token);
      owned.id = ((await res.json()) as { id: string }).id;
    } else if (resource === "ownExercise") {
      const res = await send({ method: "POST", path: "/api/exercises/own", json: { name: "Landmine press", measure: "reps" } }, m.token);
      expect(res.status).toBe(201);
      owned.id = ((await res.json()) as { id: string }).id;
    } else if (resource === "routine") {
      const json = { name: "Push day", exercises: [{ exercise: "push-up", superset: null }] };
      const res = await send({ method: "POST", path: "/api/workouts/routines", json }, m.token);
      expect(res.status).toBe(201);
      owned.id = ((await res.json()) as { id: string }).id;
    } else if (resource === "passkey") {
      // Stored as registering one stores it (the ceremony itself is tests/worker/passkeys.test.ts's).
      owned.id = crypto.randomUUID().replaceAll("-", "");
      const add = (id: string) =>
        env.DB.prepare("INSERT INTO passkeys (id, user_id, name, public_key, device_type) VALUES (?, ?, ?, ?, ?)").bind(id, m.id, "Laptop", "AAAA", "singleDevice");
      await env.DB.batch([add(owned.id), add(`${owned.id}x`)]);
    } else if (resource === "food") {
      const food = foodChange();
      expect((await send({ method: "POST", path: "/api/diary/sync", json: { changes: [food] } }, m.token)).status).toBe(200);
      owned.id = food.id;
    } else if (resource === "support") {
      const form = new FormData();
      form.append("topic", "bug");
      form.append("message", "The timer stops when the screen locks.");
      form.append("screenshot", new File([await pngOf(figure(300, 400))], "screen.png", { type: "image/png" }));
      const sent = await app.fetch(
        new Request(`${origin}/api/support/requests`, { method: "POST", headers: { Authorization: `Bearer ${m.token}` }, body: form }),
        env,
        createExecutionContext(),
      );
      expect(sent.status).toBe(201);
      owned.id = ((await sent.json()) as { request: { id: string } }).request.id;
    } else if (resource === "adjustment") {
      // A cut plan and two flat weeks of weights: this week's adjustment lowers the calories.
      expect((await send({ method: "POST", path: "/api/plans/nutrition", json: { goal: "LOSE_WEIGHT" } }, m.token)).status).toBe(200);
      const dayMs = 86_400_000;
      for (let i = 0; i < 14; i++) {
        await env.DB.prepare("INSERT INTO body_entries (id, user_id, date, weight) VALUES (?, ?, ?, ?)")
          .bind(crypto.randomUUID(), m.id, new Date(Date.now() - i * dayMs).toISOString().slice(0, 10), 70)
          .run();
      }
      const res = await send({ method: "GET", path: "/api/plans/nutrition/adjustments" }, m.token);
      owned.id = ((await res.json()) as { history: { id: string }[] }).history[0]!.id;
    } else if (resource === "import") {
      const csv = strongCsv();
      const res = await send({ method: "POST", path: "/api/imports", json: { source: "strong", csv, timeZone: "UTC" } }, m.token);
      expect(res.status).toBe(200);
      owned.id = ((await res.json()) as { id: string }).id;
    } else if (resource === "receipt") {
      owned.id = await rublePayment(m.token);
    } else if (resource === "checkout") {
      owned.id = await openCheckout(m.token);
    } else if (resource === "checkout3ds") {
      owned.id = await openCheckout(m.token);
      await pay(m.token, owned.id, "4000 0025 0000 3155", 303);
    } else {
      await pay(m.token, await openCheckout(m.token), "4242 4242 4242 4242", 303);
      const sub = await env.DB.prepare("SELECT subscription_id AS id FROM subscriptions WHERE user_id = ?").bind(m.id).first<{ id: string }>();
      owned.id = sub!.id;
      if (resource === "preview") {
        const upload = await app.fetch(
          new Request(`${origin}/api/transform/previews?type=cut&months=3`, {
            method: "POST",
            headers: { Authorization: `Bearer ${m.token}`, "Content-Type": "image/png" },
            body: await pngOf(figure(300, 400)),
          }),
          env,
          createExecutionContext(),
        );
        expect(upload.status).toBe(202);
        owned.id = ((await upload.json()) as { preview: { id: string } }).preview.id;
        await waitForPreview(owned);
      }
    }
  }
  await setPlan(owned.userId, plan);
  return owned;
}

/** Waits until the picture is made (it is made after the upload's answer). */
async function waitForPreview(o: Owned) {
  for (let i = 0; i < 200; i++) {
    const res = await send({ method: "GET", path: `/api/transform/previews/${o.id}` }, o.token);
    const { status } = (await res.json()) as { status: string };
    if (status !== "processing") return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error("the preview was not made");
}

/** What the owner sees of the resource: unchanged after everyone else's attempts. */
async function ownerView(resource: Resource, o: Owned): Promise<unknown> {
  const path = {
    entry: "/api/progress/entries",
    workout: `/api/workouts/${o.id}`,
    preview: `/api/transform/previews/${o.id}`,
    checkout: `/sandbox/checkout/${o.id}`,
    checkout3ds: `/sandbox/checkout/${o.id}/authenticate`,
    subscription: "/api/subscription/get-active",
    support: "/api/support/requests",
    adjustment: "/api/plans/nutrition/adjustments",
    import: "/api/imports",
    food: `/api/diary/foods/${o.id}`,
    ownExercise: "/api/exercises/own",
    routine: "/api/workouts/routines",
    passkey: "/api/account/security",
    receipt: `/billing/receipts/${o.id}`,
  }[resource];
  const res = await send({ method: "GET", path }, o.token);
  return { status: res.status, body: await res.text() };
}

const others: Partial<Record<Plan, string>> = {};

beforeAll(async () => {
  for (const plan of plans) others[plan] = (await memberOn(plan)).token;
});

describe("authorization matrix", () => {
  it("covers every route of the app that takes an id", () => {
    // An exercise's slug, a food of the database and a product's barcode name shared content, owned
    // by no member (their own tests check members only; a member's history of an exercise is always
    // their own, and so is the own food a barcode lookup answers with); every other id is someone's.
    const shared = (path: string) =>
      path.startsWith("/api/exercises/:exercise") ||
      path === "/api/workouts/exercises/:exercise" ||
      path === "/api/foods/:food" ||
      path === "/api/foods/barcode/:code" ||
      // An identity provider's name (google, yandex, dev): the member's own identity there is
      // found by their session, never by an id (tests/worker/identities.test.ts).
      path.includes("/:provider") ||
      // The YooKassa double stands in for YooKassa's API and payment page, which know the shop,
      // not the app's members: anyone with a payment's address may pay it, as on YooKassa's own
      // page (tests/worker/yookassa-double.test.ts checks its shop credentials).
      path.startsWith("/dev/yookassa/");
    const withIds = new Set(
      app.routes.filter((r) => r.method !== "ALL" && r.path.includes("/:") && !shared(r.path)).map((r) => `${r.method} ${r.path}`),
    );
    expect(new Set(matrix.map((m) => m.route))).toEqual(withIds);
  });

  it.each(matrix)("$route", async ({ resource, call, expected }) => {
    const seen: string[] = [];
    const want: string[] = [];
    // Everyone but the owner tries one resource, which must come out of it unchanged.
    const shared = await make(resource, "PRO");
    const before = await ownerView(resource, shared);
    for (const actor of actors) {
      const target = actor.who === "owner" ? await make(resource, actor.plan) : shared;
      const token = actor.who === "owner" ? target.token : actor.who === "other" ? others[actor.plan] : undefined;
      const res = await send(call(target), token);
      seen.push(`${actorName(actor)}: ${res.status}`);
      want.push(`${actorName(actor)}: ${expected(actor)}`);
      if (res.status >= 400 && res.headers.get("Content-Type")?.includes("json")) {
        const body = (await res.json()) as { error: { code: string; message: string } };
        expect(Object.keys(body)).toEqual(["error"]);
      }
    }
    expect(seen).toEqual(want);
    expect(await ownerView(resource, shared)).toEqual(before);
  }, 60_000);
});
