// A packaged product by its barcode (docs/food-diary.md, Barcodes): scanned with the camera or
// typed, looked up, and logged as the member's own food (found among theirs, or saved from the
// product or from its label through the own-food form).
import { useQueryClient } from "@tanstack/react-query";
import { ScanBarcode } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import * as v from "valibot";
import type { BarcodeProductJson, FoodResultJson } from "../../../core/api/foods";
import { barcodeSchema } from "../../../core/validation/barcode";
import * as m from "../../../i18n/paraglide/messages.js";
import { ApiFailure } from "../../shared/api/client";
import { FieldError } from "../../shared/forms/FieldError";
import { inputClass } from "../../shared/forms/input-styles";
import { useDiaryChanges } from "../../shared/offline/diary-log";
import { barcodeLookup, diaryFoodsQuery } from "../../shared/queries/diary";
import { buttonClass } from "../../shared/ui/button-styles";
import type { OwnFoodDraft } from "../own/draft";
import { OwnFoodDialog } from "../own/OwnFoodDialog";
import { Sheet } from "../own/Sheet";
import { ownFoodOnDevice } from "./own-on-device";
import { ProductCard } from "./ProductCard";
import { draftOf, problemOf, retryable, type LookupProblem } from "./product";
import { Scanner } from "./Scanner";

export function BarcodeDialog(props: {
  userId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onFound(food: FoodResultJson): void;
}) {
  const [draft, setDraft] = useState<OwnFoodDraft | null>(null);
  return (
    <>
      <Sheet
        open={props.open}
        onOpenChange={props.onOpenChange}
        title={m.diary_barcode_title()}
        testId="barcode-dialog"
        footer={
          <button type="button" className={buttonClass("secondary")} onClick={() => props.onOpenChange(false)}>
            {m.diary_barcode_close()}
          </button>
        }
      >
        {/* Inside the sheet, so each opening starts afresh and closing stops the camera. */}
        <BarcodeLookup userId={props.userId} onFound={props.onFound} onAdd={setDraft} />
      </Sheet>
      <OwnFoodDialog
        userId={props.userId}
        open={draft !== null}
        onOpenChange={(open) => !open && setDraft(null)}
        initial={draft ?? undefined}
        onSaved={(food) => {
          setDraft(null);
          props.onFound(food);
        }}
      />
    </>
  );
}

type Result =
  | { kind: "none" }
  | { kind: "looking"; code: string }
  | { kind: "product"; product: BarcodeProductJson }
  | { kind: "problem"; code: string; problem: LookupProblem; message: string };

const codeMessage = (issue: string | undefined) =>
  issue === "validation_barcode_check_digit" ? m.validation_barcode_check_digit() : m.validation_barcode_format();

