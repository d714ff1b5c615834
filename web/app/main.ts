// The entry script: small on purpose, and free of the app's libraries. A page arrives with its
// HTML already rendered (prerendered, decisions 0029 and 0030); the browser paints it first and
// only then fetches the app, which would otherwise compete with the page for a slow network and,
// on Lighthouse's reading, hold up the largest paint. What the visitor does meanwhile is held.
import "./styles/app.css";
import { holdEarlyInput } from "./prerender/early-input";
import { afterPaint, nextTask } from "../shared/ui/idle";

const root = document.getElementById("root")!;
// Presses and sends on the prerendered page, replayed once the app has taken it over.
const earlyInput = root.dataset.prerendered === undefined ? null : holdEarlyInput(root);

/**
 * Preloads the app's start and the screen's own scripts (named on #root by the build and the
 * worker) two per task: adding a preload costs a slow phone's main thread a millisecond or more
 * (under Lighthouse's tracing on this machine, the first task with four took 11 ms in the median
 * of nine loads and 3 ms with two), and a screen may need fifty files.
 */
function preload(hrefs: string[]): void {
  for (const href of hrefs.splice(0, 2)) {
    document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href, crossOrigin: "" }));
  }
  if (hrefs.length > 0) setTimeout(() => preload(hrefs), 0);
}

afterPaint(() => {
  const files = `${root.dataset.start ?? ""} ${root.dataset.preload ?? ""}`.split(" ").filter(Boolean);
  preload(files);
  // React, then the router and the query cache, then the app's modules: a task each.
  void import("./libraries")
    .then(nextTask)
    .then(() => import("./libraries-tanstack"))
    .then(nextTask)
    .then(() => import("./start"))
    .then(({ start }) => start(earlyInput));
});
// The browser loads its Intl data once per process, whichever thread asks first (13 to 20 ms here,
// most of it the same for every language): a worker asks while the app starts, so the screen's
// first number does not pay for it mid-render. Its code is here rather than a file, which came too
// late (decisions 0035 and 0082). After the start is scheduled: were workers refused, it is under way.
new Worker(URL.createObjectURL(new Blob(["Intl.NumberFormat();Intl.DateTimeFormat();close()"])));
