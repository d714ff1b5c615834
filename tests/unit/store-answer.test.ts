import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { ProfileJson } from "../../core/profile";
import { profileKeys, storeProfile } from "../../web/shared/queries/profile";
import { storeAnswer } from "../../web/shared/queries/store-answer";

// What a save answered (a profile with its goal weight, the reminders with a new device, a support
// request) goes into the cache as the server answered it. A read of the same entry that was already
// on its way holds what was there before the save: arriving after it, it must not put that back.
describe("storing a save's answer", () => {
  it("keeps the saved profile when an older read of it arrives afterwards", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = profileKeys.me("u1");
    const before = { targetWeight: null } as unknown as ProfileJson;
    const saved = { targetWeight: 58 } as unknown as ProfileJson;
    queryClient.setQueryData(key, before);
    let answer!: (p: ProfileJson) => void;
    const read = queryClient.fetchQuery({ queryKey: key, queryFn: () => new Promise<ProfileJson>((done) => (answer = done)), staleTime: 0 });
    await storeProfile(queryClient, "u1", saved);
    answer(before);
    await read.catch(() => undefined);
    expect(queryClient.getQueryData(key)).toEqual(saved);
  });

  it("applies a change to the entry as it was before the read, and at once when nothing is being read", async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const key = ["reminders", "u1"];
    queryClient.setQueryData(key, { devices: ["a"] });
    let answer!: (v: { devices: string[] }) => void;
    const read = queryClient.fetchQuery({ queryKey: key, queryFn: () => new Promise<{ devices: string[] }>((done) => (answer = done)), staleTime: 0 });
    const stored = storeAnswer<{ devices: string[] }>(queryClient, key, (old) => ({ devices: [...(old?.devices ?? []), "b"] }));
    answer({ devices: [] });
    await stored;
    await read.catch(() => undefined);
    expect(queryClient.getQueryData(key)).toEqual({ devices: ["a", "b"] });
    // Nothing on its way: the answer is there before the call returns.
    void storeAnswer(queryClient, key, { devices: ["c"] });
    expect(queryClient.getQueryData(key)).toEqual({ devices: ["c"] });
  });
});
