import { describe, expect, it } from "vitest";
import { exifOrientation, inspectPhoto, MAX_JPEG_SCANS, MAX_JPEG_SEGMENTS, MAX_PNG_CHUNKS } from "../../core/transform/inspect";
import { MAX_PHOTO_BYTES } from "../../core/transform/rules";
import * as v from "valibot";
import { transformChoiceSchema } from "../../core/transform/schema";

const bytes = (...parts: (number[] | string | Uint8Array)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...new TextEncoder().encode(p)] : [...p])));
const be16 = (n: number) => [(n >> 8) & 0xff, n & 0xff];
const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];

/** A JPEG skeleton: SOI, optional APP1, SOF0 with the size, SOS, scan bytes, EOI. */
function jpeg(width: number, height: number, opts: { app1?: number[]; end?: boolean } = {}) {
  const sof = [0xff, 0xc0, ...be16(17), 8, ...be16(height), ...be16(width), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  const sos = [0xff, 0xda, ...be16(12), 3, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0];
  return bytes([0xff, 0xd8], opts.app1 ?? [], sof, sos, [0x12, 0xff, 0x00, 0x34, 0xff, 0xd0, 0x56], opts.end === false ? [] : [0xff, 0xd9]);
}

/** An APP1 EXIF segment with one orientation entry (big-endian TIFF). */
function app1(orientation: number) {
  const tiff = [...bytes("MM"), 0, 42, ...be32(8), ...be16(1), ...be16(0x0112), ...be16(3), ...be32(1), ...be16(orientation), 0, 0, ...be32(0)];
  const payload = [...bytes("Exif\0\0"), ...tiff];
  return [0xff, 0xe1, ...be16(payload.length + 2), ...payload];
}

function png(width: number, height: number, opts: { end?: boolean; idat?: number; text?: number } = {}) {
  const chunk = (type: string, data: number[]) => [...be32(data.length), ...bytes(type), ...data, 0, 0, 0, 0];
  return bytes(
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
    chunk("IHDR", [...be32(width), ...be32(height), 8, 6, 0, 0, 0]),
    ...Array.from({ length: opts.text ?? 0 }, () => chunk("tEXt", [...bytes("a"), 0, ...bytes("b")])),
    ...Array.from({ length: opts.idat ?? 1 }, () => chunk("IDAT", [1, 2, 3])),
    opts.end === false ? [] : chunk("IEND", []),
  );
}

/**
 * A progressive JPEG skeleton with `scans` scans (each after its own Huffman table, as MozJPEG
 * writes them), restart markers and stuffed bytes in the data, and optional bytes after EOI.
 */
function progressive(scans: number, opts: { end?: boolean; frames?: number; comments?: number; after?: number[] } = {}) {
  const sof = [0xff, 0xc2, ...be16(17), 8, ...be16(3000), ...be16(2000), 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  const dht = [0xff, 0xc4, ...be16(20), 0x10, 1, ...new Array(15).fill(0), 0];
  const sos = [0xff, 0xda, ...be16(8), 1, 1, 0, 1, 63, 0x10];
  const data = [0x12, 0xff, 0x00, 0x34, 0xff, 0xd3, 0x56, 0xff, 0xff];
  const com = [0xff, 0xfe, ...be16(4), 0x68, 0x69];
  return bytes(
    [0xff, 0xd8],
    ...Array.from({ length: opts.comments ?? 0 }, () => com),
    ...Array.from({ length: opts.frames ?? 1 }, () => sof),
    ...Array.from({ length: scans }, () => [...dht, ...sos, ...data]),
    opts.end === false ? [] : [0xff, 0xd9],
    opts.after ?? [],
  );
}

describe("reading a photo's bytes", () => {
  it("knows a whole JPEG and a whole PNG by their bytes, with their size", () => {
    expect(inspectPhoto(jpeg(2000, 3000))).toEqual({ ok: true, photo: { format: "jpeg", width: 2000, height: 3000, orientation: 1 } });
    expect(inspectPhoto(png(800, 1200))).toEqual({ ok: true, photo: { format: "png", width: 800, height: 1200, orientation: 1 } });
  });

  it("reads the EXIF orientation", () => {
    expect(inspectPhoto(jpeg(2400, 1800, { app1: app1(6) }))).toMatchObject({ ok: true, photo: { orientation: 6 } });
    expect(exifOrientation(bytes("II", [42, 0, 8, 0, 0, 0], [1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 8, 0, 0, 0]))).toBe(8);
    expect(exifOrientation(bytes("XX"))).toBe(1);
  });

  it("refuses a file cut short or a broken header", () => {
    expect(inspectPhoto(jpeg(800, 1200, { end: false }))).toEqual({ ok: false, code: "transform_image_corrupt" });
    expect(inspectPhoto(png(800, 1200, { end: false }))).toEqual({ ok: false, code: "transform_image_corrupt" });
    expect(inspectPhoto(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x40], new Array(20).fill(7)))).toEqual({ ok: false, code: "transform_image_corrupt" });
    expect(inspectPhoto(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], new Array(40).fill(9)))).toEqual({ ok: false, code: "transform_image_corrupt" });
  });

  it("tells other image formats from files that are not images", () => {
    for (const other of [
      bytes("GIF89a", new Array(20).fill(0)),
      bytes("RIFF", [0, 0, 0, 0], "WEBPVP8 ", new Array(10).fill(0)),
      bytes([0, 0, 0, 0x18], "ftypheic", new Array(12).fill(0)),
      bytes([0, 0, 0, 0x18], "ftypavif", new Array(12).fill(0)),
      bytes("\uFEFF  <svg xmlns='http://www.w3.org/2000/svg'><script>alert(1)</script></svg>"),
      bytes("<?xml version='1.0'?><svg></svg>"),
      bytes("BM", new Array(60).fill(0)),
    ])
      expect(inspectPhoto(other)).toEqual({ ok: false, code: "transform_unsupported_format" });
    for (const notImage of [bytes(""), bytes("hello"), bytes("%PDF-1.7 a document"), bytes("<html><body>hi</body></html>")])
      expect(inspectPhoto(notImage)).toEqual({ ok: false, code: "transform_not_image" });
  });

  it("applies the size rules: bytes, short side, long side and pixels", () => {
    expect(inspectPhoto(new Uint8Array(MAX_PHOTO_BYTES + 1))).toEqual({ ok: false, code: "transform_file_too_large" });
    expect(inspectPhoto(png(1, 1))).toMatchObject({ ok: false, code: "transform_image_too_small" });
    expect(inspectPhoto(png(255, 4000))).toMatchObject({ ok: false, code: "transform_image_too_small", photo: { width: 255, height: 4000 } });
    expect(inspectPhoto(png(256, 400)).ok).toBe(true);
    expect(inspectPhoto(png(20_000, 20_000))).toMatchObject({ ok: false, code: "transform_image_too_big" });
    expect(inspectPhoto(png(8001, 300))).toMatchObject({ ok: false, code: "transform_image_too_big" });
    expect(inspectPhoto(jpeg(3000, 2000)).ok).toBe(true);
    expect(inspectPhoto(jpeg(4032, 3024))).toMatchObject({ ok: false, code: "transform_image_too_big", photo: { width: 4032 } });
  });

  it("walks every scan of a progressive JPEG to its end, and ignores what follows EOI", () => {
    const whole = { ok: true, photo: { format: "jpeg", width: 2000, height: 3000, orientation: 1 } };
    expect(inspectPhoto(progressive(10))).toEqual(whole);
    // Another picture appended after EOI (as some cameras do) is not read.
    expect(inspectPhoto(progressive(10, { after: [...progressive(3)] }))).toEqual(whole);
    expect(inspectPhoto(progressive(10, { end: false }))).toEqual({ ok: false, code: "transform_image_corrupt" });
    // Cut off inside a scan header, like the files that stalled the decoder.
    expect(inspectPhoto(bytes(progressive(10, { end: false }), [0xff, 0xda, 0x00]))).toEqual({ ok: false, code: "transform_image_corrupt" });
    expect(inspectPhoto(progressive(0))).toEqual({ ok: false, code: "transform_image_corrupt" });
    expect(inspectPhoto(progressive(2, { frames: 2 }))).toEqual({ ok: false, code: "transform_image_corrupt" });
  });

  it("refuses more scans or segments than a camera writes, before anything decodes them", () => {
    expect(inspectPhoto(progressive(MAX_JPEG_SCANS)).ok).toBe(true);
    expect(inspectPhoto(progressive(MAX_JPEG_SCANS + 1))).toEqual({ ok: false, code: "transform_image_too_complex" });
    expect(inspectPhoto(progressive(8000, { end: false }))).toEqual({ ok: false, code: "transform_image_too_complex" });
    // The DHT + SOS of each scan count as segments too, and so does any other marker.
    expect(inspectPhoto(progressive(10, { comments: MAX_JPEG_SEGMENTS - 21 })).ok).toBe(true);
    expect(inspectPhoto(progressive(10, { comments: MAX_JPEG_SEGMENTS - 20 }))).toEqual({ ok: false, code: "transform_image_too_complex" });
  });

  it("refuses a PNG with more chunks than an encoder writes, or without image data", () => {
    expect(inspectPhoto(png(800, 1200, { idat: 600 })).ok).toBe(true);
    expect(inspectPhoto(png(800, 1200, { idat: MAX_PNG_CHUNKS - 2 })).ok).toBe(true);
    expect(inspectPhoto(png(800, 1200, { idat: MAX_PNG_CHUNKS - 1 }))).toEqual({ ok: false, code: "transform_image_too_complex" });
    expect(inspectPhoto(png(800, 1200, { idat: 0, text: 3 }))).toEqual({ ok: false, code: "transform_image_corrupt" });
  });

  it("takes only the four time frames and the two goals", () => {
    expect(v.parse(transformChoiceSchema, { type: "bulk", months: "12" })).toEqual({ type: "bulk", months: 12 });
    expect(v.safeParse(transformChoiceSchema, { type: "cut", months: "2" }).issues?.[0]?.message).toBe("validation_transform_months");
    expect(v.safeParse(transformChoiceSchema, { type: "lean", months: "3" }).issues?.[0]?.message).toBe("validation_transform_type");
  });
});
