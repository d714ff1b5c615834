// The line under an entry's name: its amount, or a quick entry's macros, which a screen reader
// hears in words ("protein 30 g", not "P 30 g").
import type { DiaryEntryJson } from "../../../core/api/diary";
import { useLocale } from "../../shared/i18n/locale";
import { entryDetail } from "../format";

export function EntryDetail({ entry }: { entry: Pick<DiaryEntryJson, "food" | "name" | "grams" | "portion" | "per100g"> }) {
  const { short, long } = entryDetail(entry, useLocale());
  if (short === long) return <>{short}</>;
  return (
    <>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{long}</span>
    </>
  );
}
