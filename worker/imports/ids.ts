// The ids of imported records are made from what they are, not drawn at random: the same workout
// of the same file (and its exercises and sets, by position) gets the same id on every import, so
// writing it again with ON CONFLICT DO NOTHING adds nothing twice, and a record the member deleted
// after importing (a tombstone under that id) stays deleted.

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");

/**
 * A UUID (version 8, "custom", RFC 9562) from the SHA-256 of the parts: JSON keeps the parts
 * apart, so no two different lists of parts share an input.
 */
export async function derivedId(...parts: readonly (string | number)[]): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(JSON.stringify(parts))));
  const b = digest.slice(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x80;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const h = hex(b);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
