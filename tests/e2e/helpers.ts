import type { BrowserContext, Page } from "playwright-core";
import { afterAll, inject } from "vitest";
import { launchContext } from "../support/browser";

export const baseURL = () => inject("baseURL");

export const desktop = { viewport: { width: 1280, height: 800 } };
export const phone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1",
};

const open: BrowserContext[] = [];
afterAll(async () => {
  await Promise.all(open.map((c) => c.close()));
});

/** A fresh browser (own cookies) on a page of the app; English unless told otherwise. */
export async function openPage(
  path: string,
  opts: { device?: typeof desktop | typeof phone; locale?: string; serviceWorkers?: "allow" | "block" } = {},
): Promise<Page> {
  const ctx = await launchContext({
    ...(opts.device ?? desktop),
    locale: opts.locale ?? "en-US",
    baseURL: baseURL(),
    serviceWorkers: opts.serviceWorkers ?? "allow",
  });
  open.push(ctx);
  const page = ctx.pages()[0] ?? (await ctx.newPage());
  await page.goto(path);
  return page;
}
