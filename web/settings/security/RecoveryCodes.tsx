import { Copy, Download } from "lucide-react";
import { useId } from "react";
import * as m from "../../../i18n/paraglide/messages.js";
import { buttonClass } from "../../shared/ui/button-styles";
import { notify } from "../../shared/ui/toast";
import { saveFile } from "../data/use-download";

/** Copies text, saying whether it worked (the clipboard can be refused: an old browser, no focus). */
export async function copyText(text: string, done: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(done);
  } catch {
    notify.error(m.two_step_copy_failed());
  }
}

/** The ten recovery codes, shown once (after turning two-step verification on or renewing them), to copy or download. */
export function RecoveryCodes({ codes, email, onDone }: { codes: string[]; email: string; onDone: () => void }) {
  const headingId = useId();
  const download = () => {
    const text = [m.two_step_file_heading({ email }), "", ...codes, "", m.two_step_file_note(), ""].join("\n");
    saveFile({ name: "forma-recovery-codes.txt", blob: new Blob([text], { type: "text/plain;charset=utf-8" }) });
  };
  return (
    <div role="region" aria-labelledby={headingId} className="grid gap-3 rounded-xl border border-accent/50 bg-accent/10 p-4" data-testid="recovery-codes">
      <h3 id={headingId} className="font-semibold">
        {m.two_step_codes_title()}
      </h3>
      <p className="text-sm">{m.two_step_codes_note()}</p>
      <ol aria-label={m.two_step_codes_list()} className="grid grid-cols-1 gap-x-6 gap-y-1 font-mono text-base min-[360px]:grid-cols-2">
        {codes.map((code) => (
          <li key={code} translate="no">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void copyText(codes.join("\n"), m.two_step_codes_copied())} className={buttonClass("secondary", "sm")}>
          <Copy size={16} aria-hidden="true" />
          {m.two_step_copy_codes()}
        </button>
        <button type="button" onClick={download} className={buttonClass("secondary", "sm")}>
          <Download size={16} aria-hidden="true" />
          {m.two_step_download_codes()}
        </button>
      </div>
      <button type="button" onClick={onDone} className={buttonClass("primary", "md", "justify-self-start")}>
        {m.two_step_codes_done()}
      </button>
    </div>
  );
}
