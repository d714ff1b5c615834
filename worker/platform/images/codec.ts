// The WASM image codecs (jSquash: MozJPEG, the png crate), loaded as compiled modules. Workers
// may not compile WebAssembly from bytes at run time, so each .wasm file is imported as a module
// (the Cloudflare Vite plugin, wrangler and the vitest pool all turn a `.wasm` import into a
// WebAssembly.Module) and handed to the codec's init.
import jpegDecoderFactory from "@jsquash/jpeg/codec/dec/mozjpeg_dec.js";
import jpegEncoderFactory from "@jsquash/jpeg/codec/enc/mozjpeg_enc.js";
import { defaultOptions as jpegEncodeDefaults } from "@jsquash/jpeg/meta.js";
import { initEmscriptenModule } from "@jsquash/jpeg/utils.js";
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

const scope = globalThis as { ImageData?: unknown };

let pngReady: Promise<unknown> | null = null;

function initPng(): Promise<unknown> {
  pngReady ??= initPngCodec(pngModule).catch((err) => {
    pngReady = null;
    throw err;
  });
  return pngReady;
}

/** Drops the PNG codec, so the next call starts it afresh (after a failure left it broken). */
export function resetCodecs(): void {
  pngReady = null;
}

// A WebAssembly memory grows and never shrinks: a 6 MP decode grows MozJPEG's to about 34 MB.
// So each JPEG decode or encode runs in its own codec instance, dropped when the call ends;
// its memory goes with it, and the decoder's and the encoder's are never held together.

/** Decodes a JPEG or PNG to RGBA as stored (the caller applies the EXIF orientation). Throws on a broken file. */
export async function decodePhoto(bytes: Uint8Array, format: PhotoFormat): Promise<Pixels> {
  scope.ImageData ??= PlainImageData;
  // The codec reads the whole ArrayBuffer: a copy only when the bytes are part of a larger one.
  const whole = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  const buffer = (whole ? bytes.buffer : bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)) as ArrayBuffer;
  let image: Pixels | null;
  if (format === "jpeg") {
    const codec = await initEmscriptenModule(jpegDecoderFactory, jpegDecoderModule);
    image = codec.decode(buffer, false) as Pixels | null;
  } else {
    await initPng();
    image = (await decodePngWasm(buffer)) as unknown as Pixels;
  }
  if (!image) throw new Error("Decoding error");
  return { data: image.data, width: image.width, height: image.height };
}

/** Encodes RGBA as a baseline-compatible progressive JPEG; no metadata is written. */
export async function encodeJpeg(pixels: Pixels, quality = 85): Promise<Uint8Array> {
  const codec = await initEmscriptenModule(jpegEncoderFactory, jpegEncoderModule);
  // The codec answers with a copy of the file, outside its own memory.
  return codec.encode(pixels.data, pixels.width, pixels.height, { ...jpegEncodeDefaults, quality });
}
