// Real image files made inside the test: PNGs written by hand (zlib through CompressionStream),
// JPEGs from MozJPEG, an EXIF block with a GPS position, and the broken and foreign files the
// Time machine must refuse.
import { encodeJpeg, type Pixels } from "../../worker/platform/images/codec";

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

const be32 = (n: number) => [(n >>> 24) & 0xff, (n >>> 16) & 0xff, (n >>> 8) & 0xff, n & 0xff];
const concat = (...parts: ArrayLike<number>[]) => {
  const out = new Uint8Array(parts.reduce((a, p) => a + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};
const text = (s: string) => new TextEncoder().encode(s);

function chunk(type: string, data: Uint8Array): Uint8Array {
  const body = concat(text(type), data);
  return concat(be32(data.length), body, be32(crc32(body)));
}

async function zlib(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream("deflate"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const pngSignature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ihdr = (w: number, h: number) => chunk("IHDR", new Uint8Array([...be32(w), ...be32(h), 8, 6, 0, 0, 0]));

/** A PNG of these RGBA pixels. */
export async function pngOf(p: Pixels): Promise<Uint8Array> {
  const raw = new Uint8Array((p.width * 4 + 1) * p.height);
  for (let y = 0; y < p.height; y++) raw.set(p.data.subarray(y * p.width * 4, (y + 1) * p.width * 4), y * (p.width * 4 + 1) + 1);
  return concat(pngSignature, ihdr(p.width, p.height), chunk("IDAT", await zlib(raw)), chunk("IEND", new Uint8Array()));
}

/** A PNG whose header claims a size (its pixel data is a token few bytes). */
export async function pngHeaderOnly(width: number, height: number): Promise<Uint8Array> {
  return concat(pngSignature, ihdr(width, height), chunk("IDAT", await zlib(new Uint8Array(64))), chunk("IEND", new Uint8Array()));
}

/** The PNG signature and a header, then random bytes. */
export function pngHeaderOnGarbage(): Uint8Array {
  return concat(pngSignature, ihdr(400, 600), crypto.getRandomValues(new Uint8Array(4000)));
}

export const darkAt = (p: Pixels, x: number, y: number) => p.data[(y * p.width + x) * 4]! < 100;

/**
 * A person-like figure on a light background: a dark head, torso and legs, centred, so the
 * warp has a body to change. `mark` paints the top-left corner red to check orientation.
 */
export function figure(width: number, height: number, mark = false): Pixels {
  const data = new Uint8ClampedArray(width * height * 4);
  const cx = width / 2;
  for (let y = 0; y < height; y++) {
    const t = y / height;
    // Half-width of the figure at this height, as a share of the width.
    const half = t < 0.08 ? 0 : t < 0.18 ? 0.07 : t < 0.25 ? 0.04 : t < 0.62 ? 0.16 : t < 0.95 ? 0.12 : 0;
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const inside = Math.abs(x - cx) < half * width;
      const shade = inside ? 40 + ((x * 7 + y * 3) % 30) : 225 - ((x + y) % 20);
      data[i] = shade;
      data[i + 1] = shade;
      data[i + 2] = inside ? shade + 20 : shade;
      data[i + 3] = 255;
      if (mark && x < width / 8 && y < height / 8) {
        data[i] = 230;
        data[i + 1] = 20;
        data[i + 2] = 20;
      }
    }
  }
  return { data, width, height };
}

export const jpegOf = (p: Pixels, quality = 90) => encodeJpeg(p, quality);

/** A TIFF-in-APP1 EXIF block: orientation, and a GPS IFD at latitude 55°45'N, longitude 37°37'E. */
export function exifWithGps(orientation: number): Uint8Array {
  // Little-endian TIFF: header, IFD0 (orientation, GPS pointer), GPS IFD (ref + rational triples).
  const b: number[] = [];
  const u16 = (n: number) => b.push(n & 0xff, (n >>> 8) & 0xff);
  const u32 = (n: number) => b.push(n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff);
  b.push(0x49, 0x49);
  u16(42);
  u32(8);
  /** One 12-byte IFD entry: tag, type, count, then the value (or its offset) in 4 bytes. */
  const entry = (tag: number, type: number, count: number, value: number[]) => {
    u16(tag);
    u16(type);
    u32(count);
    b.push(...value, ...new Array(4 - value.length).fill(0));
  };
  const le32 = (n: number) => [n & 0xff, (n >>> 8) & 0xff, (n >>> 16) & 0xff, (n >>> 24) & 0xff];
  // IFD0 at 8: orientation and the GPS IFD's offset.
  u16(2);
  entry(0x0112, 3, 1, [orientation & 0xff, orientation >>> 8]);
  const gpsIfd = 8 + 2 + 2 * 12 + 4;
  entry(0x8825, 4, 1, le32(gpsIfd));
  u32(0);
  // GPS IFD: LatitudeRef, Latitude, LongitudeRef, Longitude.
  const values = gpsIfd + 2 + 4 * 12 + 4;
  u16(4);
  entry(1, 2, 2, [0x4e]);
  entry(2, 5, 3, le32(values));
  entry(3, 2, 2, [0x45]);
  entry(4, 5, 3, le32(values + 24));
  u32(0);
  for (const [num, den] of [[55, 1], [45, 1], [2099, 100], [37, 1], [37, 1], [1741, 100]] as const) {
    u32(num);
    u32(den);
  }
  const tiff = new Uint8Array(b);
  const payload = concat(text("Exif\0\0"), tiff);
  const length = payload.length + 2;
  return concat([0xff, 0xe1, (length >>> 8) & 0xff, length & 0xff], payload);
}

/** The GPS rationals as they sit in the file (2099/100 seconds of latitude), to look for afterwards. */
export const gpsFingerprint = new Uint8Array([0x33, 0x08, 0, 0, 0x64, 0, 0, 0]);

/** A JPEG with an EXIF block inserted right after its start marker. */
export const withExif = (jpeg: Uint8Array, exif: Uint8Array) => concat(jpeg.subarray(0, 2), exif, jpeg.subarray(2));

export const contains = (haystack: Uint8Array, needle: ArrayLike<number>) => {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return true;
  }
  return false;
};

export const gif = () => concat(text("GIF89a"), [1, 0, 1, 0, 0x80, 0, 0], new Uint8Array(40), [0x3b]);
export const webp = () => concat(text("RIFF"), [30, 0, 0, 0], text("WEBPVP8 "), new Uint8Array(22));
export const heic = () => concat([0, 0, 0, 0x18], text("ftypheic"), [0, 0, 0, 0], text("mif1heic"), new Uint8Array(40));
export const svgWithScript = () =>
  text('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600"><script>alert(document.cookie)</script><rect width="400" height="600"/></svg>');
export { concat, text };
