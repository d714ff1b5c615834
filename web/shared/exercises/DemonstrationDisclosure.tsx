// The exercise library's demonstration for other screens: behind a "Show demonstration" button, so a list of exercises stays compact.
import { ChevronDown } from "lucide-react";
import { useId, useState } from "react";
import type { Exercise } from "../../../core/training/exercise";
import * as m from "../../../i18n/paraglide/messages.js";
import { cn } from "../ui/cn";
import { Demonstration } from "./demo/Demonstration";

export function DemonstrationDisclosure({ exercise }: { exercise: Exercise }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="grid gap-2">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((x) => !x)}
        className="inline-flex min-h-6 w-fit items-center gap-1 rounded-lg text-sm font-medium text-accent underline-offset-4 hover:underline focus-visible:outline-2"
      >
        <ChevronDown size={16} aria-hidden="true" className={cn("transition-transform", open && "rotate-180")} />
        {open ? m.demo_hide() : m.demo_show()}
      </button>
      <div id={id} hidden={!open}>
        {open && <Demonstration exercise={exercise} className="max-w-sm" />}
      </div>
    </div>
  );
}
