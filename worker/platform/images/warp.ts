// The worker's own preview: a smooth horizontal warp of the body's middle (narrower for a cut,
// wider for a bulk, more with more months) and a subtle change of local contrast (a cut looks
// more defined). It assumes what the photo tips ask for: one person, facing the camera, whole
// body in the frame and roughly centred. Deterministic: the same photo and choices give the
// same picture; each Regenerate (variation) moves the warp a little.
import type { TransformType } from "../../../core/transform/rules";
import type { Pixels } from "./codec";

/** A band of the body, as shares of the image height, and how much of the warp it takes. */
interface Band {
  center: number;
  spread: number;
  weight: number;
}

const bands: Record<TransformType, readonly Band[]> = {
  // Waist and belly most, hips and chest less.
  cut: [
    { center: 0.5, spread: 0.09, weight: 1 },
    { center: 0.6, spread: 0.07, weight: 0.6 },
    { center: 0.36, spread: 0.07, weight: 0.35 },
  ],
  // Shoulders, chest and arms most, the middle a little.
  bulk: [
    { center: 0.3, spread: 0.07, weight: 1 },
    { center: 0.4, spread: 0.08, weight: 0.8 },
    { center: 0.55, spread: 0.08, weight: 0.4 },
  ],
};

/**
 * How much the middle changes: the share of width taken off (cut) or added (bulk) at the centre
 * of the strongest band. Grows with the months like the projected weight change (at the middle
 * of its pace), starts visible after one month and levels off.
 */
export function warpStrength(type: TransformType, months: number): number {
  const weeks = (months * 52) / 12;
  const share = type === "cut" ? 1 - 0.9925 ** weeks : 1.00375 ** weeks - 1;
  return type === "cut" ? Math.min(0.16, 0.025 + 0.55 * share) : Math.min(0.11, 0.02 + 0.45 * share);
}

/** A repeatable number in [-1, 1] for a variation and a slot. */
function jitter(variation: number, slot: number): number {
  if (variation === 0) return 0;
  const x = Math.sin(variation * 12.9898 + slot * 78.233) * 43758.5453;
  return (x - Math.floor(x)) * 2 - 1;
}

export interface WarpOptions {
  type: TransformType;
  months: number;
  variation: number;
}

/** The vertical profile of the warp: 0 outside the body's middle, up to 1 in the strongest band. */
function profile(height: number, opts: WarpOptions): Float32Array {
  const rows = new Float32Array(height);
  const shift = 0.02 * jitter(opts.variation, 1);
  for (let y = 0; y < height; y++) {
    const t = y / height;
    let v = 0;
    for (const band of bands[opts.type]) {
      const d = (t - band.center - shift) / band.spread;
      v += band.weight * Math.exp(-0.5 * d * d);
    }
    rows[y] = Math.min(1, v);
  }
  return rows;
}

export function transformBody(src: Pixels, opts: WarpOptions): Pixels {
  const { width: W, height: H, data } = src;
  const out = new Uint8ClampedArray(data.length);
  const rows = profile(H, opts);
  const strength = warpStrength(opts.type, opts.months) * (1 + 0.12 * jitter(opts.variation, 2));
  // The warp reaches this far either side of the centre line and is zero beyond it.
  const reach = 0.34 * W;
  const centre = W / 2 + 0.015 * W * jitter(opts.variation, 3);
  // Each output pixel at offset d from the centre shows the source at d * (1 + c * (1 - (d/R)²)²):
  // c > 0 pulls the outline in (narrower), c < 0 pushes it out (wider); the centre line scales by
  // 1 / (1 + c), so c = s / (1 - s) narrows it by s and c = -s / (1 + s) widens it by s. The map
  // stays monotonic (no folds) for -1 < c < 1.25.
  for (let y = 0; y < H; y++) {
    const s = strength * rows[y]!;
    const c = opts.type === "cut" ? s / (1 - s) : -s / (1 + s);
    const row = y * W * 4;
    for (let x = 0; x < W; x++) {
      const d = x - centre;
      const o = row + x * 4;
      const u = d / reach;
      if (c === 0 || u <= -1 || u >= 1) {
        out[o] = data[o]!;
        out[o + 1] = data[o + 1]!;
        out[o + 2] = data[o + 2]!;
        out[o + 3] = data[o + 3]!;
        continue;
      }
      const f = (1 - u * u) ** 2;
      const sx = Math.min(W - 1, Math.max(0, centre + d * (1 + c * f)));
      const x0 = Math.floor(sx);
      const x1 = Math.min(W - 1, x0 + 1);
      const t = sx - x0;
      const a = row + x0 * 4;
      const b = row + x1 * 4;
      out[o] = data[a]! + (data[b]! - data[a]!) * t;
      out[o + 1] = data[a + 1]! + (data[b + 1]! - data[a + 1]!) * t;
      out[o + 2] = data[a + 2]! + (data[b + 2]! - data[a + 2]!) * t;
      out[o + 3] = 255;
    }
  }
  localContrast(out, W, H, rows, reach, centre, opts);
  return { data: out, width: W, height: H };
}

/** Box blur of one channel by a running sum, along rows then columns. */
function boxBlur(values: Float32Array, W: number, H: number, radius: number): Float32Array {
  const tmp = new Float32Array(values.length);
  const out = new Float32Array(values.length);
  const span = radius * 2 + 1;
  for (let y = 0; y < H; y++) {
    const row = y * W;
    let sum = 0;
    for (let x = -radius; x <= radius; x++) sum += values[row + Math.min(W - 1, Math.max(0, x))]!;
    for (let x = 0; x < W; x++) {
      tmp[row + x] = sum / span;
      sum += values[row + Math.min(W - 1, x + radius + 1)]! - values[row + Math.max(0, x - radius)]!;
    }
  }
  for (let x = 0; x < W; x++) {
    let sum = 0;
    for (let y = -radius; y <= radius; y++) sum += tmp[Math.min(H - 1, Math.max(0, y)) * W + x]!;
    for (let y = 0; y < H; y++) {
      out[y * W + x] = sum / span;
      sum += tmp[Math.min(H - 1, y + radius + 1) * W + x]! - tmp[Math.max(0, y - radius) * W + x]!;
    }
  }
  return out;
}

/**
 * Adds a share of each pixel's difference from its blurred neighbourhood (an unsharp mask with a
 * wide radius), only over the body's middle: more definition for a cut, a little for a bulk.
 */
function localContrast(px: Uint8ClampedArray, W: number, H: number, rows: Float32Array, reach: number, centre: number, opts: WarpOptions) {
  const amount = (opts.type === "cut" ? 0.1 : 0.06) * Math.min(1, 0.35 + 0.65 * Math.sqrt(opts.months / 12));
  const luma = new Float32Array(W * H);
  for (let i = 0, p = 0; i < luma.length; i++, p += 4) luma[i] = 0.299 * px[p]! + 0.587 * px[p + 1]! + 0.114 * px[p + 2]!;
  const blurred = boxBlur(luma, W, H, Math.max(2, Math.round(Math.max(W, H) / 80)));
  for (let y = 0; y < H; y++) {
    const vertical = rows[y]!;
    if (vertical < 0.01) continue;
    for (let x = 0; x < W; x++) {
      const u = (x - centre) / reach;
      if (u <= -1 || u >= 1) continue;
      const i = y * W + x;
      const delta = amount * vertical * (1 - u * u) ** 2 * (luma[i]! - blurred[i]!);
      const p = i * 4;
      px[p] = px[p]! + delta;
      px[p + 1] = px[p + 1]! + delta;
      px[p + 2] = px[p + 2]! + delta;
    }
  }
}
