// Reads a CSV file into its header and rows, keeping each row's line in the file (the header is
// line 1; a quoted field with line breaks spans several lines). The delimiter is the one the
// header uses most (Strong has exported both "," and ";"); a byte order mark is dropped.
import Papa from "papaparse";
import { importLimits, type ImportProblem } from "./types";

export interface CsvRow {
  /** The file's line the row starts on (1-based). */
  line: number;
  cells: string[];
  /** The row's quotes are unbalanced: its cells cannot be trusted. */
  broken: boolean;
}

export interface CsvTable {
  /** Header cells, trimmed; `key` is lowercased with spaces collapsed, for finding columns. */
  header: string[];
  keys: string[];
  rows: CsvRow[];
}

// On a tie ";" wins: a comma is more often part of a column's name ("Вес, кг").
const delimiters = [";", "\t", ","] as const;

/** The delimiter used most in the header line (outside quotes), "," when none. */
function headerDelimiter(text: string): string {
  const end = text.search(/\r\n|\r|\n/);
  const first = end < 0 ? text : text.slice(0, end);
  const unquoted = first.replace(/"[^"]*"/g, "");
  let best: string = ",";
  let most = 0;
  for (const d of delimiters) {
    const n = unquoted.split(d).length - 1;
    if (n > most) {
      most = n;
      best = d;
    }
  }
  return best;
}

const lineBreaks = /\r\n|\r|\n/g;
function countLineBreaks(text: string): number {
  return text.match(lineBreaks)?.length ?? 0;
}

/** The column's key: lowercased, spaces collapsed, no surrounding quotes. */
export function columnKey(cell: string): string {
  return cell.trim().replace(/\s+/g, " ").toLowerCase();
}

/** The table, or null when the file holds no header (empty or only blank lines). */
export function readCsv(input: string): CsvTable | null {
  const text = input.replace(/^\uFEFF/, "");
  // Blank lines before the header still count as lines.
  const leading = /^(?:[ \t]*(?:\r\n|\r|\n))*/.exec(text)?.[0] ?? "";
  // Papa drops a byte order mark itself, which would shift its positions from ours.
  const body = text.slice(leading.length).replace(/^\uFEFF/, "");
  if (body.trim() === "") return null;

  let line = 1 + countLineBreaks(leading);
  let start = 0;
  let header: string[] | null = null;
  const rows: CsvRow[] = [];
  Papa.parse<string[]>(body, {
    delimiter: headerDelimiter(body),
    step: (result) => {
      const cursor = result.meta.cursor;
      const rowLine = line;
      line += countLineBreaks(body.slice(start, cursor));
      start = cursor;
      const cells = result.data;
      if (cells.every((cell) => cell.trim() === "")) return;
      if (!header) {
        header = cells.map((cell) => cell.trim());
        return;
      }
      rows.push({ line: rowLine, cells, broken: result.errors.some((e) => e.type === "Quotes") });
    },
  });
  if (!header) return null;
  const found: string[] = header;
  return { header: found, keys: found.map(columnKey), rows };
}

/** The index of the first column whose key is one of `names`, or -1. */
export function findColumn(keys: readonly string[], ...names: string[]): number {
  for (const name of names) {
    const i = keys.indexOf(name);
    if (i >= 0) return i;
  }
  return -1;
}

/** The trimmed cell of the row at `index`, "" when the column is missing or the row is short. */
export function cell(row: CsvRow, index: number): string {
  return index < 0 ? "" : (row.cells[index] ?? "").trim();
}

/**
 * A text cell of this app's own export as it was written: the export puts an apostrophe before a
 * leading =, +, - or @ (papaparse's escapeFormulae), so that a spreadsheet opening it runs nothing.
 */
export const exportedText = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

/** A cell of this app's own export as the member wrote it (see exportedText). */
export const exportedCell = (row: CsvRow, index: number) => exportedText(cell(row, index));

/**
 * The table of an import file, or the problem of the whole file: `empty` (nothing, or a header
 * alone) and `too_many_rows` (more than importLimits.rows) at line 0.
 */
export function openImportFile(text: string): { table: CsvTable } | { problem: ImportProblem; rows: number } {
  const table = readCsv(text);
  if (!table || table.rows.length === 0) return { problem: { line: 0, code: "empty" }, rows: 0 };
  if (table.rows.length > importLimits.rows) return { problem: { line: 0, code: "too_many_rows" }, rows: table.rows.length };
  return { table };
}
