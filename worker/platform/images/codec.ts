// The WASM image codecs (jSquash: MozJPEG, the png crate), loaded as compiled modules. Workers
// may not compile WebAssembly from bytes at run time, so each .wasm file is imported as a module
// (the Cloudflare Vite plugin, wrangler and the vitest pool all turn a `.wasm` import into a
// WebAssembly.Module) and handed to the codec's init.
import decodeJpegWasm, { init as initJpegDecoder } from "@jsquash/jpeg/decode.js";
import encodeJpegWasm, { init as initJpegEncoder } from "@jsquash/jpeg/encode.js";
import { decode as decodePngWasm, init as initPngCodec } from "@jsquash/png/decode.js";
import jpegDecoderModule from "@jsquash/jpeg/codec/dec/mozjpeg_dec.wasm?module";
import jpegEncoderModule from "@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm?module";
import pngModule from "@jsquash/png/codec/pkg/squoosh_png_bg.wasm?module";
import type { PhotoFormat } from "../../../core/transform/inspect";

/** Pixels as 8-bit RGBA rows, like the DOM's ImageData. */
export interface Pixels {
  data: Uint8ClampedArray;
  width: number;
  height: number;
}

/** The codecs hand pixels back as `new ImageData(…)`, which workerd does not have. */
class PlainImageData implements Pixels {
  constructor(
    readonly data: Uint8ClampedArray,
    readonly width: number,
    readonly height: number,
  ) {}
}

// jSquash's typings name only the options argument; its init also takes the compiled module first.
type InitWith = (module: WebAssembly.Module) => Promise<unknown>;

let ready: Promise<unknown> | null = null;

function init(): Promise<unknown> {
  const scope = globalThis as { ImageData?: unknown };
  scope.ImageData ??= PlainImageData;
  ready ??= Promise.all([
    (initJpegDecoder as unknown as InitWith)(jpegDecoderModule),
    (initJpegEncoder as unknown as InitWith)(jpegEncoderModule),
    initPngCodec(pngModule),
  ]).catch((err) => {
    ready = null;
    throw err;
  });
  return ready;
}

/** Drops the codec instances, so the next call starts them afresh (after a failure left one broken). */
export function resetCodecs(): void {
  ready = null;
}

/** Decodes a JPEG or PNG to RGBA as stored (the caller applies the EXIF orientation). Throws on a broken file. */
export async function decodePhoto(bytes: Uint8Array, format: PhotoFormat): Promise<Pixels> {
  await init();
  // The codec reads the whole ArrayBuffer: a copy only when the bytes are part of a larger one.
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = (whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)) as ArrayBuffer;
  const image = format === "jpeg" ? await decodeJpegWasm(buffer) : await decodePngWasm(buffer);
  return { data: image.data as Uint8ClampedArray, width: image.width, height: image.height };
}

/** Encodes RGBA as a baseline-compatible progressive JPEG; no metadata is written. */
export async function encodeJpeg(pixels: Pixels, quality = 85): Promise<Uint8Array> {
  await init();
  const out = await encodeJpegWasm(pixels as unknown as Parameters<typeof encodeJpegWasm>[0], { quality });
  return new Uint8Array(out);
}
