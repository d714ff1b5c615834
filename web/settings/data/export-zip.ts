// The ZIP of "Download my data" chosen as it is, for our own sources: the browser takes out the
// files they read (workouts/sets.csv, diary/entries.csv) and leaves the rest (photos, JSON)
// unread, so a member on a phone need not unzip anything. fflate loads only when a ZIP is chosen.
import { ownExportFiles, type OwnExportSource } from "../../../core/imports/types";

/** A ZIP's first bytes ("PK\x03\x04"), whatever its name says. */
export async function isZip(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

/** The largest ZIP read: a download with its photos; the files taken out keep the import's own limit. */
export const zipMaxBytes = 64 * 1024 * 1024;

/** Our own sources' files in the ZIP, as text; an empty object when it holds none of them. Throws when it cannot be read. */
export async function ownExportTexts(file: Blob): Promise<Partial<Record<OwnExportSource, string>>> {
  const { unzipSync, strFromU8 } = await import("fflate");
  const wanted = new Map<string, OwnExportSource>(Object.entries(ownExportFiles).map(([source, path]) => [path, source as OwnExportSource]));
  const files = unzipSync(new Uint8Array(await file.arrayBuffer()), { filter: (f) => wanted.has(f.name) });
  const texts: Partial<Record<OwnExportSource, string>> = {};
  for (const [path, bytes] of Object.entries(files)) texts[wanted.get(path)!] = strFromU8(bytes);
  return texts;
}
