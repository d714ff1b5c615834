import { Camera, ImageUp, RefreshCw } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { isMobileDevice } from "../../core/device";
import { acceptedImageTypes } from "../../core/transform/rules";
import * as m from "../../i18n/paraglide/messages.js";
import { FormAlert } from "../shared/forms/FormAlert";
import { buttonClass } from "../shared/ui/button-styles";
import { cn } from "../shared/ui/cn";
import { CameraDialog } from "./CameraDialog";
import { checkPhoto } from "../shared/images/photo-check";

export interface ChosenPhoto {
  photo: Blob;
  url: string;
  width: number;
  height: number;
}

const tips = [m.transform_tip_front, m.transform_tip_full, m.transform_tip_background, m.transform_tip_light];

/** Whether this device takes photos through the file input's camera (phones) or a live dialog (desktops). */
const phoneCamera = () => typeof window !== "undefined" && isMobileDevice(navigator.userAgent, () => window.innerWidth);
const liveCameraAvailable = () => typeof navigator !== "undefined" && !!navigator.mediaDevices?.getUserMedia;

/**
 * Choosing the photo: drag and drop, the file chooser, or the camera (the `capture` input on
 * phones, a live dialog on desktops). Every photo is checked before it is shown.
 */
export function PhotoPicker(props: {
  chosen: ChosenPhoto | null;
  onChosen: (photo: ChosenPhoto | null) => void;
  disabled?: boolean;
}) {
  const { chosen, onChosen } = props;
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [onPhone] = useState(phoneCamera);
  const [canLive] = useState(liveCameraAvailable);

  // The shown photo's object URL lives as long as it is chosen.
  useEffect(
    () => () => {
      if (chosen) URL.revokeObjectURL(chosen.url);
    },
    [chosen],
  );

  const take = async (file: Blob | undefined) => {
    if (!file || props.disabled) return;
    setChecking(true);
    setError(null);
    const checked = await checkPhoto(file);
    setChecking(false);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    onChosen({ photo: checked.photo, url: URL.createObjectURL(checked.photo), width: checked.width, height: checked.height });
  };

  const takeCamera = () => (onPhone ? cameraInput.current?.click() : setCameraOpen(true));

  return (
    <div className="grid content-start gap-3">
      <h2 className="text-lg font-semibold">{m.transform_photo_title()}</h2>
      <div
        data-testid="photo-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={(e) => {
          e.preventDefault();
          setDragging(false);
          void take(e.dataTransfer.files[0]);
        }}
        className={cn(
          "grid min-h-72 place-items-center gap-3 overflow-hidden rounded-2xl border-2 border-dashed p-4 text-center transition-colors",
          dragging ? "border-accent bg-accent/10" : "border-border bg-surface-2/50",
        )}
      >
        {chosen ? (
          <img
            src={chosen.url}
            alt={m.transform_chosen_alt()}
            className="max-h-96 w-auto rounded-xl object-contain"
            data-testid="chosen-photo"
          />
        ) : (
          <div className="grid justify-items-center gap-2">
            <ImageUp aria-hidden="true" className="size-10 text-muted" />
            <p className="font-medium">{m.transform_drop()}</p>
            <p className="text-sm text-muted">{m.transform_or()}</p>
          </div>
        )}
        <div className="flex flex-wrap justify-center gap-2">
          <button
            type="button"
            className={buttonClass(chosen ? "secondary" : "primary", "sm")}
            onClick={() => fileInput.current?.click()}
            disabled={props.disabled || checking}
          >
            {chosen ? <RefreshCw aria-hidden="true" className="size-4" /> : <ImageUp aria-hidden="true" className="size-4" />}
            {chosen ? m.transform_replace() : m.transform_choose_file()}
          </button>
          {(onPhone || canLive) && (
            <button
              type="button"
              className={buttonClass("secondary", "sm")}
              onClick={takeCamera}
              disabled={props.disabled || checking}
              // On a desktop it opens the camera dialog; a phone opens its own camera.
              aria-haspopup={onPhone ? undefined : "dialog"}
              aria-expanded={onPhone ? undefined : cameraOpen}
            >
              <Camera aria-hidden="true" className="size-4" />
              {m.transform_take_photo()}
            </button>
          )}
        </div>
        <p className="text-xs text-muted">{m.transform_formats()}</p>
      </div>
      {/* Opened by the buttons above (a hidden file input still opens its chooser when clicked). */}
      <input
        ref={fileInput}
        type="file"
        accept={acceptedImageTypes}
        hidden
        data-testid="photo-input"
        onChange={(e) => {
          void take(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      <input
        ref={cameraInput}
        type="file"
        accept={acceptedImageTypes}
        capture="user"
        hidden
        onChange={(e) => {
          void take(e.target.files?.[0]);
          e.target.value = "";
        }}
      />
      {error && (
        <FormAlert tone="error" testId="photo-error">
          <p>{error}</p>
        </FormAlert>
      )}
      <div className="grid gap-1 rounded-xl border border-border bg-surface p-3">
        <p className="text-sm font-semibold">{m.transform_tips_title()}</p>
        <ul className="grid list-disc gap-0.5 pl-5 text-sm text-muted">
          {tips.map((tip) => (
            <li key={tip()}>{tip()}</li>
          ))}
        </ul>
      </div>
      {canLive && !onPhone && (
        <CameraDialog
          open={cameraOpen}
          onOpenChange={setCameraOpen}
          onCapture={(blob) => void take(blob)}
          onChooseFile={() => fileInput.current?.click()}
        />
      )}
    </div>
  );
}
