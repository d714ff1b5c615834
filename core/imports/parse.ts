// Reads an import file of any source (no I/O).
import { parseDiary } from "./diary";
import { parseForma } from "./forma";
import { parseHevy } from "./hevy";
import { parseStrong } from "./strong";
import type { ImportedDiaryEntry, ImportedWeight, ImportedWorkout, ImportSource, Parsed, ParseOptions } from "./types";
import { parseWeights } from "./weight";

export type ParsedImport =
  | ({ kind: "workouts" } & Parsed<ImportedWorkout>)
  | ({ kind: "diary" } & Parsed<ImportedDiaryEntry>)
  | ({ kind: "weights" } & Parsed<ImportedWeight>);

export function parseImport(source: ImportSource, text: string, options: ParseOptions): ParsedImport {
  switch (source) {
    case "strong":
      return { kind: "workouts", ...parseStrong(text, options) };
    case "hevy":
      return { kind: "workouts", ...parseHevy(text, options) };
    case "forma":
      return { kind: "workouts", ...parseForma(text, options) };
    case "diary":
      return { kind: "diary", ...parseDiary(text, options) };
    case "weight":
      return { kind: "weights", ...parseWeights(text, options) };
  }
}
