// Where a weigh-in import marks each value it writes into a member's day (body_entries, decision
// 0065): beside each value, what the import wrote there and which import. One list, read by the
// progress feature (a value the member sets loses its mark) and by the imports (writing the marks
// and taking an import back), so a value added to the day cannot be marked in one and not the other.
import { measurementFields, type MeasurementField } from "../../core/progress/measurements";
import { bodyEntries } from "./schema";

type Capital<F extends string> = F extends `${infer H}${infer T}` ? `${Uppercase<H>}${T}` : F;

function marksOf<F extends MeasurementField>(field: F) {
  const imported = `imported${field[0]!.toUpperCase()}${field.slice(1)}` as `imported${Capital<F>}`;
  const importId = `${field}ImportId` as const;
  return {
    /** The ORM's keys, for writes through it. */
    field,
    imported,
    importId,
    /** The SQL names, for the imports' statements. */
    sql: {
      value: bodyEntries[field].name,
      imported: bodyEntries[imported as `imported${Capital<MeasurementField>}`].name,
      importId: bodyEntries[importId as `${MeasurementField}ImportId`].name,
    },
  };
}

/** Each value a weigh-in import writes, in the order the imports' statements carry them. */
export const weighInMarks = measurementFields.map(marksOf);
export type WeighInMark = (typeof weighInMarks)[number];
