// Reading a retail barcode from the camera's picture: the browser's own BarcodeDetector where it
// reads EAN/UPC (Chrome on Android, Safari 17+ on iOS), else the WASM reader, loaded on first use.

/** Reads the code in the video's current frame, or null. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>;

const detectorFormats = ["ean_13", "ean_8", "upc_a", "upc_e"];

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** The browser's detector when it reads at least EAN-13 (some report none on a desktop without the service behind it). */
async function nativeReader(): Promise<FrameReader | null> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Detector) return null;
  try {
    const supported = await Detector.getSupportedFormats();
    if (!supported.includes("ean_13")) return null;
    const detector = new Detector({ formats: detectorFormats.filter((f) => supported.includes(f)) });
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null;
  } catch {
    return null;
  }
}

/**
 * The band across the middle of the frame that the guide on screen marks, at most 1024 pixels
 * wide: the bars run across it, and a smaller picture reads faster on a phone.
 */
function bandOf(video: HTMLVideoElement, canvas: HTMLCanvasElement): ImageData | null {
  const { videoWidth: w, videoHeight: h } = video;
  if (!w || !h) return null;
  const bandHeight = Math.round(h * 0.6);
  const scale = Math.min(1, 1024 / w);
  canvas.width = Math.round(w * scale);
  canvas.height = Math.round(bandHeight * scale);
  const context = canvas.getContext("2d", { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, (h - bandHeight) / 2, w, bandHeight, 0, 0, canvas.width, canvas.height);
  return context.getImageData(0, 0, canvas.width, canvas.height);
}

async function wasmReader(): Promise<FrameReader> {
  const { readCode, readerReady } = await import("./zxing-reader");
  await readerReady();
  const canvas = document.createElement("canvas");
  return async (video) => {
    const image = bandOf(video, canvas);
    return image ? readCode(image) : null;
  };
}

/** The reader for this browser; rejects when the WASM reader cannot load (no network for its file). */
export async function frameReader(): Promise<FrameReader> {
  return (await nativeReader()) ?? wasmReader();
}
