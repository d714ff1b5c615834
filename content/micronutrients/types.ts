// The reference data's types live in core, where the analyzers' engine reads them.
export { ageGroups, byLifeStageAge } from "../../core/micronutrients/types";
export type { AgeGroup, IntakeRow, Micronutrient } from "../../core/micronutrients/types";
