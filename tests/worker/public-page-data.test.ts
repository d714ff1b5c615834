// The sign-in pages' identity provider buttons: prerendered for every provider, kept by the worker
// for the ones this deployment offers, with the same list handed to the client.
import { env } from "cloudflare:test";
import type { Context } from "hono";
import { describe, expect, it } from "vitest";
import type { AppEnv } from "../../worker/env";
import { publicPageData } from "../../worker/pages/public-data";

const button = (provider: string) => `<button type="button" data-provider="${provider}">Continue with ${provider}</button>`;
const frame = `<main><h1>Sign In</h1><div role="group" data-testid="provider-buttons">${["google", "yandex", "dev"].map(button).join("")}<p>Continuing with a service signs you up</p></div><form></form></main>`;

const request = (vars: Partial<Cloudflare.Env>, url = "https://forma.example/login") =>
  ({ env: { ...env, APP_ENV: "production", GOOGLE_CLIENT_ID: "", GOOGLE_CLIENT_SECRET: "", YANDEX_CLIENT_ID: "", YANDEX_CLIENT_SECRET: "", ...vars }, req: { url } }) as unknown as Context<AppEnv>;

describe("the sign-in page's providers", () => {
  it("keeps the buttons of the offered providers only, and gives the client the same list", async () => {
    const data = publicPageData(request({ YANDEX_CLIENT_ID: "id", YANDEX_CLIENT_SECRET: "secret" }), frame)!;
    expect(data.queries).toEqual([[["auth-providers"], { providers: ["yandex"] }]]);
    expect(data.private).toBe(false);
    const html = (await data.fill(frame))!;
    expect(html).toContain('data-provider="yandex"');
    expect(html).not.toContain('data-provider="google"');
    expect(html).not.toContain('data-provider="dev"');
    expect(html).toContain("Continuing with a service");
    expect(html).toContain("<form></form>");
  });

  it("removes the whole group, its note too, when none is offered", async () => {
    const data = publicPageData(request({}), frame)!;
    expect(data.queries).toEqual([[["auth-providers"], { providers: [] }]]);
    const html = (await data.fill(frame))!;
    expect(html).toBe("<main><h1>Sign In</h1><form></form></main>");
  });

  it("keeps Google and Yandex together, and leaves a page without the group alone", async () => {
    const both = { GOOGLE_CLIENT_ID: "g", GOOGLE_CLIENT_SECRET: "s", YANDEX_CLIENT_ID: "y", YANDEX_CLIENT_SECRET: "s" };
    const html = (await publicPageData(request(both), frame)!.fill(frame))!;
    expect([...html.matchAll(/data-provider="(\w+)"/g)].map((m) => m[1])).toEqual(["google", "yandex"]);
    expect(publicPageData(request(both), "<main><h1>Billing</h1></main>")).toBeNull();
  });
});
