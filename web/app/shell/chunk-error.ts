// A lazy route chunk that fails to load (usually a deploy replaced it) is healed by one reload.
// The browsers' wordings and ours. Not webpack's "Loading chunk", nor Vite's "Unable to preload
// CSS": no screen loads a stylesheet of its own (one sheet, inlined: decisions 0031 and 0032).
const chunkErrorPattern =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError/i;

export const chunkReloadDelayMs = 1500;

/**
 * A screen's code failed to load. Its own name keeps TanStack Router from reloading at once
 * (it matches the browsers' wording), so the error screen can say so and reload after 1.5 s.
 */
export class ChunkLoadError extends Error {
  override name = "ChunkLoadError";
  constructor(cause: unknown) {
    super("A screen failed to load", { cause });
  }
}
const reloadStampKey = "chunk_reload_at";

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return chunkErrorPattern.test(message);
}

let reloadDecided = false;

/**
 * True when no automatic reload happened in the last 10 s, so a broken deploy cannot loop.
 * Stays true for the rest of this page's life once decided (the error screen may mount twice).
 */
export function mayAutoReload(now = Date.now()): boolean {
  if (reloadDecided) return true;
  try {
    const last = Number(sessionStorage.getItem(reloadStampKey) ?? 0);
    if (now - last < 10_000) return false;
    sessionStorage.setItem(reloadStampKey, String(now));
  } catch {
    // Without storage we cannot guard against a loop; reload once anyway.
  }
  reloadDecided = true;
  return true;
}
