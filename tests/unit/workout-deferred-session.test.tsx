// The logger takes a set's change to the open workout as deferred work, but never shows "no
// workout" for a render while the day has one (that render forgot the rows kept on the device: a
// value typed in a row not done was gone after a reload), and never shows a workout with another
// moment's sending state ("All changes saved" over a workout just started and not yet sent).
import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useDeferredSession } from "../../web/workout/use-deferred-session";

type Session = { id: string; sets: number };
type Shown = { active: Session | null; sync: string };

/** Every value the hook answered, render by render. */
function rendered(first: Session | null) {
  const seen: Shown[] = [];
  const hook = renderHook(
    ({ now }) => {
      const value = useDeferredSession(now);
      seen.push(value);
      return value;
    },
    { initialProps: { now: { active: first, sync: "saved" } as Shown } },
  );
  const rerender = (active: Session | null, sync: string) => {
    const now = { active, sync };
    const from = seen.length;
    hook.rerender({ now });
    return { now, renders: seen.slice(from) };
  };
  return { seen, rerender };
}

describe("the open workout as the logger takes it", () => {
  it("is the workout with its sending state at once when one opens", () => {
    const { rerender } = rendered(null);
    const { now, renders } = rerender({ id: "a", sets: 0 }, "sending");
    expect(renders.length).toBeGreaterThan(0);
    expect(renders.every((r) => r === now)).toBe(true);
  });

  it("is none at once when it closes, and another workout at once when one replaces it", () => {
    const { rerender } = rendered({ id: "a", sets: 3 });
    const closed = rerender(null, "saved");
    expect(closed.renders.every((r) => r === closed.now)).toBe(true);
    const next = rerender({ id: "b", sets: 0 }, "sending");
    expect(next.renders.every((r) => r === next.now)).toBe(true);
  });

  it("ends with the newest change of the same workout, and its sending state with it", () => {
    const { seen, rerender } = rendered({ id: "a", sets: 1 });
    const { now, renders } = rerender({ id: "a", sets: 2 }, "sending");
    expect(seen.at(-1)).toBe(now);
    // Each render shows one moment: the workout and its state together.
    expect(renders.every((r) => r === now || r === seen[0])).toBe(true);
  });
});
