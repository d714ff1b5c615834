import { Camera, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import * as m from "../../i18n/paraglide/messages.js";
import { FormAlert } from "../shared/forms/FormAlert";
import { buttonClass } from "../shared/ui/button-styles";
import { dialogOverlayClass } from "../shared/ui/dialog-styles";

type Props = { open: boolean; onOpenChange: (open: boolean) => void; onCapture: (photo: Blob) => void; onChooseFile: () => void };

/**
 * A live camera on desktops: the member sees themselves and captures a frame as a JPEG. When
 * the browser refuses (no permission, no camera), it says so and offers the file chooser.
 */
export function CameraDialog(props: Props) {
  return (
    <Dialog.Root open={props.open} onOpenChange={props.onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 grid max-h-[92dvh] w-[min(94vw,44rem)] -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-2xl border border-border bg-surface p-5 shadow-panel sm:p-6">
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-xl font-semibold">{m.transform_camera_title()}</Dialog.Title>
            <Dialog.Close className={buttonClass("ghost", "sm", "px-2")} aria-label={m.transform_camera_close()}>
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-muted">{m.transform_tip_full()}</Dialog.Description>
          {/* Mounted while the dialog is open: the camera runs only then. */}
          <LiveCamera {...props} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

type CameraState = { state: "starting" } | { state: "live"; stream: MediaStream } | { state: "refused" };

function LiveCamera(props: Props) {
  const [camera, setCamera] = useState<CameraState>({ state: "starting" });
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let cancelled = false;
    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: "user", width: { ideal: 1920 }, height: { ideal: 1080 } }, audio: false })
      .then((s) => {
        stream = s;
        if (cancelled) s.getTracks().forEach((t) => t.stop());
        else setCamera({ state: "live", stream: s });
      })
      .catch(() => {
        if (!cancelled) setCamera({ state: "refused" });
      });
    return () => {
      cancelled = true;
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, []);

  useEffect(() => {
    if (camera.state === "live" && video.current) video.current.srcObject = camera.stream;
  }, [camera]);

  const capture = () => {
    const v = video.current;
    if (!v?.videoWidth) return;
    const canvas = document.createElement("canvas");
    canvas.width = v.videoWidth;
    canvas.height = v.videoHeight;
    canvas.getContext("2d")?.drawImage(v, 0, 0);
    canvas.toBlob(
      (blob) => {
        if (!blob) return;
        props.onCapture(blob);
        props.onOpenChange(false);
      },
      "image/jpeg",
      0.92,
    );
  };

  if (camera.state === "refused") {
    return (
      <FormAlert tone="error" testId="camera-refused">
        <p>{m.transform_camera_denied()}</p>
        <button
          type="button"
          className={buttonClass("secondary", "sm", "justify-self-start")}
          onClick={() => {
            props.onOpenChange(false);
            props.onChooseFile();
          }}
        >
          {m.transform_choose_file()}
        </button>
      </FormAlert>
    );
  }
  return (
    <>
      <div className="relative aspect-video overflow-hidden rounded-xl bg-black">
        {/* A mirror image, as people expect from a front camera; the captured photo is not mirrored. */}
        <video ref={video} autoPlay playsInline muted className="size-full -scale-x-100 object-contain" />
        {camera.state === "starting" && (
          <p role="status" className="absolute inset-0 grid place-items-center text-sm text-white">
            {m.transform_camera_starting()}
          </p>
        )}
      </div>
      <button type="button" className={buttonClass("primary", "md", "justify-self-center")} onClick={capture} disabled={camera.state !== "live"}>
        <Camera aria-hidden="true" className="size-5" />
        {m.transform_camera_capture()}
      </button>
    </>
  );
}
