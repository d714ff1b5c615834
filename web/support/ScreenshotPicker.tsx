import { ImageUp, X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { acceptedImageTypes } from "../../core/transform/rules";
import * as m from "../../i18n/paraglide/messages.js";
import { FormAlert } from "../shared/forms/FormAlert";
import { checkPhoto } from "../shared/images/photo-check";
import { buttonClass } from "../shared/ui/button-styles";

export interface Screenshot {
  blob: Blob;
  url: string;
}

/** The optional screenshot: checked like a Time machine photo before it is shown, removable. */
export function ScreenshotPicker(props: { chosen: Screenshot | null; onChosen: (s: Screenshot | null) => void; disabled?: boolean }) {
  const { chosen, onChosen } = props;
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const id = useId();

  // The preview's object URL lives as long as the screenshot is chosen.
  useEffect(() => () => {
    if (chosen) URL.revokeObjectURL(chosen.url);
  }, [chosen]);

  const take = async (file: File | undefined) => {
    if (!file) return;
    setChecking(true);
    setError(null);
    const checked = await checkPhoto(file);
    setChecking(false);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    onChosen({ blob: checked.photo, url: URL.createObjectURL(checked.photo) });
  };

  return (
    <div className="grid gap-2">
      <p id={`${id}-label`} className="text-sm font-medium">
        {m.support_screenshot_label()}
      </p>
      {chosen ? (
        <div className="flex flex-wrap items-start gap-3">
          <img src={chosen.url} alt={m.support_screenshot_alt()} className="max-h-48 w-auto rounded-xl border border-border object-contain" data-testid="screenshot-preview" />
          <button type="button" className={buttonClass("secondary", "sm")} onClick={() => onChosen(null)} disabled={props.disabled}>
            <X aria-hidden="true" className="size-4" />
            {m.support_screenshot_remove()}
          </button>
        </div>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <button
            type="button"
            className={buttonClass("secondary", "sm")}
            onClick={() => input.current?.click()}
            disabled={props.disabled || checking}
            aria-describedby={`${id}-formats`}
          >
            <ImageUp aria-hidden="true" className="size-4" />
            {m.support_screenshot_choose()}
          </button>
          <p id={`${id}-formats`} className="text-xs text-muted">
            {m.support_screenshot_formats()}
          </p>
        </div>
      )}
      <input
        ref={input}
        type="file"
        accept={acceptedImageTypes}
        hidden
        aria-labelledby={`${id}-label`}
        data-testid="screenshot-input"
        onChange={(e) => {
          void take(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      {error && (
        <FormAlert tone="error" testId="screenshot-error">
          <p>{error}</p>
        </FormAlert>
      )}
    </div>
  );
}
