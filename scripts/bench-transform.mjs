// The Time machine's figures for npm run bench: the upload handler with a 5 MB photo (time, and the
// memory of the workerd process while it runs) and the embedded transform of the 1,536 px photo it
// stores (from the preview's record to its finished picture). The photo is the largest the API
// takes, a 6 MP (3000 × 2000) baseline JPEG of just under 5 MB, made once with MozJPEG and kept in .bench/.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import encode, { init } from "@jsquash/jpeg/encode.js";
import { defaultOptions } from "@jsquash/jpeg/meta.js";
import { connectIsolate, mb } from "./isolate-memory.mjs";

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

/**
 * The WebAssembly memory one fresh MozJPEG instance grows to for a job: the worker's own codec
 * files run here on the same input, so the memory grows as it does in the worker.
 */
async function codecMemoryMb(kind, run) {
  const { default: factory } = await import(`@jsquash/jpeg/codec/${kind}/mozjpeg_${kind}.js`);
  const wasm = await globalThis.WebAssembly.compile(readFileSync(`node_modules/@jsquash/jpeg/codec/${kind}/mozjpeg_${kind}.wasm`));
  let memory;
  const codec = await factory({
    noInitialRun: true,
    instantiateWasm(imports, done) {
      const instance = new globalThis.WebAssembly.Instance(wasm, imports);
      memory = Object.values(instance.exports).find((v) => v instanceof globalThis.WebAssembly.Memory);
      done(instance);
      return instance.exports;
    },
  });
  globalThis.ImageData ??= class {
    constructor(data, width, height) {
      Object.assign(this, { data, width, height });
    }
  };
  await run(codec);
  return mb(memory.buffer.byteLength);
}

