// Photos built to make the decoder work hard or fail, made inside the test from a real progressive
// JPEG (MozJPEG's default progression): its last scan repeated many times, and a whole file that
// names a quantisation table it never defines, so it passes the byte checks and fails to decode.
import { encodeJpeg } from "../../worker/platform/images/codec";
import { concat, figure } from "./transform-files";

interface Segment {
  marker: number;
  /** Where its 0xFF is. */
  start: number;
  /** Just past it (for a scan: past its entropy-coded data). */
  end: number;
}

/** The marker segments of a well-formed JPEG, in order, from the first after SOI to EOI. */
export function jpegSegments(b: Uint8Array): Segment[] {
  const out: Segment[] = [];
  let at = 2;
  while (at < b.length) {
    const marker = b[at + 1]!;
    if (marker === 0xd9) {
      out.push({ marker, start: at, end: at + 2 });
      return out;
    }
    let end = at + 2 + ((b[at + 2]! << 8) | b[at + 3]!);
    if (marker === 0xda) {
      while (!(b[end] === 0xff && b[end + 1] !== 0x00 && !(b[end + 1]! >= 0xd0 && b[end + 1]! <= 0xd7))) end++;
    }
    out.push({ marker, start: at, end });
    at = end;
  }
  return out;
}

const scansOf = (b: Uint8Array) => jpegSegments(b).filter((s) => s.marker === 0xda);

/** A progressive JPEG of a flat grey picture (its scans are a few bytes each). */
export async function progressiveJpeg(width: number, height: number): Promise<Uint8Array> {
  const data = new Uint8ClampedArray(width * height * 4).fill(128);
  return encodeJpeg({ data, width, height }, 80);
}

/** A scan header cut off after its length and component count, then EOI: the file "ends". */
const cutScan = [0xff, 0xda, 0x00, 0x0c, 0x03, 0xff, 0xd9];

/**
 * The crafted file: the JPEG with its last scan sent `extra` more times. `end: "cut"` stops it
 * inside one more scan header and then ends with EOI, as the files that stalled the worker did
 * (the decoder works through every scan before it fails); `end: "whole"` ends it properly.
 */
export function repeatedScans(jpeg: Uint8Array, extra: number, end: "cut" | "whole" = "cut"): Uint8Array {
  const last = scansOf(jpeg).at(-1)!;
  const scan = jpeg.subarray(last.start, last.end);
  const repeats = new Uint8Array(scan.length * extra);
  for (let i = 0; i < extra; i++) repeats.set(scan, i * scan.length);
  return concat(jpeg.subarray(0, last.end), repeats, end === "cut" ? cutScan : [0xff, 0xd9]);
}

export const scanCount = (jpeg: Uint8Array) => scansOf(jpeg).length;

/**
 * A whole JPEG whose first component uses quantisation table 3, which the file never defines: the
 * byte checks pass, and the decoder stops with an error.
 */
export async function undecodableJpeg(): Promise<Uint8Array> {
  const jpeg = await encodeJpeg(figure(400, 600), 85);
  const sof = jpegSegments(jpeg).find((s) => s.marker === 0xc0 || s.marker === 0xc2)!;
  const out = jpeg.slice();
  // FF Cx, length (2), precision, height (2), width (2), components, then id, sampling, table.
  out[sof.start + 12] = 3;
  return out;
}
