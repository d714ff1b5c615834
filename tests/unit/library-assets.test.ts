/// <reference types="vite/client" />
import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { longReadsPath } from "../../core/library-search/long-read";
import { longReadsFilePath } from "../../scripts/library/file-library";
import { offlineCoach } from "../../worker/chat/coach/offline-coach";
import { assetLibraries } from "../../worker/chat/library/assets";
import type { Assets } from "../../worker/platform/static-assets";
import { pwaOptions } from "../../web/app/pwa/options";
import wrangler from "../../wrangler.toml?raw";
import { newMember } from "./coach-context";

/** A stand-in for the ASSETS binding: counts the reads and answers with `respond`. */
function assets(respond: (pathname: string) => Response | Promise<Response>) {
  const paths: string[] = [];
  const binding: Assets = {
    fetch: async (req) => {
      const { pathname } = new URL(req.url);
      paths.push(pathname);
      return respond(pathname);
    },
  };
  return { binding, paths };
}

const served = () => new Response(readFileSync(longReadsFilePath), { headers: { "Content-Type": "application/json" } });
/** What the single-page fallback answers for a file that is not there. */
const spaFallback = () => new Response("<!doctype html><html><body><div id=root></div></body></html>", { headers: { "Content-Type": "text/html" } });

async function ask(coach: ReturnType<typeof offlineCoach>, message: string, locale: "en" | "ru" = "en") {
  let text = "";
  for await (const piece of coach.stream({ context: newMember(locale, "Anna"), history: [], message })) text += piece;
  return text;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the library's long reads from the static assets", () => {
  it("are a public file the edge serves itself, which the service worker leaves out of the install", () => {
    expect(longReadsPath).toMatch(/^\/_library\//);
    const runWorkerFirst = JSON.parse(/^run_worker_first = (.+)$/m.exec(wrangler)![1]!) as string[];
    expect(runWorkerFirst).toContain("!/_library/*");
    expect(pwaOptions.workbox?.globPatterns?.join()).not.toContain("json");
  });

  it("are read once through ASSETS at their path and indexed per language", { timeout: 30_000 }, async () => {
    const { binding, paths } = assets(served);
    const library = assetLibraries()(binding);
    const [en, ru] = [await library("en"), await library("ru")];
    const ids = (hits: { passage: { id: string } }[] | undefined) => hits?.map((h) => h.passage.id);
    expect(ids(en?.search("During and after training carbs", 3))).toContain("article:carbs-for-training#during-and-after");
    expect(ids(ru?.search("Углеводы во время и после тренировки", 3))).toContain("article:carbs-for-training#during-and-after");
    expect(await library("en")).toBe(en);
    expect(paths).toEqual([longReadsPath]);
  });

  it("give no library when missing, the single-page fallback or failing; one warning, and a later read still succeeds", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    let answer: () => Response | Promise<Response> = spaFallback;
    const { binding, paths } = assets(() => answer());
    const library = assetLibraries()(binding);
    expect(await library("en")).toBeNull();
    answer = () => new Response("asset not found", { status: 404 });
    expect(await library("ru")).toBeNull();
    answer = () => Promise.reject(new Error("network"));
    expect(await library("en")).toBeNull();
    answer = () => new Response("{}", { headers: { "Content-Type": "application/json" } });
    expect(await library("en")).toBeNull();
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain(longReadsPath);
    answer = served;
    expect(await library("en")).not.toBeNull();
    expect(paths).toHaveLength(5);
  });

  it("leave the offline coach answering from its intents when they cannot be read", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const coach = offlineCoach(assetLibraries()(assets(spaFallback).binding), 0);
    const squat = await ask(coach, "how do I squat properly?");
    expect(squat).toContain("(/exercises/");
    expect(await ask(coach, "Сколько креатина пить?", "ru")).toContain("Креатин");
    // A question only the library answers: the coach says it does not know, with no links.
    const sets = await ask(coach, "how many sets per week should i do");
    expect(sets).toContain("I don't have an answer to that in my library");
    expect(sets).not.toContain("Read more");
  });
});
