// Turning a decoded photo upright (its EXIF orientation) and shrinking it, in one pass that reads
// each source pixel once: an area average over the source pixels behind each output pixel.
// Transparent pixels are laid over white, since the stored photo is a JPEG.
import type { Orientation } from "../../../core/transform/inspect";
import type { Pixels } from "./codec";

/** The size after orientation and shrinking to `maxLongSide` (never enlarged). */
export function outputSize(width: number, height: number, orientation: Orientation, maxLongSide: number) {
  const turned = orientation >= 5;
  const w = turned ? height : width;
  const h = turned ? width : height;
  const scale = Math.min(1, maxLongSide / Math.max(w, h));
  return { width: Math.max(1, Math.round(w * scale)), height: Math.max(1, Math.round(h * scale)), uprightWidth: w, uprightHeight: h };
}

/**
 * Where upright pixel (x', y') lives in the stored image, as a pixel index
 * `origin + x' * stepX + y' * stepY` (orientations 1–8 of the EXIF standard).
 */
function sourceSteps(width: number, height: number, orientation: Orientation) {
  const W = width;
  const H = height;
  switch (orientation) {
    case 2:
      return { origin: W - 1, stepX: -1, stepY: W };
    case 3:
      return { origin: H * W - 1, stepX: -1, stepY: -W };
    case 4:
      return { origin: (H - 1) * W, stepX: 1, stepY: -W };
    case 5:
      return { origin: 0, stepX: W, stepY: 1 };
    case 6:
      return { origin: (H - 1) * W, stepX: -W, stepY: 1 };
    case 7:
      return { origin: H * W - 1, stepX: -W, stepY: -1 };
    case 8:
      return { origin: W - 1, stepX: W, stepY: -1 };
    default:
      return { origin: 0, stepX: 1, stepY: W };
  }
}

export function orientAndShrink(src: Pixels, orientation: Orientation, maxLongSide: number): Pixels {
  const size = outputSize(src.width, src.height, orientation, maxLongSide);
  const { width: ow, height: oh, uprightWidth: uw, uprightHeight: uh } = size;
  const { origin, stepX, stepY } = sourceSteps(src.width, src.height, orientation);
  const out = new Uint8ClampedArray(ow * oh * 4);
  const data = src.data;
  // Column spans of the upright image behind each output column.
  const x0 = new Int32Array(ow);
  const x1 = new Int32Array(ow);
  for (let ox = 0; ox < ow; ox++) {
    x0[ox] = Math.floor((ox * uw) / ow);
    x1[ox] = Math.max(x0[ox]! + 1, Math.floor(((ox + 1) * uw) / ow));
  }
  const sums = new Float64Array(ow * 3);
  for (let oy = 0; oy < oh; oy++) {
    const y0 = Math.floor((oy * uh) / oh);
    const y1 = Math.max(y0 + 1, Math.floor(((oy + 1) * uh) / oh));
    sums.fill(0);
    for (let y = y0; y < y1; y++) {
      const row = origin + y * stepY;
      for (let ox = 0; ox < ow; ox++) {
        let r = 0;
        let g = 0;
        let b = 0;
        for (let x = x0[ox]!; x < x1[ox]!; x++) {
          const i = (row + x * stepX) * 4;
          const a = data[i + 3]!;
          if (a === 255) {
            r += data[i]!;
            g += data[i + 1]!;
            b += data[i + 2]!;
          } else {
            const white = 255 - a;
            r += (data[i]! * a) / 255 + white;
            g += (data[i + 1]! * a) / 255 + white;
            b += (data[i + 2]! * a) / 255 + white;
          }
        }
        const k = ox * 3;
        sums[k] = sums[k]! + r;
        sums[k + 1] = sums[k + 1]! + g;
        sums[k + 2] = sums[k + 2]! + b;
      }
    }
    const rows = y1 - y0;
    for (let ox = 0; ox < ow; ox++) {
      const n = rows * (x1[ox]! - x0[ox]!);
      const o = (oy * ow + ox) * 4;
      out[o] = sums[ox * 3]! / n;
      out[o + 1] = sums[ox * 3 + 1]! / n;
      out[o + 2] = sums[ox * 3 + 2]! / n;
      out[o + 3] = 255;
    }
  }
  return { data: out, width: ow, height: oh };
}
