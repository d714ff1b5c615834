// The ZIP of "Download my data" chosen as it is, for our own sources: the browser takes out the
// files they read (workouts/sets.csv with the routines, diary/entries.csv with the diary's own
// foods, recipes and favourites, progress/measurements.csv) and leaves the rest (photos, other JSON) unread, so a
// member on a phone need not unzip anything. fflate loads only when a ZIP is chosen.
import {
  diaryListFiles,
  ownExportFiles,
  routinesFile,
  type DiaryList,
  type DiaryListTexts,
  type OwnExportSource,
} from "../../../core/imports/types";

/** A ZIP's first bytes ("PK\x03\x04"), whatever its name says. */
export async function isZip(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}

/** The largest ZIP read: a download with its photos; the files taken out keep the import's own limit. */
export const zipMaxBytes = 64 * 1024 * 1024;

/** What a ZIP of ours holds for the import: our own sources' files, the diary's lists (those present) and the routines. */
export interface OwnExport {
  texts: Partial<Record<OwnExportSource, string>>;
  lists: DiaryListTexts;
  routines?: string;
}

/** Our own sources' files and the diary's lists in the ZIP, as text; empty objects when it holds none. Throws when it cannot be read. */
export async function ownExportTexts(file: Blob): Promise<OwnExport> {
  const { unzipSync, strFromU8 } = await import("fflate");
  const sources = new Map<string, OwnExportSource>(Object.entries(ownExportFiles).map(([source, path]) => [path, source as OwnExportSource]));
  const lists = new Map<string, DiaryList>(Object.entries(diaryListFiles).map(([list, path]) => [path, list as DiaryList]));
  const files = unzipSync(new Uint8Array(await file.arrayBuffer()), {
    filter: (f) => sources.has(f.name) || lists.has(f.name) || f.name === routinesFile,
  });
  const found: OwnExport = { texts: {}, lists: {} };
  for (const [path, bytes] of Object.entries(files)) {
    const source = sources.get(path);
    if (source) found.texts[source] = strFromU8(bytes);
    else if (path === routinesFile) found.routines = strFromU8(bytes);
    else found.lists[lists.get(path)!] = strFromU8(bytes);
  }
  return found;
}
