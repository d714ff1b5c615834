// Counting the parts of a multipart body without parsing it: parsing costs time for every field,
// so a body of tens of thousands of tiny fields is refused by this count first.

/**
 * How many parts `body` has (its boundary delimiters, less the closing one), counting no further
 * than `max` + 1.
 */
export function multipartParts(body: Uint8Array, boundary: string, max: number): number {
  const delimiter = new TextEncoder().encode(`--${boundary}`);
  const first = delimiter[0]!;
  let delimiters = 0;
  for (let i = body.indexOf(first); i !== -1 && i + delimiter.length <= body.length; i = body.indexOf(first, i + 1)) {
    let j = 1;
    while (j < delimiter.length && body[i + j] === delimiter[j]) j++;
    if (j < delimiter.length) continue;
    if (++delimiters > max + 1) break;
    i += delimiter.length - 1;
  }
  return Math.max(0, delimiters - 1);
}
