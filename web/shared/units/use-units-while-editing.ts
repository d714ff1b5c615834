import { useState, type FocusEvent } from "react";
import { useChooseUnits } from "./account-units";
import { useUnits, type UnitSystem } from "./units";

/**
 * The units a form shows, its own way to choose them, and the focus handlers for the element that
 * holds its fields. They follow this device's (the account's arriving with a session read, another
 * tab's choice) except while the member is in the form: a number half typed ("8" on the way to
 * 80 kg) must not be read again in other units under their fingers. Entering the form holds the
 * units it shows; leaving it takes the device's; a choice made in it is at once.
 */
export function useUnitsWhileEditing(): {
  units: UnitSystem;
  choose: (next: UnitSystem) => void;
  area: { onFocus: (e: FocusEvent) => void; onBlur: (e: FocusEvent) => void };
} {
  const device = useUnits();
  const chooseDevice = useChooseUnits();
  const [held, setHeld] = useState<UnitSystem | null>(null);
  const units = held ?? device;
  return {
    units,
    // Held only while the member is in the form; otherwise the device's units are the form's.
    choose: (next) => {
      setHeld((h) => (h === null ? null : next));
      chooseDevice(next);
    },
    area: {
      onFocus: () => setHeld((h) => h ?? units),
      onBlur: (e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(null);
      },
    },
  };
}
