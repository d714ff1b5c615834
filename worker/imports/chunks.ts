// Bulk rows go into one statement as one JSON parameter (`json_each(?)`): D1 binds at most 100
// parameters a statement and 2 MB a value, so rows are cut into chunks of at most ~500 KB of JSON.

export const chunkBytes = 500 * 1024;

/** The rows as JSON arrays of at most `max` characters each (a single longer row is a chunk alone). */
export function jsonChunks(rows: readonly unknown[], max = chunkBytes): string[] {
  const chunks: string[] = [];
  let current: string[] = [];
  let size = 2;
  for (const row of rows) {
    const json = JSON.stringify(row);
    if (current.length > 0 && size + json.length + 1 > max) {
      chunks.push(`[${current.join(",")}]`);
      current = [];
      size = 2;
    }
    current.push(json);
    size += json.length + 1;
  }
  if (current.length > 0) chunks.push(`[${current.join(",")}]`);
  return chunks;
}
