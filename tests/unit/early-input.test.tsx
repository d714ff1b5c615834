// Presses on a prerendered page: held while nothing listens, left to React once hydration has
// begun, so that a press is acted on once (a menu React opened is not toggled shut by a replay).
import { act, useState } from "react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { holdEarlyInput } from "../../web/app/prerender/early-input";

/** The prerendered page's root in the document, holding `html`. */
function prerendered(html: string): HTMLDivElement {
  const root = document.createElement("div");
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

function page() {
  const root = prerendered(`<button type="button" id="menu">Pro</button>`);
  const button = root.querySelector("button")!;
  const downs = vi.fn();
  const clicks = vi.fn();
  // Stands in for React's listener on the root: it sees what the hold lets through.
  root.addEventListener("pointerdown", downs);
  root.addEventListener("click", clicks);
  return { root, button, downs, clicks };
}

afterEach(() => {
  document.body.innerHTML = "";
});

describe("early input", () => {
  it("holds a press made before React listens, and replays it once, after hydration", () => {
    const { root, button, downs, clicks } = page();
    const early = holdEarlyInput(root);
    button.click();
    expect(clicks).not.toHaveBeenCalled();
    early.release();
    early.replay();
    expect(downs).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("leaves a press made after React started hydrating to React, and does not replay it", () => {
    const { root, button, downs, clicks } = page();
    const early = holdEarlyInput(root);
    early.release();
    button.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    button.click();
    expect(downs).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveBeenCalledTimes(1);
    early.replay();
    expect(downs).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("forgets a held press when the HTML is not taken over", () => {
    const { root, button, clicks } = page();
    const early = holdEarlyInput(root);
    button.click();
    early.drop();
    early.replay();
    expect(clicks).not.toHaveBeenCalled();
  });

  it("holds Enter in a message box where it sends, and replays it as the form's send after the text", () => {
    const root = prerendered(
      `<form><textarea data-enter-sends=""></textarea></form><form><textarea id="plain"></textarea></form>`,
    );
    const [box, plain] = root.querySelectorAll("textarea");
    const sent: string[] = [];
    // React's submit listener, which reads the box as it is when the send arrives.
    root.addEventListener("submit", (e) => {
      e.preventDefault();
      sent.push((e.target as HTMLFormElement).querySelector("textarea")!.value);
    });
    const early = holdEarlyInput(root);
    box!.value = "How much protein?";
    const enter = (el: Element, init: KeyboardEventInit = {}) => {
      const e = new KeyboardEvent("keydown", { key: "Enter", bubbles: true, cancelable: true, ...init });
      el.dispatchEvent(e);
      return e.defaultPrevented;
    };
    // Shift+Enter and a box without the mark keep their new line.
    expect(enter(box!, { shiftKey: true })).toBe(false);
    expect(enter(plain!)).toBe(false);
    expect(enter(box!)).toBe(true);
    expect(sent).toEqual([]);
    early.release();
    early.replay();
    expect(sent).toEqual(["How much protein?"]);
  });

  it("keeps the text typed before React began when React renders the box again before the replay", async () => {
    // A controlled box, as the chat's: its page renders again once its data arrives, which sets
    // the box back to React's value before the page is whole.
    let typedIntoState = "";
    function Box({ data }: { data: string }) {
      const [draft, setDraft] = useState("");
      typedIntoState = draft;
      return (
        <form data-data={data}>
          <textarea aria-label="Message" value={draft} onChange={(e) => setDraft(e.target.value)} />
        </form>
      );
    }
    const root = prerendered(renderToString(<Box data="" />));
    const box = root.querySelector("textarea")!;
    const early = holdEarlyInput(root);
    box.value = "Is walking enough?\n";
    early.release();
    const app = await act(async () => hydrateRoot(root, <Box data="" />));
    await act(async () => app.render(<Box data="arrived" />));
    expect(box.value).toBe("");
    await act(async () => early.replay());
    expect(box.value).toBe("Is walking enough?\n");
    expect(typedIntoState).toBe("Is walking enough?\n");
    await act(async () => app.unmount());
  });

  it("leaves a box nothing was typed into with the value React gave it once its data arrived", async () => {
    // The calculators' tape, filled from the progress log after hydration: replaying the empty
    // text the box had as React began set it back, and the member's log was lost from the card.
    const changes: string[] = [];
    function Field({ logged }: { logged: string }) {
      const [edited, setEdited] = useState<string | null>(null);
      return (
        <input
          aria-label="Waist, cm"
          value={edited ?? logged}
          onChange={(e) => {
            changes.push(e.target.value);
            setEdited(e.target.value);
          }}
        />
      );
    }
    const root = prerendered(renderToString(<Field logged="" />));
    const box = root.querySelector("input")!;
    const early = holdEarlyInput(root);
    early.release();
    const app = await act(async () => hydrateRoot(root, <Field logged="" />));
    await act(async () => app.render(<Field logged="74" />));
    expect(box.value).toBe("74");
    await act(async () => early.replay());
    expect(box.value).toBe("74");
    expect(changes).toEqual([]);
    await act(async () => app.unmount());
  });

  it("replays what the box held last when typing went on after React began, and leaves a file field alone", () => {
    const root = prerendered(`<input aria-label="Name" value="" /><input type="file" />`);
    const [box, file] = root.querySelectorAll("input");
    const seen: string[] = [];
    root.addEventListener("input", (e) => seen.push((e.target as HTMLInputElement).value));
    const early = holdEarlyInput(root);
    box!.value = "Ann";
    early.release();
    // Typed on after hydration began, then set back by a render before the page is whole.
    box!.value = "Anna";
    box!.dispatchEvent(new Event("input", { bubbles: true }));
    box!.value = "";
    expect(() => early.replay()).not.toThrow();
    expect(box!.value).toBe("Anna");
    expect(seen.at(-1)).toBe("Anna");
    expect(file!.value).toBe("");
  });
});
