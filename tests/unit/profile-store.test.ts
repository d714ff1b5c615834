import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import type { ProfileJson } from "../../core/profile";
import { profileKeys, storeProfile } from "../../web/shared/queries/profile";

// A saved profile (a goal weight, the screening, new plans) goes into the cache as the server
// answered it. A read of the profile that was already on its way holds what was there before the
// save: arriving after it, it must not put the old profile back.
describe("storing a saved profile", () => {
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
});
