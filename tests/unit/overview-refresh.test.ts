// The profile's activity counts after a change (a finished workout, a weigh-in): a read of the
// counts that left before the change reached the server must not leave the old counts showing as
// fresh. The server here is a stand-in whose count goes up when the change lands.
import { QueryClient, QueryObserver } from "@tanstack/react-query";
import { afterEach, describe, expect, it } from "vitest";
import type { OverviewJson } from "../../core/api/profiles";
import { profileKeys, refreshOverview } from "../../web/shared/queries/profile";

const userId = "member-1";
const clients: QueryClient[] = [];
afterEach(() => clients.splice(0).forEach((c) => c.clear()));

interface Server {
  workouts: number;
  /** The reads waiting for their answer, oldest first. */
  answers: (() => void)[];
}

/** A client with nobody on the profile screen. */
function clientWithCounts(server: Server) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
  clients.push(queryClient);
  const read = () => {
    // The count is taken when the server reads it; the answer arrives when the test says.
    const counts = { workouts: server.workouts, messages: 0, nutrition: 0, streak: 0 };
    return new Promise<OverviewJson>((resolve) => server.answers.push(() => resolve(counts)));
  };
  return { queryClient, read };
}

/** Answers every read, in the order they were made, until none is left. */
async function answerAll(queryClient: QueryClient, server: Server) {
  for (let i = 0; i < 20 && (server.answers.length > 0 || queryClient.isFetching() > 0); i++) {
    server.answers.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  }
}

describe("the activity overview after a change", () => {
  it("reads the counts again when a read from before the change answers after it", async () => {
    const server: Server = { workouts: 0, answers: [] };
    const { queryClient, read } = clientWithCounts(server);
    const overview = { queryKey: profileKeys.overview(userId), queryFn: read };
    // The counts were read once; then the profile screen was open a moment and asked for them
    // again (a set had been logged since), and the member moved on.
    const first = queryClient.fetchQuery(overview);
    await answerAll(queryClient, server);
    await first;
    const before = queryClient.fetchQuery({ ...overview, staleTime: 0 }).catch(() => null);
    await Promise.resolve();
    expect(server.answers).toHaveLength(1);
    // The workout is finished on the server, and the sync's answer says so.
    server.workouts = 1;
    refreshOverview(queryClient, userId);
    // The old read answers after that.
    await answerAll(queryClient, server);
    await before;
    expect(queryClient.getQueryData<OverviewJson>(profileKeys.overview(userId))?.workouts).toBe(1);
  });

  it("reads the counts again when the very first read, from before the change, answers after it", async () => {
    const server: Server = { workouts: 0, answers: [] };
    const { queryClient, read } = clientWithCounts(server);
    // The profile screen opened as the workout was finished: its first read has no counts before it.
    const screen = new QueryObserver(queryClient, { queryKey: profileKeys.overview(userId), queryFn: read });
    const stop = screen.subscribe(() => undefined);
    await Promise.resolve();
    expect(server.answers).toHaveLength(1);
    server.workouts = 1;
    refreshOverview(queryClient, userId);
    await answerAll(queryClient, server);
    expect(screen.getCurrentResult().data?.workouts).toBe(1);
    stop();
  });

  it("only marks the counts stale when no read is on its way and nobody shows them", async () => {
    const server: Server = { workouts: 0, answers: [] };
    const { queryClient, read } = clientWithCounts(server);
    const first = queryClient.fetchQuery({ queryKey: profileKeys.overview(userId), queryFn: read });
    await answerAll(queryClient, server);
    await first;
    server.workouts = 1;
    refreshOverview(queryClient, userId);
    await answerAll(queryClient, server);
    // No read went out; the next screen that shows the counts reads them again.
    expect(queryClient.getQueryData<OverviewJson>(profileKeys.overview(userId))?.workouts).toBe(0);
    expect(queryClient.getQueryState(profileKeys.overview(userId))?.isInvalidated).toBe(true);
  });
});
