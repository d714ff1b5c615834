// The newest moment the device knows (web/shared/offline/stamp.ts) is read from the log's cached
// answers on every change recorded. Answers are replaced, never changed in place, so each object
// is read once: a long history costs its walk the first time, and afterwards only what is new.
import { describe, expect, it } from "vitest";
import { newest } from "../../web/shared/offline/stamp";

/** A record whose reads (Object.entries) are counted. */
function counted(updatedAt: number, reads: { n: number }) {
  return new Proxy(
    { id: `r${updatedAt}`, updatedAt, sets: [{ updatedAt: updatedAt - 1 }] },
    {
      ownKeys(target) {
        reads.n++;
        return Reflect.ownKeys(target);
      },
    },
  );
}

describe("the newest moment in the cached answers", () => {
  it("is the newest updatedAt at any depth", () => {
    expect(newest([["key", { sessions: [{ updatedAt: 5, entries: [{ updatedAt: 9 }] }], updatedAt: 7 }]])).toBe(9);
    expect(newest([])).toBe(0);
    expect(newest(null)).toBe(0);
  });

  it("reads each answer once: a new answer sharing the old records reads only what is new", () => {
    const reads = { n: 0 };
    const rows = Array.from({ length: 1_000 }, (_, i) => counted(1_000 + i, reads));
    const history = { sessions: rows };
    expect(newest([["history", history]])).toBe(1_999);
    expect(reads.n).toBe(1_000);

    expect(newest([["history", history]])).toBe(1_999);
    expect(reads.n).toBe(1_000);

    // The next answer: a new list holding the same 1,000 records and one more, newer.
    const next = { sessions: [...rows, counted(5_000, reads)] };
    expect(newest([["history", next]])).toBe(5_000);
    expect(reads.n).toBe(1_001);
  });
});
