import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import type { CustomFoodJson, DiaryDayJson, DiaryEntryJson, DiaryFoodsJson, DiarySyncJson } from "../../core/api/diary";
import type { DiaryChange } from "../../core/validation/diary";
import { applyAnswer } from "../../web/shared/offline/diary-sync";
import { diaryKeys } from "../../web/shared/queries/diary";

// A sync's answer lays the saved foods into the cached list of the member's own before their
// changes leave the device's outbox: a food just saved is never missing from the list (its barcode
// found at once on the next scan), even while an older read of the list is still answering.
const food = (id: string, name: string) => ({ id, name, updatedAt: 1 }) as unknown as CustomFoodJson;
const answer = (over: Partial<DiarySyncJson>): DiarySyncJson => ({ results: [], entries: [], foods: [], recipes: [], favourites: [], ...over });
const list = (foods: CustomFoodJson[]): DiaryFoodsJson => ({ foods, recipes: [], favourites: [], recents: [] });

describe("a diary sync's answer", () => {
  it("adds a saved food to the cached list, and an older read answering afterwards does not take it away", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = diaryKeys.foods("u1");
    queryClient.setQueryData(key, list([food("a", "Oats")]));
    let reply!: (l: DiaryFoodsJson) => void;
    const read = queryClient.fetchQuery({ queryKey: key, queryFn: () => new Promise<DiaryFoodsJson>((done) => (reply = done)), staleTime: 0 });
    const applied = applyAnswer(queryClient, "u1", answer({ foods: [food("n", "Nutella")] }), []);
    reply(list([food("a", "Oats")]));
    await applied;
    await read.catch(() => undefined);
    expect(queryClient.getQueryData<DiaryFoodsJson>(key)!.foods.map((f) => f.id)).toEqual(["a", "n"]);
  });

  it("replaces a changed food and drops a removed one", async () => {
    const queryClient = new QueryClient();
    const key = diaryKeys.foods("u1");
    queryClient.setQueryData(key, list([food("a", "Oats"), food("b", "Rye"), food("c", "Kefir")]));
    const removed = { type: "food", id: "b", deleted: true, updatedAt: 2 } as unknown as DiaryChange;
    await applyAnswer(queryClient, "u1", answer({ foods: [food("a", "Rolled oats")] }), [removed]);
    const foods = queryClient.getQueryData<DiaryFoodsJson>(key)!.foods;
    expect(foods.map((f) => [f.id, f.name])).toEqual([
      ["c", "Kefir"],
      ["a", "Rolled oats"],
    ]);
  });

  it("makes again a day's first read that was sent before the sync, so its older answer does not stay", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = diaryKeys.day("u1", "2026-11-29");
    const entry = { id: "e1", date: "2026-11-29", meal: "breakfast", loggedAt: 1 } as unknown as DiaryEntryJson;
    const day = (entries: DiaryEntryJson[]) => ({ date: "2026-11-29", meals: [{ meal: "breakfast", entries }], targets: null }) as unknown as DiaryDayJson;
    let reads = 0;
    let reply!: (d: DiaryDayJson) => void;
    // The day's screen reads it for the first time; that read answers late, with the day from before the sync.
    const screen = new QueryObserver<DiaryDayJson>(queryClient, {
      queryKey: key,
      queryFn: () => (++reads === 1 ? new Promise<DiaryDayJson>((done) => (reply = done)) : Promise.resolve(day([entry]))),
    });
    const stop = screen.subscribe(() => undefined);
    await vi.waitFor(() => expect(reads).toBe(1));
    await applyAnswer(queryClient, "u1", answer({ entries: [entry] }), []);
    reply(day([]));
    await vi.waitFor(() => expect(screen.getCurrentResult().data?.meals[0]!.entries.map((e) => e.id)).toEqual(["e1"]));
    expect(reads).toBe(2);
    stop();
  });

  it("lets a read no screen shows, sent before the sync, finish for its caller, and marks it stale once it lands", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = diaryKeys.day("u1", "2026-11-28");
    const before = { date: "2026-11-28", meals: [], targets: null } as unknown as DiaryDayJson;
    let reply!: (d: DiaryDayJson) => void;
    // "Copy yesterday" reads the day with fetchQuery, no screen showing it.
    const read = queryClient.fetchQuery({ queryKey: key, queryFn: () => new Promise<DiaryDayJson>((done) => (reply = done)) });
    await vi.waitFor(() => expect(reply).toBeTypeOf("function"));
    await applyAnswer(queryClient, "u1", answer({}), []);
    reply(before);
    await expect(read).resolves.toEqual(before);
    await vi.waitFor(() => expect(queryClient.getQueryState(key)?.isInvalidated).toBe(true));
  });
});
