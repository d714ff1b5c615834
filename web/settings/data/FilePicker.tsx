import { FileText, Upload } from "lucide-react";
import { useId, useRef, useState } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { FieldError } from "../../shared/forms/FieldError";
import { buttonClass } from "../../shared/ui/button-styles";
import { cn } from "../../shared/ui/cn";
import { formatBytes } from "./format";
import type { ChosenFile } from "./use-import";

/**
 * The CSV file (or the ZIP of "Download my data"): a button that opens the device's file chooser (the keyboard's way, and the only
 * one on a phone), or a file dropped onto the area. The file is read in the browser.
 */
export function FilePicker(props: { file: ChosenFile | null; error: string | null; onFile: (file: File) => void; disabled?: boolean }) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const inputId = useId();
  const errorId = useId();
  const take = (files: FileList | null | undefined) => {
    const first = files?.[0];
    if (first) props.onFile(first);
  };
  return (
    <div className="grid gap-2">
      <h3 className="font-semibold">{m.data_file_title()}</h3>
      <div
        data-testid="import-drop"
        onDragOver={(e) => {
          if (props.disabled) return;
          e.preventDefault();
          e.dataTransfer.dropEffect = "copy";
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={(e) => {
          e.preventDefault();
          setOver(false);
          if (!props.disabled) take(e.dataTransfer.files);
        }}
        className={cn(
          "grid justify-items-center gap-3 rounded-xl border-2 border-dashed p-5 text-center transition-colors",
          over ? "border-accent bg-accent/10" : "border-border",
        )}
      >
        {props.file ? (
          <p className="flex max-w-full items-center gap-2 text-sm" data-testid="import-file">
            <FileText size={18} aria-hidden="true" className="shrink-0 text-accent" />
            <span className="min-w-0 font-medium break-all">{props.file.name}</span>
            <span className="shrink-0 text-muted">{formatBytes(props.file.size)}</span>
          </p>
        ) : (
          <p className="text-sm text-muted">{m.data_file_drop()}</p>
        )}
        <input
          ref={input}
          id={inputId}
          type="file"
          // A CSV, or the ZIP of "Download my data" for our own sources.
          accept=".csv,.txt,.zip,text/csv,text/plain,application/zip"
          className="sr-only"
          // The button stands for it, to the keyboard and to screen readers.
          tabIndex={-1}
          aria-hidden="true"
          aria-describedby={props.error ? errorId : undefined}
          onChange={(e) => {
            take(e.target.files);
            // The same file chosen again is a change too.
            e.target.value = "";
          }}
        />
        <button type="button" className={buttonClass("secondary")} disabled={props.disabled} onClick={() => input.current?.click()}>
          <Upload size={18} aria-hidden="true" />
          {props.file ? m.data_file_other() : m.data_file_choose()}
        </button>
      </div>
      <FieldError id={errorId} message={props.error ?? undefined} />
    </div>
  );
}