/** The scanner, the typed code (always there: the scanner's text alternative) and what the lookup found. */
function BarcodeLookup(props: { userId: string; onFound(food: FoodResultJson): void; onAdd(draft: OwnFoodDraft): void }) {
  const queryClient = useQueryClient();
  const { changes } = useDiaryChanges(props.userId);
  const [scanning, setScanning] = useState(true);
  // No camera to ask for (none on the device, or not an https page): the field is the way.
  const [noCamera, setNoCamera] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string>();
  const [result, setResult] = useState<Result>({ kind: "none" });
  const [read, setRead] = useState<string>();
  const lookup = useRef<AbortController | null>(null);
  const fieldId = useId();
  const hintId = useId();
  const errorId = useId();
  useEffect(() => () => lookup.current?.abort(), []);

  async function lookUp(typed: string) {
    const checked = v.safeParse(barcodeSchema, typed);
    if (!checked.success) return setCodeError(codeMessage(checked.issues[0].message));
    setCodeError(undefined);
    setScanning(false);
    lookup.current?.abort();
    const onDevice = ownFoodOnDevice(typed, queryClient.getQueryData(diaryFoodsQuery(props.userId).queryKey), changes);
    if (onDevice) {
      setResult({ kind: "none" });
      return props.onFound(onDevice);
    }
    const controller = new AbortController();
    lookup.current = controller;
    setResult({ kind: "looking", code: typed });
    try {
      const found = await barcodeLookup(typed, controller.signal);
      if (controller.signal.aborted) return;
      if (found.own) {
        setResult({ kind: "none" });
        return props.onFound(found.own);
      }
      // Not found answers 404, so a product is here; null only if the server changes its mind.
      setResult(
        found.product ? { kind: "product", product: found.product } : problemResult(typed, 404, m.diary_barcode_failed()),
      );
    } catch (error) {
      if (controller.signal.aborted) return;
      const failure = error instanceof ApiFailure ? error : null;
      const next = problemResult(typed, failure?.status ?? null, failure?.message ?? "");
      if (next.problem === "invalid") {
        setResult({ kind: "none" });
        setCodeError(next.message);
      } else setResult(next);
    }
  }

  function again() {
    setCode("");
    setCodeError(undefined);
    setRead(undefined);
    setResult({ kind: "none" });
    if (noCamera) field.current?.focus();
    else setScanning(true);
  }

  const busy = result.kind === "looking";
  return (
    <div className="grid gap-4">
      {result.kind !== "product" && <p className="text-sm text-muted">{m.diary_barcode_lead()}</p>}
      {scanning ? (
        <Scanner
          onRead={(scanned) => {
            setCode(scanned);
            setRead(scanned);
            void lookUp(scanned);
          }}
          onUnavailable={() => setNoCamera(true)}
        />
      ) : (
        (!noCamera || result.kind !== "none") && (
          <button type="button" className={buttonClass("secondary", "md", "justify-self-start")} onClick={again}>
            {!noCamera && <ScanBarcode aria-hidden="true" className="size-5" />}
            {result.kind === "none" ? m.diary_barcode_scan() : m.diary_barcode_another()}
          </button>
        )
      )}
      <p className="sr-only" aria-live="polite">
        {[
          read && m.diary_barcode_read({ code: read }),
          result.kind === "product" && m.diary_barcode_found({ name: result.product.name }),
        ]
          .filter(Boolean)
          .join(". ")}
      </p>
      {/* What was found comes first, under the scanner's place: on a phone its action stays in view. */}
      <ResultView result={result} onRetry={(c) => void lookUp(c)} onAdd={props.onAdd} />
      <form
        noValidate
        className="grid gap-1"
        onSubmit={(e) => {
          e.preventDefault();
          void lookUp(code);
        }}
      >
        <label htmlFor={fieldId} className="text-sm font-medium">
          {m.diary_barcode_code_label()}
        </label>
        <div className="flex gap-2">
          <input
            ref={field}
            id={fieldId}
            inputMode="numeric"
            autoComplete="off"
            enterKeyHint="search"
            maxLength={13}
            className={`tabular-nums min-w-0 ${inputClass}`}
            value={code}
            aria-invalid={codeError ? true : undefined}
            aria-describedby={`${hintId} ${errorId}`}
            onChange={(e) => {
              setCode(e.target.value.replace(/\D/g, ""));
              setCodeError(undefined);
            }}
          />
          <button type="submit" className={buttonClass("primary", "md", "whitespace-nowrap")} disabled={busy}>
            {m.diary_barcode_look_up()}
          </button>
        </div>
        <p id={hintId} className="text-xs text-muted">
          {m.diary_barcode_code_hint()}
        </p>
        <FieldError id={errorId} message={codeError} />
      </form>
    </div>
  );
}

function problemResult(code: string, status: number | null, serverMessage: string): Extract<Result, { kind: "problem" }> {
  const problem = problemOf(status, navigator.onLine);
  const message =
    problem === "offline"
      ? m.diary_barcode_offline()
      : problem === "failed" || !serverMessage
        ? m.diary_barcode_failed()
        : serverMessage;
  return { kind: "problem", code, problem, message };
}

function ResultView(props: { result: Result; onRetry(code: string): void; onAdd(draft: OwnFoodDraft): void }) {
  const { result } = props;
  if (result.kind === "none") return null;
  if (result.kind === "looking")
    return (
      <p role="status" className="text-sm text-muted">
        {m.diary_barcode_looking()}
      </p>
    );
  if (result.kind === "product")
    return (
      <div className="grid gap-3">
        <ProductCard product={result.product} />
        <p className="text-sm text-muted">{m.diary_barcode_save_note()}</p>
        <button
          type="button"
          className={buttonClass("primary", "md", "justify-self-start")}
          onClick={() => props.onAdd(draftOf(result.product))}
        >
          {m.diary_barcode_save()}
        </button>
      </div>
    );
  return (
    <div role="alert" className="grid justify-items-start gap-3 rounded-2xl border border-warning/60 bg-warning/10 p-4">
      <p>{result.message}</p>
      <div className="flex flex-wrap gap-2">
        {retryable(result.problem) && (
          <button type="button" className={buttonClass("primary", "sm")} onClick={() => props.onRetry(result.code)}>
            {m.diary_barcode_try_again()}
          </button>
        )}
        <button type="button" className={buttonClass("secondary", "sm")} onClick={() => props.onAdd({ barcode: result.code })}>
          {m.diary_barcode_add_from_label()}
        </button>
      </div>
    </div>
  );
}
