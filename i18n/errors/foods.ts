import * as m from "../paraglide/messages.js";
import type { FoodErrorCode } from "../../core/api/foods";
import { catalogue } from "./catalogue";

export const foodErrors = catalogue<FoodErrorCode>({
  barcode_lookup_unavailable: m.foods_barcode_unavailable,
});
