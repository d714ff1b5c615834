// Data files that ship with the app as static assets (the coach's long reads, the food
// database) are read through the ASSETS binding, not bundled into the worker.

/** What the worker needs of its ASSETS binding. */
export interface Assets {
  fetch(request: Request): Promise<Response>;
}

/**
 * A JSON file of the static assets, checked to be the file meant; null when it is missing or
 * something else (the single-page fallback answers unknown paths with index.html).
 */
export async function readAssetJson<T>(assets: Assets, path: string, isFile: (data: unknown) => data is T): Promise<T | null> {
  // ASSETS answers by path; the host is never contacted.
  const res = await assets.fetch(new Request(new URL(path, "https://assets.local")));
  if (!res.ok || !(res.headers.get("Content-Type") ?? "").includes("json")) {
    await res.body?.cancel();
    return null;
  }
  const data: unknown = await res.json();
  return isFile(data) ? data : null;
}
