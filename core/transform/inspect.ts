// What a photo is, read from its bytes alone (never its name or declared type): the format by its
// magic numbers, the size from its header, the EXIF orientation, and whether the file is whole.
// The upload form and the API run the same checks; the API then decodes it for real.
import { MAX_PHOTO_BYTES, MAX_PIXELS, MAX_SIDE, MIN_SHORT_SIDE } from "./rules";

export type PhotoFormat = "jpeg" | "png";

export type PhotoRefusal =
  | "transform_not_image"
  | "transform_unsupported_format"
  | "transform_file_too_large"
  | "transform_image_too_small"
  | "transform_image_too_big"
  | "transform_image_corrupt";

/** EXIF orientation 1–8 (1: as stored; 6: turn 90° clockwise to view; …). */
export type Orientation = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8;

export interface PhotoHeader {
  format: PhotoFormat;
  /** Size as stored, before the orientation is applied. */
  width: number;
  height: number;
  orientation: Orientation;
}

/** A refusal carries the header when it was read (a size rule refused the photo). */
export type Inspection = { ok: true; photo: PhotoHeader } | { ok: false; code: PhotoRefusal; photo?: PhotoHeader };

const refuse = (code: PhotoRefusal, photo?: PhotoHeader): Inspection => (photo ? { ok: false, code, photo } : { ok: false, code });

const startsWith = (b: Uint8Array, sig: readonly number[], at = 0) => sig.every((v, i) => b[at + i] === v);
const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] as const;
const heifBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif", "avis"]);

/** Images in formats the Time machine does not take (GIF, WebP, HEIC/HEIF/AVIF, SVG, BMP, TIFF). */
function isOtherImage(b: Uint8Array): boolean {
  if (ascii(b, 0, 6) === "GIF87a" || ascii(b, 0, 6) === "GIF89a") return true;
  if (ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 12) === "WEBP") return true;
  if (ascii(b, 4, 8) === "ftyp" && heifBrands.has(ascii(b, 8, 12))) return true;
  if (ascii(b, 0, 2) === "BM" || ascii(b, 0, 4) === "II*\0" || ascii(b, 0, 4) === "MM\0*") return true;
  const head = new TextDecoder().decode(b.subarray(0, 1024)).replace(/^\uFEFF/, "").trimStart().toLowerCase();
  return head.startsWith("<svg") || ((head.startsWith("<?xml") || head.startsWith("<!doctype svg")) && head.includes("<svg"));
}

const u16 = (b: Uint8Array, at: number, little = false) => (little ? b[at]! | (b[at + 1]! << 8) : (b[at]! << 8) | b[at + 1]!);
const u32 = (b: Uint8Array, at: number, little = false) =>
  little
    ? (b[at]! | (b[at + 1]! << 8) | (b[at + 2]! << 16) | (b[at + 3]! << 24)) >>> 0
    : ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;

/** The orientation tag of an EXIF block (the APP1 payload after "Exif\0\0"); 1 when absent or unreadable. */
export function exifOrientation(tiff: Uint8Array): Orientation {
  if (tiff.length < 8) return 1;
  const order = ascii(tiff, 0, 2);
  if (order !== "II" && order !== "MM") return 1;
  const little = order === "II";
  if (u16(tiff, 2, little) !== 42) return 1;
  const ifd = u32(tiff, 4, little);
  if (ifd + 2 > tiff.length) return 1;
  const count = u16(tiff, ifd, little);
  for (let i = 0; i < count; i++) {
    const entry = ifd + 2 + i * 12;
    if (entry + 12 > tiff.length) return 1;
    if (u16(tiff, entry, little) === 0x0112) {
      const value = u16(tiff, entry + 8, little);
      return value >= 1 && value <= 8 ? (value as Orientation) : 1;
    }
  }
  return 1;
}

const isSof = (m: number) => m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

/** A JPEG's frame size and orientation, or null when its segments are broken or it ends early. */
function readJpeg(b: Uint8Array): PhotoHeader | null {
  let at = 2;
  let size: { width: number; height: number } | null = null;
  let orientation: Orientation = 1;
  while (at + 4 <= b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (marker === 0xd9) return null;
    const length = u16(b, at + 2);
    const end = at + 2 + length;
    if (length < 2 || end > b.length) return null;
    if (marker === 0xe1 && ascii(b, at + 4, at + 10) === "Exif\0\0") orientation = exifOrientation(b.subarray(at + 10, end));
    if (isSof(marker) && !size) {
      if (length < 8) return null;
      size = { height: u16(b, at + 5), width: u16(b, at + 7) };
    }
    if (marker === 0xda) {
      if (!size || size.width === 0 || size.height === 0) return null;
      // In entropy-coded data a 0xFF is always followed by 0x00 or a restart marker, so the
      // first FF D9 after the scan header is the end of the image: without it the file is cut off.
      for (let i = end; i + 1 < b.length; i++) if (b[i] === 0xff && b[i + 1] === 0xd9) return { format: "jpeg", ...size, orientation };
      return null;
    }
    at = end;
  }
  return null;
}

/** A PNG's size from IHDR, or null when its chunks are broken or IEND is missing. */
function readPng(b: Uint8Array): PhotoHeader | null {
  if (b.length < 33 || u32(b, 8) !== 13 || ascii(b, 12, 16) !== "IHDR") return null;
  const width = u32(b, 16);
  const height = u32(b, 20);
  let at = 8;
  while (at + 12 <= b.length) {
    const length = u32(b, at);
    const type = ascii(b, at + 4, at + 8);
    const next = at + 12 + length;
    if (next > b.length) return null;
    if (type === "IEND") return width > 0 && height > 0 ? { format: "png", width, height, orientation: 1 } : null;
    at = next;
  }
  return null;
}

/** Checks a photo's bytes against every rule that needs no decoding. */
export function inspectPhoto(bytes: Uint8Array): Inspection {
  if (bytes.length > MAX_PHOTO_BYTES) return refuse("transform_file_too_large");
  if (bytes.length < 8) return refuse("transform_not_image");
  let photo: PhotoHeader | null;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) photo = readJpeg(bytes);
  else if (startsWith(bytes, pngSignature)) photo = readPng(bytes);
  else return refuse(isOtherImage(bytes) ? "transform_unsupported_format" : "transform_not_image");
  if (!photo) return refuse("transform_image_corrupt");
  return checkSize(photo);
}

/** The size rules alone (the form also applies them to what the browser decoded). */
export function checkSize(photo: PhotoHeader): Inspection {
  const { width, height } = photo;
  if (Math.max(width, height) > MAX_SIDE || width * height > MAX_PIXELS) return refuse("transform_image_too_big", photo);
  if (Math.min(width, height) < MIN_SHORT_SIDE) return refuse("transform_image_too_small", photo);
  return { ok: true, photo };
}
