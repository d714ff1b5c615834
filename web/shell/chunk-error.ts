// A lazy route chunk that fails to load (usually a deploy replaced it) is healed by one reload.
const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i;

export const chunkReloadDelayMs = 1500;
const reloadStampKey = "chunk_reload_at";

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return chunkErrorPattern.test(message);
}

/** True when no automatic reload happened in the last 10 s, so a broken deploy cannot loop. */
export function mayAutoReload(now = Date.now()): boolean {
  try {
    const last = Number(sessionStorage.getItem(reloadStampKey) ?? 0);
    if (now - last < 10_000) return false;
    sessionStorage.setItem(reloadStampKey, String(now));
  } catch {
    // Without storage we cannot guard against a loop; reload once anyway.
  }
  return true;
}
