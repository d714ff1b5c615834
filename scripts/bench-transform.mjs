// The Time machine's figures for npm run bench: the upload handler with a 5 MB photo (time, and the
// memory of the workerd process while it runs) and the embedded transform of the 1,536 px photo it
// stores (from the preview's record to its finished picture). The photo is the largest the API
// takes, a 6 MP (3000 × 2000) baseline JPEG of just under 5 MB, made once with MozJPEG and kept in .bench/.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import encode, { init } from "@jsquash/jpeg/encode.js";

const photoPath = ".bench/photo-6mp-5mb.jpg";

/** A baseline JPEG of noise over gradients (noise keeps MozJPEG from compressing it much). */
async function noisyJpeg(width, height, amplitude, quality) {
  await init(await globalThis.WebAssembly.compile(readFileSync("node_modules/@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm")));
  const data = new Uint8ClampedArray(width * height * 4);
  let seed = 1;
  const noise = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff - 0.5) * amplitude;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const n = noise();
      data[i] = 120 + 80 * Math.sin(x / 50) + n;
      data[i + 1] = 110 + 60 * Math.cos(y / 70) + n;
      data[i + 2] = 100 + n;
      data[i + 3] = 255;
    }
  }
  return Buffer.from(await encode({ data, width, height }, { quality, progressive: false, optimize_coding: false, baseline: true }));
}

async function benchPhoto() {
  if (existsSync(photoPath)) return readFileSync(photoPath);
  const jpeg = await noisyJpeg(3000, 2000, 80, 97);
  mkdirSync(".bench", { recursive: true });
  writeFileSync(photoPath, jpeg);
  return jpeg;
}

/** The workerd processes below a process (wrangler runs the worker in one). */
function workerdBelow(pid) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const name = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      children.set(Number(entry), { ppid, name });
    } catch {
      // the process ended meanwhile
    }
  }
  const found = [];
  const walk = (parent) => {
    for (const [child, info] of children) {
      if (info.ppid !== parent) continue;
      if (info.name === "workerd") found.push(child);
      walk(child);
    }
  };
  walk(pid);
  return found;
}

/** A /proc status figure (kB) of the processes, summed, in MB. */
const statusMb = (pids, field) =>
  pids.reduce((sum, pid) => {
    try {
      const kb = Number(new RegExp(`${field}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
      return sum + kb / 1024;
    } catch {
      return sum;
    }
  }, 0);

/** Starts the peak-memory mark (VmHWM) afresh; false where the kernel does not allow it. */
function resetPeak(pids) {
  try {
    for (const pid of pids) writeFileSync(`/proc/${pid}/clear_refs`, "5");
    return true;
  } catch {
    return false;
  }
}

const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * q))];
  return { runs: sorted.length, medianMs: Number(at(0.5).toFixed(1)), p95Ms: Number(at(0.95).toFixed(1)) };
};

/**
 * Uploads a small photo, then the 5 MB one `runs` times, as a Pro member with the month's 10
 * previews (each waits for its picture, one at a time as the API requires).
 */
export async function transformFigures({ url, state, pid, token, runs = 8 }) {
  const photo = await benchPhoto();
  const auth = { Authorization: `Bearer ${token}` };
  const me = await (await fetch(`${url}/api/auth/session`, { headers: auth })).json();
  const id = me.user.id;
  const now = Date.now();
  const sql = `UPDATE profiles SET plan = 'PRO' WHERE user_id = '${id}'; INSERT OR REPLACE INTO subscriptions (user_id, provider, customer_id, subscription_id, plan, interval, status, current_period_end, predicates_left, last_event_at) VALUES ('${id}', 'sandbox', 'cus_bench', 'sub_bench', 'PRO', 'month', 'active', ${now + 30 * 86_400_000}, 10, ${now});`;
  const res = spawnSync("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", state, "--command", sql], { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
  if (res.status !== 0) throw new Error(`could not make the bench member Pro:\n${res.stderr}`);

  const ids = new Set();
  /** One upload, waiting for its picture (the API takes one at a time); its wall time in ms. */
  const uploadOnce = async (body, i) => {
    const t = performance.now();
    const answer = await fetch(`${url}/api/transform/previews?type=${i % 2 ? "bulk" : "cut"}&months=6`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "image/jpeg" },
      body,
    });
    const started = await answer.json();
    if (answer.status !== 202) throw new Error(`upload answered ${answer.status}: ${JSON.stringify(started)}`);
    const ms = performance.now() - t;
    ids.add(started.preview.id);
    for (;;) {
      const p = await (await fetch(`${url}/api/transform/previews/${started.preview.id}`, { headers: auth })).json();
      if (p.status !== "processing") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return ms;
  };

  // Memory: for each upload, how far the workerd process's resident memory rose above where it
  // stood before (its peak mark, VmHWM, started afresh before each). A small photo goes first, so
  // starting the codecs (compiling their WebAssembly) is measured on its own.
  const workerd = workerdBelow(pid);
  const measured = async (body, i) => {
    const before = statusMb(workerd, "VmRSS");
    const marked = resetPeak(workerd);
    const ms = await uploadOnce(body, i);
    return { ms, riseMb: marked ? statusMb(workerd, "VmHWM") - before : NaN };
  };
  const warmUp = await measured(await noisyJpeg(600, 900, 20, 85), 0);
  const rises = [];
  const uploads = [];
  for (let i = 0; i < runs; i++) {
    const { ms, riseMb } = await measured(photo, i);
    uploads.push(ms);
    if (Number.isFinite(riseMb)) rises.push(riseMb);
  }
  const list = await (await fetch(`${url}/api/transform/previews`, { headers: auth })).json();
  // From the preview's record to its picture: read the photo from R2, decode, warp, encode, write.
  const transforms = list.previews.filter((p) => p.status === "done" && ids.has(p.id) && p.width * p.height > 1_000_000).map((p) => p.finishedAt - p.createdAt);
  return {
    photoBytes: photo.length,
    storedSize: `${list.previews[0]?.width}×${list.previews[0]?.height}`,
    upload: stats(uploads),
    embeddedTransform: stats(transforms.filter(Number.isFinite)),
    workerdRiseMb: rises.length
      ? { codecStart: Math.round(warmUp.riseMb), first: Math.round(rises[0]), median: Math.round([...rises].sort((a, b) => a - b)[rises.length >> 1]), max: Math.round(Math.max(...rises)) }
      : null,
  };
}
