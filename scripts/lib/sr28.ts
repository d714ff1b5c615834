// SR28's ASCII release files (FOOD_DES.txt, NUT_DATA.txt, WEIGHT.txt…): one record a line,
// fields separated by "^", text fields between "~", in Latin-1.
import { readFileSync } from "node:fs";

export type Sr28Row = string[];

export function readSr28Table(path: string): Sr28Row[] {
  return readFileSync(path, "latin1")
    .split(/\r?\n/)
    .filter((line) => line.trim() !== "")
    .map((line) => line.split("^").map((f) => f.replace(/^\s*~?|~?\s*$/g, "")));
}
