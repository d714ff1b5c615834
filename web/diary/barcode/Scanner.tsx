import { Flashlight, FlashlightOff } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { barcodeValid } from "../../../core/validation/barcode";
import * as m from "../../../i18n/paraglide/messages.js";
import { buttonClass } from "../../shared/ui/button-styles";
import { cameraExpected, cameraProblemOf, hasTorch, openCamera, setTorch, stopCamera, type CameraProblem } from "./camera";
import { frameReader } from "./reader";

type ScanState =
  { kind: "starting" } | { kind: "scanning"; torch: boolean | null } | { kind: "problem"; problem: CameraProblem | "reader" };

const problemText: Record<CameraProblem | "reader", () => string> = {
  insecure: m.diary_barcode_insecure,
  "no-camera": m.diary_barcode_no_camera,
  denied: m.diary_barcode_denied,
  failed: m.diary_barcode_camera_failed,
  reader: m.diary_barcode_reader_failed,
};

/** Time between two reads of the picture: a phone stays cool and the read still feels instant. */
const readEvery = 120;

/**
 * The rear camera's picture with a guide to hold the barcode in, read until a valid retail code
 * is seen (then `onRead`, once). The camera runs only while this is on screen.
 */
export function Scanner({ onRead, onUnavailable }: { onRead(code: string): void; onUnavailable?(): void }) {
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);
  const [state, setState] = useState<ScanState>({ kind: "starting" });
  // Asking again, after the member allowed the camera in the browser's settings, say.
  const [attempt, setAttempt] = useState(0);
  const reported = useRef({ onRead, onUnavailable });
  useEffect(() => {
    reported.current = { onRead, onUnavailable };
  });

  useEffect(() => {
    let stopped = false;
    void (async () => {
      let reader;
      try {
        await cameraExpected();
        // The reader loads while the member answers the camera's permission prompt.
        reader = frameReader();
        reader.catch(() => undefined);
        stream.current = await openCamera();
      } catch (error) {
        if (stopped) return;
        const problem = cameraProblemOf(error);
        setState({ kind: "problem", problem });
        if (problem === "insecure" || problem === "no-camera") reported.current.onUnavailable?.();
        return;
      }
      const element = video.current;
      if (stopped || !element) return stopCamera(stream.current);
      element.srcObject = stream.current;
      try {
        await element.play();
      } catch {
        // Autoplay of a muted inline video is allowed; a failure here means the dialog closed.
        return;
      }
      let read;
      try {
        read = await reader;
      } catch {
        if (!stopped) setState({ kind: "problem", problem: "reader" });
        return stopCamera(stream.current);
      }
      if (stopped) return;
      setState({ kind: "scanning", torch: hasTorch(stream.current) ? false : null });
      while (!stopped) {
        const code = await read(element).catch(() => null);
        if (stopped) return;
        if (code && barcodeValid(code)) return reported.current.onRead(code);
        await new Promise((resolve) => setTimeout(resolve, readEvery));
      }
    })();
    return () => {
      stopped = true;
      stopCamera(stream.current);
      stream.current = null;
    };
  }, [attempt]);

  if (state.kind === "problem")
    return (
      <div role="alert" className="grid justify-items-start gap-2 rounded-xl border border-warning/60 bg-warning/10 p-3 text-sm">
        <p>{problemText[state.problem]()}</p>
        {state.problem !== "insecure" && state.problem !== "no-camera" && (
          <button
            type="button"
            className={buttonClass("secondary", "sm")}
            onClick={() => {
              setState({ kind: "starting" });
              setAttempt((n) => n + 1);
            }}
          >
            {m.diary_barcode_camera_again()}
          </button>
        )}
      </div>
    );

  const torch = state.kind === "scanning" ? state.torch : null;
  return (
    <div className="grid gap-2">
      <div className="relative aspect-[4/3] w-full sm:aspect-video overflow-hidden rounded-xl bg-black">
        <video ref={video} muted playsInline aria-label={m.diary_barcode_preview()} className="size-full object-cover" />
        {/* The guide: the band the WASM reader reads (reader.ts), the rest of the picture dimmed. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-[6%] inset-y-[22%] rounded-lg border-2 border-white shadow-[0_0_0_100vmax_rgba(0,0,0,0.45)]"
        >
          <div className="absolute inset-x-3 top-1/2 h-0.5 -translate-y-1/2 bg-danger/90" />
        </div>
        {torch !== null && (
          <button
            type="button"
            className={buttonClass("secondary", "icon", "absolute right-2 bottom-2 bg-surface/90")}
            aria-pressed={torch}
            aria-label={torch ? m.diary_barcode_torch_off() : m.diary_barcode_torch_on()}
            onClick={() => {
              const current = stream.current;
              if (!current) return;
              void setTorch(current, !torch).then(
                () => setState({ kind: "scanning", torch: !torch }),
                () => setState({ kind: "scanning", torch: null }),
              );
            }}
          >
            {torch ? (
              <FlashlightOff aria-hidden="true" className="size-5" />
            ) : (
              <Flashlight aria-hidden="true" className="size-5" />
            )}
          </button>
        )}
      </div>
      <p role="status" className="text-sm text-muted">
        {state.kind === "starting" ? m.diary_barcode_starting() : m.diary_barcode_scanning()}
      </p>
    </div>
  );
}
