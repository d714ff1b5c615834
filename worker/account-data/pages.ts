// The export's building blocks: rows read page by page (keyset, so each query is small and none
// skips or repeats a row), and text files written as they are read, never held whole.
import Papa from "papaparse";
import type { Locale } from "../../core/locale";
import type { Db } from "../db/client";
import { userPhotoPrefix } from "../platform/photo-keys";

/** Rows a query reads at a time. */
export const PAGE = 500;

/** Whose data, and where it is; `now` is the request's clock. */
export interface Member {
  db: Db;
  photos: R2Bucket;
  userId: string;
  locale: Locale;
  now: number;
}

/**
 * Pages of rows: `read(after)` answers up to `size` rows ordered after the cursor (the first page
 * when null); the next cursor is the last row's. Stops at a short page.
 */
export async function* keyset<Row, Cursor>(
  read: (after: Cursor | null, size: number) => Promise<Row[]>,
  cursorOf: (row: Row) => Cursor,
  size = PAGE,
): AsyncGenerator<Row[]> {
  let after: Cursor | null = null;
  for (;;) {
    const rows = await read(after, size);
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    after = cursorOf(rows[rows.length - 1]!);
  }
}

/** A moment as ISO 8601 in UTC; null stays null, and so does one no date can show (a row stored before its rule). */
export function iso(at: Date | number | null | undefined): string | null {
  if (at === null || at === undefined) return null;
  const date = new Date(at);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * A CSV file (RFC 4180, CRLF): the header once, then each page's rows as they come. A text cell
 * that a spreadsheet would run as a formula (=, +, -, @ first: a food named from Open Food Facts, a
 * workout from an imported file) gets a leading apostrophe, so opening the file runs nothing.
 */
export async function* csvFile<Row>(
  columns: readonly string[],
  pages: AsyncIterable<Row[]>,
  toCells: (row: Row) => unknown[],
): AsyncGenerator<string> {
  yield `${Papa.unparse([[...columns]])}\r\n`;
  for await (const page of pages) {
    yield `${Papa.unparse(page.map(toCells), { header: false, escapeFormulae: true })}\r\n`;
  }
}

/** A JSON array, one record a line, written page by page. */
export async function* jsonArray<Row>(pages: AsyncIterable<Row[]>, toJson: (row: Row) => unknown): AsyncGenerator<string> {
  let first = true;
  yield "[";
  for await (const page of pages) {
    yield `${first ? "\n" : ",\n"}${page.map((row) => `  ${JSON.stringify(toJson(row))}`).join(",\n")}`;
    first = false;
  }
  yield first ? "]\n" : "\n]\n";
}

/** A small JSON document (one record, or null), pretty-printed. */
export async function* jsonDocument(read: () => Promise<unknown>): AsyncGenerator<string> {
  yield `${JSON.stringify(await read(), null, 2)}\n`;
}

/** Free text: each page of rows turned into one string, lazily. */
export async function* lines<Row>(pages: AsyncIterable<Row[]>, toText: (row: Row) => string): AsyncGenerator<string> {
  for await (const page of pages) yield page.map(toText).join("");
}

/** One file of the ZIP as client-zip takes it. */
export interface ZipEntry {
  name: string;
  input: ReadableStream<Uint8Array> | AsyncIterable<string>;
  lastModified: Date;
}

/** `jpg` of `users/…/original.jpg`; `bin` for a key without one. */
export const extensionOf = (key: string) => /\.([a-z0-9]{1,5})$/i.exec(key)?.[1]?.toLowerCase() ?? "bin";

/** An R2 object as a ZIP file, its body streamed; nothing when it is gone or not under the member's prefix. */
export async function objectEntry(m: Member, key: string, name: string): Promise<ZipEntry | null> {
  if (!key.startsWith(userPhotoPrefix(m.userId))) return null;
  const object = await m.photos.get(key);
  if (!object) return null;
  return { name, input: object.body, lastModified: object.uploaded };
}
