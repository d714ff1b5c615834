// The 13 vitamins and 15 minerals the analyzers cover, vitamins first.
import type { Micronutrient } from "../../core/micronutrients/types";
import { minerals } from "./minerals";
import { vitamins } from "./vitamins";

export const micronutrients: readonly Micronutrient[] = [...vitamins, ...minerals];