/** What each step's codec instance grows to: the upload's decode and encode, the transform's. */
async function codecMemories(photo) {
  const stored = { data: new Uint8ClampedArray(1536 * 1024 * 4).fill(128), width: 1536, height: 1024 };
  const options = { ...defaultOptions, quality: 88 };
  let storedJpeg;
  const encode = await codecMemoryMb("enc", (c) => {
    storedJpeg = c.encode(stored.data, stored.width, stored.height, options);
  });
  return {
    uploadDecode: await codecMemoryMb("dec", (c) => c.decode(photo, false)),
    encode,
    transformDecode: await codecMemoryMb("dec", (c) => c.decode(storedJpeg, false)),
  };
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
 * Uploads the 5 MB photo `runs` times as a Pro member with the month's 10 previews, each waiting
 * for its picture (the API takes one at a time). The first upload is on a cold worker (codecs not
 * started). Memory is the isolate's, read over the inspector while each upload and each transform
 * runs: the JS heap plus ArrayBuffer and WebAssembly backing stores; and, as before, the rise of
 * the workerd process's resident memory (an upper bound that includes workerd itself).
 */
export async function transformFigures({ url, state, pid, inspectorPort, token, runs = 8 }) {
  const photo = await benchPhoto();
  const auth = { Authorization: `Bearer ${token}` };
  const me = await (await fetch(`${url}/api/auth/session`, { headers: auth })).json();
  const id = me.user.id;
  const now = Date.now();
  const sql = `UPDATE profiles SET plan = 'PRO' WHERE user_id = '${id}'; INSERT OR REPLACE INTO subscriptions (user_id, provider, customer_id, subscription_id, plan, interval, status, current_period_end, predicates_left, last_event_at) VALUES ('${id}', 'sandbox', 'cus_bench', 'sub_bench', 'PRO', 'month', 'active', ${now + 30 * 86_400_000}, 10, ${now});`;
  const res = spawnSync("wrangler", ["d1", "execute", "DB", "--local", "--persist-to", state, "--command", sql], { encoding: "utf8", env: { ...process.env, WRANGLER_SEND_METRICS: "false" } });
  if (res.status !== 0) throw new Error(`could not make the bench member Pro:\n${res.stderr}`);

  const isolate = await connectIsolate(inspectorPort);
  const workerd = workerdBelow(pid);
  const idle = await isolate.usage();
  const ids = new Set();
  /** One upload and its picture: wall times, the isolate's peaks in each part, workerd's rise. */
  const uploadOnce = async (i) => {
    const before = statusMb(workerd, "VmRSS");
    const marked = resetPeak(workerd);
    const t = performance.now();
    let stop = isolate.sample();
    const answer = await fetch(`${url}/api/transform/previews?type=${i % 2 ? "bulk" : "cut"}&months=6`, {
      method: "POST",
      headers: { ...auth, "Content-Type": "image/jpeg" },
      body: photo,
    });
    const started = await answer.json();
    const ms = performance.now() - t;
    const upload = await stop();
    if (answer.status !== 202) throw new Error(`upload answered ${answer.status}: ${JSON.stringify(started)}`);
    ids.add(started.preview.id);
    stop = isolate.sample();
    for (;;) {
      const p = await (await fetch(`${url}/api/transform/previews/${started.preview.id}`, { headers: auth })).json();
      if (p.status !== "processing") break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const transform = await stop();
    return { ms, upload, transform, wasmMb: (await isolate.wasmMemories()).map(mb), riseMb: marked ? statusMb(workerd, "VmHWM") - before : NaN };
  };
  const results = [];
  for (let i = 0; i < runs; i++) results.push(await uploadOnce(i));
  const after = await isolate.usage();
  isolate.close();

  const list = await (await fetch(`${url}/api/transform/previews`, { headers: auth })).json();
  // From the preview's record to its picture: read the photo from R2, decode, warp, encode, write.
  const transforms = list.previews.filter((p) => p.status === "done" && ids.has(p.id) && p.width * p.height > 1_000_000).map((p) => p.finishedAt - p.createdAt);
  const [cold, ...warm] = results;
  const median = (values) => [...values].sort((a, b) => a - b)[values.length >> 1];
  // Isolate peak of a step: the sampled JS heap and ArrayBuffers plus the WebAssembly memories,
  // those alive after it (the inspector sees them; they never shrink) or, if more, the largest
  // codec instance the step needs (one the worker dropped within the step is not seen).
  const codecs = await codecMemories(photo);
  const sum = (values) => values.reduce((a, b) => a + b, 0);
  const peakOf = (step, codecMb) => Math.round((step.peakMb + Math.max(sum(step.wasmMb), codecMb)) * 10) / 10;
  const uploadCodec = Math.max(codecs.uploadDecode, codecs.encode);
  const transformCodec = Math.max(codecs.transformDecode, codecs.encode);
  const rises = results.map((r) => r.riseMb).filter(Number.isFinite);
  return {
    photoBytes: photo.length,
    storedSize: `${list.previews[0]?.width}×${list.previews[0]?.height}`,
    upload: stats(results.map((r) => r.ms)),
    embeddedTransform: stats(transforms.filter(Number.isFinite)),
    isolateMb: {
      idle: mb(idle.usedSize + idle.backingStorageSize + (idle.embedderHeapUsedSize ?? 0)),
      after: mb(after.usedSize + after.backingStorageSize + (after.embedderHeapUsedSize ?? 0)),
      codecs,
      wasmAlive: results.at(-1).wasmMb,
      coldUpload: { ...cold.upload, wasmAliveMb: cold.wasmMb, peakMb: peakOf({ ...cold.upload, wasmMb: cold.wasmMb }, uploadCodec) },
      coldTransform: { ...cold.transform, peakMb: peakOf({ ...cold.transform, wasmMb: cold.wasmMb }, transformCodec) },
      warmUpload: { medianPeakMb: median(warm.map((r) => peakOf({ ...r.upload, wasmMb: r.wasmMb }, uploadCodec))), maxPeakMb: Math.max(...warm.map((r) => peakOf({ ...r.upload, wasmMb: r.wasmMb }, uploadCodec))) },
      transform: { medianPeakMb: median(results.map((r) => peakOf({ ...r.transform, wasmMb: r.wasmMb }, transformCodec))), maxPeakMb: Math.max(...results.map((r) => peakOf({ ...r.transform, wasmMb: r.wasmMb }, transformCodec))) },
    },
    workerdRiseMb: rises.length ? { first: Math.round(rises[0]), median: Math.round(median(rises)), max: Math.round(Math.max(...rises)) } : null,
  };
}
