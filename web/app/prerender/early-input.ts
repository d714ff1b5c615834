// What a visitor does on prerendered HTML between the script's start and hydration: React keeps
// typed text and ticks in the page but its state does not know them, a press does nothing and a
// send would be the browser's own. Presses and sends are held, and all of it replayed once React
// is in charge.

type Field = HTMLInputElement | HTMLTextAreaElement;

const nativeValue = (el: Field) => Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, "value")!.set!;

/** What was held on a prerendered page: replayed once React has it, or dropped with the HTML. */
export interface EarlyInput {
  /**
   * React listens from here on (hydration has begun): it takes later presses and sends itself,
   * hydrating their part first. Holding them too would act twice: a menu React opened would be
   * toggled shut by the replay. What was held so far waits for `replay`.
   */
  release: () => void;
  replay: () => void;
  drop: () => void;
}

/**
 * Holds form sends and button presses until React listens (`release`); `replay` (once React has
 * hydrated) then replays edits, the held press and the held send; `drop` forgets them (the HTML
 * is not taken over, as when the app starts offline). Held events stop at #root, before React's
 * own listeners, so nothing runs twice.
 */
export function holdEarlyInput(root: HTMLElement): EarlyInput {
  let send: HTMLFormElement | null = null;
  let press: HTMLButtonElement | null = null;
  const onSubmit = (e: Event) => {
    e.preventDefault();
    e.stopImmediatePropagation();
    send = e.target as HTMLFormElement;
  };
  const onClick = (e: Event) => {
    const button = (e.target as Element).closest?.<HTMLButtonElement>('button[type="button"]');
    if (!button) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    press = button;
  };
  // In a message box where Enter sends (`data-enter-sends`, the chat's), Enter is a send, not a new line.
  const onKeyDown = (e: KeyboardEvent) => {
    const box = e.target;
    if (e.key !== "Enter" || e.shiftKey || e.isComposing || !(box instanceof HTMLTextAreaElement)) return;
    if (!box.hasAttribute("data-enter-sends") || !box.form) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    send = box.form;
  };
  root.addEventListener("submit", onSubmit, true);
  root.addEventListener("click", onClick, true);
  root.addEventListener("keydown", onKeyDown, true);
  // The text typed so far, read as React begins: a box React renders again before the replay
  // (the page's data arriving) is set back to React's value, and the typed text would be lost.
  // Typing after that (into a part React already has) is what the box holds then. Not files: a
  // file input's value cannot be set.
  // Each box's text as React begins, and the page's own text then: a box nothing was typed into
  // keeps whatever React has since put in it (its data arrived: the calculators' tape from the log).
  let typed: Map<Field, { text: string; page: string }> | undefined;
  const onInput = (e: Event) => {
    const el = e.target as Field;
    const held = typed!.get(el);
    if (held) typed!.set(el, { ...held, text: el.value });
  };
  const release = () => {
    root.removeEventListener("submit", onSubmit, true);
    root.removeEventListener("click", onClick, true);
    root.removeEventListener("keydown", onKeyDown, true);
    if (typed) return;
    const fields = root.querySelectorAll<Field>("input:not([type=checkbox]):not([type=radio]):not([type=file]), textarea");
    typed = new Map([...fields].map((el) => [el, { text: el.value, page: el.defaultValue }]));
    root.addEventListener("input", onInput, true);
  };
  const drop = () => {
    release();
    root.removeEventListener("input", onInput, true);
    press = null;
    send = null;
  };
  const replay = () => {
    release();
    root.removeEventListener("input", onInput, true);
    replayTicks(root);
    for (const [el, held] of typed!) replayText(el, held);
    if (press?.isConnected) replayPress(press);
    if (send?.isConnected) send.requestSubmit();
  };
  return { release, replay, drop };
}

/**
 * Ticks that differ from what React rendered go back to it (through the element's own setter,
 * which React watches) and are clicked again, all at once so that radio groups stay consistent.
 */
function replayTicks(root: HTMLElement): void {
  const changed = [...root.querySelectorAll<HTMLInputElement>("input[type=checkbox], input[type=radio]")]
    .filter((el) => el.checked !== el.defaultChecked)
    .map((el) => [el, el.checked] as const);
  for (const [el] of changed) el.checked = el.defaultChecked;
  for (const [el, wanted] of changed) if (el.type === "checkbox" || wanted) el.click();
}

/**
 * Typed text: React's value first, then the visitor's past React's watcher, and an input event.
 * The box's own text when it still differs from the page's (typed since, or not set back), else
 * the text it had as React began; nothing when that was the page's own (nothing typed): replaying
 * it would set back what React has put in the box since (a value that arrived with the data).
 */
function replayText(el: Field, held: { text: string; page: string }): void {
  if (el.value === el.defaultValue && held.text === held.page) return;
  const typed = el.value === el.defaultValue ? held.text : el.value;
  if (typed === el.defaultValue) return;
  el.value = el.defaultValue;
  nativeValue(el).call(el, typed);
  el.dispatchEvent(new Event("input", { bubbles: true }));
}

/**
 * A press as a pointer makes it: some controls act on the press's start rather than its click
 * (Radix tabs on mousedown, menus on pointerdown), and that start went by before React listened.
 */
function replayPress(el: HTMLElement): void {
  const init = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, view: window };
  el.dispatchEvent(new PointerEvent("pointerdown", { ...init, pointerType: "mouse", isPrimary: true }));
  el.dispatchEvent(new MouseEvent("mousedown", init));
  el.dispatchEvent(new PointerEvent("pointerup", { ...init, buttons: 0, pointerType: "mouse", isPrimary: true }));
  el.dispatchEvent(new MouseEvent("mouseup", { ...init, buttons: 0 }));
  el.click();
}
