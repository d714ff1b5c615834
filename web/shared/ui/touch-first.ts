/**
 * Whether the device is worked mainly by touch (a phone or tablet): there, focusing a text box
 * brings up the on-screen keyboard, which covers half the screen. A dialog that opens on what is
 * already there (an entry to change, move or remove) leaves the focus off its boxes on such a
 * device; with a mouse or keyboard the box to type in still has it.
 */
export function touchFirst(): boolean {
  return typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;
}
