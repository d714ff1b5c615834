// Counting the parts of a multipart body without parsing it: parsing costs time for every field,
// so a body of tens of thousands of tiny fields is refused by this count first. The count is only
// right if it splits the body where the runtime's parser will, so the boundary is taken only from
// a Content-Type of one exact shape, and any other is refused before the body is read.

/** RFC 2046 boundary characters; a space only inside quotes, and never last. */
const BCHARS_NOSPACE = "0-9A-Za-z'()+_,\\-./:=?";
const TOKEN = "0-9A-Za-z'+_\\-.";
const FORM_CONTENT_TYPE = new RegExp(
  `^multipart/form-data;[ \\t]*boundary=(?:"([${BCHARS_NOSPACE} ]{0,69}[${BCHARS_NOSPACE}])"|([${TOKEN}]{1,70}))[ \\t]*$`,
  "i",
);

/**
 * The boundary of a `multipart/form-data; boundary=…` Content-Type with nothing else in it (the
 * boundary 1–70 RFC 2046 characters, quoted or not); null for any other header.
 */
export function formBoundary(contentType: string | undefined): string | null {
  const match = FORM_CONTENT_TYPE.exec(contentType ?? "");
  return match ? (match[1] ?? match[2]!) : null;
}

/**
 * How many parts `body` has (its boundary delimiters, less the closing one), counting no further
 * than `max` + 1. Linear in the body's length whatever the boundary: a delimiter is CRLF "--"
 * boundary, and CR occurs in it only first, so bytes that matched a candidate can never start
 * the next one and the search goes on after them.
 */
export function multipartParts(body: Uint8Array, boundary: string, max: number): number {
  const delimiter = new TextEncoder().encode(`\r\n--${boundary}`);
  // The first delimiter may open the body, without the CRLF before it.
  const opens = body.length >= delimiter.length - 2 && delimiter.subarray(2).every((b, k) => body[k] === b);
  let delimiters = opens ? 1 : 0;
  for (let i = body.indexOf(13); i !== -1 && i + delimiter.length <= body.length; ) {
    let j = 1;
    while (j < delimiter.length && body[i + j] === delimiter[j]) j++;
    if (j === delimiter.length && ++delimiters > max + 1) break;
    i = body.indexOf(13, i + j);
  }
  return Math.max(0, delimiters - 1);
}
