// The worker isolate's own memory, read over the DevTools protocol from `wrangler dev
// --inspector-port`: V8's heap (Runtime.getHeapUsage: usedSize, and backingStorageSize for the
// ArrayBuffers, WebAssembly memories included) sampled back to back while something runs, and
// the size of every WebAssembly.Memory in the isolate (they grow and never shrink).

const mb = (bytes) => Math.round((bytes / 1048576) * 10) / 10;

/** Isolate memory of one sample: the JS heap in use plus the ArrayBuffer and WASM backing stores. */
const isolateBytes = (u) => u.usedSize + (u.backingStorageSize ?? 0) + (u.embedderHeapUsedSize ?? 0);

export async function connectIsolate(inspectorPort) {
  const targets = await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json();
  // wrangler's inspector proxy accepts local origins only.
  const ws = new globalThis.WebSocket(targets[0].webSocketDebuggerUrl, { headers: { Origin: "http://127.0.0.1" } });
  await new Promise((resolve, reject) => {
    ws.onopen = resolve;
    ws.onerror = () => reject(new Error(`could not open the inspector at ${targets[0].webSocketDebuggerUrl}`));
  });
  let nextId = 0;
  const waiting = new Map();
  const contexts = new Set();
  ws.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (message.params?.executionContextId) contexts.add(message.params.executionContextId);
    const done = waiting.get(message.id);
    if (!done) return;
    waiting.delete(message.id);
    if (message.error) done.reject(new Error(`${done.method}: ${message.error.message}`));
    else done.resolve(message.result);
  };
  /** A command and its answer; one with no answer within 30 s is an error. */
  const send = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const id = ++nextId;
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error(`${method}: no answer from the inspector`));
      }, 30_000);
      const settle = (fn) => (value) => {
        clearTimeout(timer);
        fn(value);
      };
      waiting.set(id, { resolve: settle(resolve), reject: settle(reject), method });
      ws.send(JSON.stringify({ id, method, params }));
    });

  // workerd announces no default context; the scripts it has parsed name the worker's. Its
  // answer to Debugger.enable may never come, so the events are awaited instead.
  const notify = (method) => ws.send(JSON.stringify({ id: ++nextId, method }));
  notify("Debugger.enable");
  for (let i = 0; i < 100 && contexts.size === 0; i++) await new Promise((r) => setTimeout(r, 100));
  notify("Debugger.disable");
  const contextId = [...contexts][0];
  if (contextId === undefined) throw new Error("the inspector named no execution context");

  return {
    /** One reading of the heap, in bytes. */
    async usage() {
      return send("Runtime.getHeapUsage");
    },
    /** The byte sizes of every WebAssembly.Memory alive in the isolate. */
    async wasmMemories() {
      const proto = await send("Runtime.evaluate", { expression: "WebAssembly.Memory.prototype", contextId, objectGroup: "bench" });
      const found = await send("Runtime.queryObjects", { prototypeObjectId: proto.result.objectId, objectGroup: "bench" });
      const sizes = await send("Runtime.callFunctionOn", {
        objectId: found.objects.objectId,
        functionDeclaration: "function () { return this.map((m) => m.buffer.byteLength).sort((a, b) => b - a); }",
        returnByValue: true,
      });
      await send("Runtime.releaseObjectGroup", { objectGroup: "bench" });
      return sizes.result.value;
    },
    /**
     * Samples the heap back to back (each answer asks again) until the returned stop() is
     * called; stop() resolves to the peak and the sampling's own figures.
     */
    sample() {
      let running = true;
      const samples = [];
      const loop = (async () => {
        while (running) {
          const at = performance.now();
          const u = await send("Runtime.getHeapUsage");
          samples.push({ at, bytes: isolateBytes(u), heap: u.usedSize, backing: u.backingStorageSize ?? 0 });
        }
      })();
      return async () => {
        running = false;
        await loop;
        return summarize(samples);
      };
    },
    close() {
      ws.close();
    },
  };
}

function summarize(samples) {
  let peak = samples[0];
  let gap = 0;
  for (let i = 1; i < samples.length; i++) {
    if (samples[i].bytes > peak.bytes) peak = samples[i];
    gap = Math.max(gap, samples[i].at - samples[i - 1].at);
  }
  return {
    peakMb: mb(peak.bytes),
    heapAtPeakMb: mb(peak.heap),
    backingAtPeakMb: mb(peak.backing),
    samples: samples.length,
    longestGapMs: Math.round(gap),
  };
}

export { mb };
