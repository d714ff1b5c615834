import { keys, set } from "idb-keyval";
import { describe, expect, it } from "vitest";
import { deviceStore } from "../../web/shared/offline/device-store";
import { forgetKeptDays, keptDayKey } from "../../web/shared/offline/kept-diary-days";
import { withDeviceStore } from "./device-outbox-setup";

// The diary's days kept on the device are let go after an import or its undo (all of the
// member's), or when far from today (those picked); another member's and other records stay.

withDeviceStore();

async function keep(...entries: string[]) {
  for (const key of entries) await set(key, { kept: key }, deviceStore()!);
}

/** The keys kept that these tests made (other files' tests share the store). */
const kept = async (...names: string[]) => ((await keys(deviceStore()!)) as string[]).filter((k) => names.some((n) => k.includes(n))).sort();

describe("the diary's kept days", () => {
  it("are all let go for the member, and only theirs", async () => {
    await keep(keptDayKey("anna", "2026-03-01"), keptDayKey("anna", "2026-03-02"), keptDayKey("boris", "2026-03-01"), "workout-day:anna");
    expect(await kept("anna", "boris")).toHaveLength(4);
    await forgetKeptDays("anna");
    expect(await kept("anna", "boris")).toEqual([keptDayKey("boris", "2026-03-01"), "workout-day:anna"].sort());
  });

  it("are let go by date when a rule picks them", async () => {
    await keep(keptDayKey("vera", "2026-01-01"), keptDayKey("vera", "2026-03-01"));
    await forgetKeptDays("vera", (date) => date < "2026-02-01");
    expect(await kept("vera")).toEqual([keptDayKey("vera", "2026-03-01")]);
  });
});
