import { Slider } from "radix-ui";
import { useState } from "react";
import * as m from "../../i18n/paraglide/messages.js";

/**
 * The photo and the preview on top of each other, split by a handle: drag it, or focus it and
 * use the arrow keys (Home and End show one picture whole). Left of the handle is before.
 */
export function BeforeAfter(props: { before: string; after: string; afterAlt: string; width: number; height: number }) {
  const [split, setSplit] = useState(50);
  return (
    <div className="grid gap-2">
      <div
        className="relative mx-auto overflow-hidden rounded-2xl border border-border bg-surface-2 select-none"
        // As wide as the column allows while the whole picture fits three quarters of the screen's height.
        style={{ aspectRatio: `${props.width} / ${props.height}`, width: `min(100%, 36rem, calc(75dvh * ${props.width / props.height}))` }}
        data-testid="before-after"
      >
        <img src={props.after} alt={props.afterAlt} className="absolute inset-0 size-full object-contain" draggable={false} />
        <img
          src={props.before}
          alt={m.transform_original_alt()}
          className="absolute inset-0 size-full object-contain"
          style={{ clipPath: `inset(0 ${100 - split}% 0 0)` }}
          draggable={false}
        />
        <div aria-hidden="true" className="pointer-events-none absolute inset-y-0 w-0.5 bg-white shadow-[0_0_0_1px_rgb(0_0_0/0.4)]" style={{ left: `${split}%` }} />
        <span aria-hidden="true" className="absolute top-2 left-2 rounded-md bg-black/65 px-2 py-0.5 text-xs font-semibold text-white">
          {m.transform_before()}
        </span>
        <span aria-hidden="true" className="absolute top-2 right-2 rounded-md bg-black/65 px-2 py-0.5 text-xs font-semibold text-white">
          {m.transform_after()}
        </span>
        <Slider.Root
          className="absolute inset-0 flex touch-none items-center"
          value={[split]}
          onValueChange={([v]) => setSplit(v ?? 50)}
          min={0}
          max={100}
          step={1}
          aria-label={m.transform_compare()}
        >
          <Slider.Track className="relative h-full grow">
            <Slider.Range className="absolute h-full" />
          </Slider.Track>
          <Slider.Thumb
            aria-label={m.transform_compare()}
            data-testid="compare-handle"
            className="block size-9 cursor-ew-resize rounded-full border-2 border-white bg-accent shadow-panel focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          />
        </Slider.Root>
      </div>
    </div>
  );
}
