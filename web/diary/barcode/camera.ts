// The phone's rear camera for the scanner: opening it, why it could not open, its light.

/** Why the camera is not there for the scanner; the typed code remains either way. */
export type CameraProblem = "insecure" | "no-camera" | "denied" | "failed";

export class CameraUnavailable extends Error {
  constructor(readonly problem: CameraProblem) {
    super(problem);
  }
}

/** getUserMedia's failures by name (https://w3c.github.io/mediacapture-main/#dom-mediadevices-getusermedia). */
export function cameraProblemOf(error: unknown): CameraProblem {
  if (error instanceof CameraUnavailable) return error.problem;
  const name = error instanceof Error || error instanceof DOMException ? error.name : "";
  if (name === "NotAllowedError" || name === "SecurityError" || name === "PermissionDeniedError") return "denied";
  if (name === "NotFoundError" || name === "OverconstrainedError" || name === "DevicesNotFoundError") return "no-camera";
  return "failed";
}

/**
 * Throws when there is plainly no camera to ask for: not an https page, no media devices, or a
 * device list without a camera (browsers list the kinds before the permission is given), so the
 * reader is not loaded for nothing.
 */
export async function cameraExpected(): Promise<void> {
  if (!window.isSecureContext) throw new CameraUnavailable("insecure");
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraUnavailable("no-camera");
  const devices = (await navigator.mediaDevices.enumerateDevices?.().catch(() => null)) ?? [];
  if (devices.length > 0 && !devices.some((d) => d.kind === "videoinput")) throw new CameraUnavailable("no-camera");
}

/** The rear camera where there is one (a laptop's only camera otherwise), sharp enough for thin bars. */
export async function openCamera(): Promise<MediaStream> {
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
  });
}

export function stopCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

// The light is a capability of some phones' cameras only (Image Capture's `torch`), absent from the DOM types.
type TorchCapabilities = MediaTrackCapabilities & { torch?: boolean };

export function hasTorch(stream: MediaStream | null): boolean {
  const track = stream?.getVideoTracks()[0];
  return Boolean((track?.getCapabilities?.() as TorchCapabilities | undefined)?.torch);
}

export async function setTorch(stream: MediaStream, on: boolean): Promise<void> {
  const track = stream.getVideoTracks()[0];
  await track?.applyConstraints({ advanced: [{ torch: on } as MediaTrackConstraintSet] });
}
