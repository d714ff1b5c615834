// What a photo is, read from its bytes alone (never its name or declared type): the format by its
// magic numbers, the size from its header, the EXIF orientation, whether the file is whole, and
// whether decoding it would cost more than a real photo does (how many scans, segments, chunks).
// The upload form and the API run the same checks; the API then decodes it for real.
import { MAX_PHOTO_BYTES, MAX_PIXELS, MAX_SIDE, MIN_SHORT_SIDE } from "./rules";

export type PhotoFormat = "jpeg" | "png";

export type PhotoRefusal =
  | "transform_not_image"
  | "transform_unsupported_format"
  | "transform_file_too_large"
  | "transform_image_too_small"
  | "transform_image_too_big"
  | "transform_image_corrupt"
  /** More scans, segments or chunks than any camera or editor writes: only work for the decoder. */
  | "transform_image_too_complex";

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
const isRst = (m: number) => m >= 0xd0 && m <= 0xd7;

/**
 * Most scans a JPEG may have. The decoder passes over the whole picture once per scan, so a file
 * that repeats a tiny scan thousands of times costs seconds to decode while staying small. Camera
 * and phone JPEGs have one scan (baseline) or a few; progressive encoders write 10 (libjpeg's
 * default progression) to about 20 (MozJPEG's searched ones). 64 leaves room for any of them and
 * bounds the decode to a few times the cost of an ordinary photo of the same size.
 */
export const MAX_JPEG_SCANS = 64;
/**
 * Most marker segments (scans, tables, APPn, comments…) a JPEG may have: a Huffman table per
 * scan, a few quantisation tables, and metadata split over APPn segments (an ICC profile in 64 KB
 * parts) stay far below it. Restart markers inside a scan's data are not segments.
 */
export const MAX_JPEG_SEGMENTS = 512;
/**
 * Most chunks a PNG may have. Encoders split the image data into IDAT chunks of 8–64 KB, so a
 * 5 MB file holds at most a few hundred; tens of thousands of tiny chunks only make work.
 */
export const MAX_PNG_CHUNKS = 10_000;

type Read = PhotoHeader | "transform_image_corrupt" | "transform_image_too_complex";

/**
 * Where a scan's entropy-coded data ends: the next marker. Inside the data a 0xFF is followed by
 * 0x00 (a stuffed byte) or a restart marker; 0xFF bytes may pad before a marker. -1 when the
 * data runs to the end of the file (the file is cut off).
 */
function scanEnd(b: Uint8Array, from: number): number {
  for (let i = b.indexOf(0xff, from); i !== -1 && i + 1 < b.length; i = b.indexOf(0xff, i + 1)) {
    const next = b[i + 1]!;
    if (next === 0x00 || isRst(next)) i += 1;
    else if (next !== 0xff) return i;
  }
  return -1;
}

/**
 * Walks a JPEG's segments from SOI to EOI, scans included: its frame size and orientation, or
 * why it is refused (its segments are broken, it ends before EOI, or it has more scans or
 * segments than any camera writes). Bytes after EOI (a second picture some cameras append) are
 * not read.
 */
function readJpeg(b: Uint8Array): Read {
  let at = 2;
  let size: { width: number; height: number } | null = null;
  let orientation: Orientation = 1;
  let scans = 0;
  let segments = 0;
  for (;;) {
    if (b[at] !== 0xff) return "transform_image_corrupt";
    while (b[at] === 0xff) at += 1;
    if (at >= b.length) return "transform_image_corrupt";
    const marker = b[at]!;
    at += 1;
    if (marker === 0xd9) return size && scans > 0 ? { format: "jpeg", ...size, orientation } : "transform_image_corrupt";
    if (marker === 0xd8 || isRst(marker) || marker === 0x01) continue;
    if (marker === 0x00) return "transform_image_corrupt";
    if (++segments > MAX_JPEG_SEGMENTS) return "transform_image_too_complex";
    if (at + 2 > b.length) return "transform_image_corrupt";
    const length = u16(b, at);
    const end = at + length;
    if (length < 2 || end > b.length) return "transform_image_corrupt";
    if (marker === 0xe1 && ascii(b, at + 2, at + 8) === "Exif\0\0") orientation = exifOrientation(b.subarray(at + 8, end));
    if (isSof(marker)) {
      // One frame per file: a second one is not a photo the decoder would read.
      if (size || length < 8) return "transform_image_corrupt";
      size = { height: u16(b, at + 3), width: u16(b, at + 5) };
    }
    if (marker === 0xda) {
      if (!size || size.width === 0 || size.height === 0) return "transform_image_corrupt";
      if (++scans > MAX_JPEG_SCANS) return "transform_image_too_complex";
      at = scanEnd(b, end);
      if (at === -1) return "transform_image_corrupt";
      continue;
    }
    at = end;
  }
}

/** A PNG's size from IHDR, or why it is refused (broken chunks, no image data, no IEND, too many chunks). */
function readPng(b: Uint8Array): Read {
  if (b.length < 33 || u32(b, 8) !== 13 || ascii(b, 12, 16) !== "IHDR") return "transform_image_corrupt";
  const width = u32(b, 16);
  const height = u32(b, 20);
  let at = 8;
  let chunks = 0;
  let data = false;
  while (at + 12 <= b.length) {
    if (++chunks > MAX_PNG_CHUNKS) return "transform_image_too_complex";
    const length = u32(b, at);
    const type = ascii(b, at + 4, at + 8);
    const next = at + 12 + length;
    if (next > b.length) return "transform_image_corrupt";
    if (type === "IDAT") data = true;
    if (type === "IEND") return data && width > 0 && height > 0 ? { format: "png", width, height, orientation: 1 } : "transform_image_corrupt";
    at = next;
  }
  return "transform_image_corrupt";
}

/** Checks a photo's bytes against every rule that needs no decoding. */
export function inspectPhoto(bytes: Uint8Array): Inspection {
  if (bytes.length > MAX_PHOTO_BYTES) return refuse("transform_file_too_large");
  if (bytes.length < 8) return refuse("transform_not_image");
  let read: Read;
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) read = readJpeg(bytes);
  else if (startsWith(bytes, pngSignature)) read = readPng(bytes);
  else return refuse(isOtherImage(bytes) ? "transform_unsupported_format" : "transform_not_image");
  return typeof read === "string" ? refuse(read) : checkSize(read);
}

/** The size rules alone (the form also applies them to what the browser decoded). */
export function checkSize(photo: PhotoHeader): Inspection {
  const { width, height } = photo;
  if (Math.max(width, height) > MAX_SIDE || width * height > MAX_PIXELS) return refuse("transform_image_too_big", photo);
  if (Math.min(width, height) < MIN_SHORT_SIDE) return refuse("transform_image_too_small", photo);
  return { ok: true, photo };
}
