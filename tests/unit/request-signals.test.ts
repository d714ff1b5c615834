import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { ApiFailure } from "../../web/shared/api/client";
import { anyUnanswered, onUnanswered } from "../../web/app/connection/request-signals";

// fetch's own failure when nothing answers.
const noAnswer = () => Promise.reject(new TypeError("Failed to fetch"));
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

describe("what the app's requests say of the network", () => {
  it("hears a query or a change that got no answer, not one the server refused", async () => {
    const queries = client();
    const heard = vi.fn();
    const stop = onUnanswered(queries, heard);
    await queries
      .fetchQuery({ queryKey: ["refused"], queryFn: () => Promise.reject(new ApiFailure(500, "http_error", "Server error")) })
      .catch(() => undefined);
    await queries.fetchQuery({ queryKey: ["fine"], queryFn: () => Promise.resolve(1) });
    expect(heard).not.toHaveBeenCalled();
    await queries.fetchQuery({ queryKey: ["lost"], queryFn: noAnswer }).catch(() => undefined);
    expect(heard).toHaveBeenCalled();
    heard.mockClear();
    await queries
      .getMutationCache()
      .build(queries, { mutationFn: noAnswer })
      .execute(undefined)
      .catch(() => undefined);
    expect(heard).toHaveBeenCalled();
    stop();
    heard.mockClear();
    await queries.fetchQuery({ queryKey: ["later"], queryFn: noAnswer }).catch(() => undefined);
    expect(heard).not.toHaveBeenCalled();
  });

  it("tells whether a query's last try, before the watch, got no answer", async () => {
    const queries = client();
    await queries
      .fetchQuery({ queryKey: ["session"], queryFn: () => Promise.reject(new ApiFailure(401, "http_error", "No")) })
      .catch(() => undefined);
    expect(anyUnanswered(queries)).toBe(false);
    await queries.fetchQuery({ queryKey: ["session"], queryFn: noAnswer }).catch(() => undefined);
    expect(anyUnanswered(queries)).toBe(true);
    // Answered since: the network is back.
    await queries.fetchQuery({ queryKey: ["session"], queryFn: () => Promise.resolve({ user: null }) });
    expect(anyUnanswered(queries)).toBe(false);
  });
});
