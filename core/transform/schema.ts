// The choices sent with a photo (query parameters of the upload), checked by the form and the API.
import * as v from "valibot";
import { transformMonths, transformTypes } from "./rules";

export const transformChoiceSchema = v.object({
  type: v.picklist(transformTypes, "validation_transform_type"),
  months: v.pipe(
    v.string("validation_transform_months"),
    v.transform(Number),
    v.picklist(transformMonths, "validation_transform_months"),
  ),
});
export type TransformChoice = v.InferOutput<typeof transformChoiceSchema>;
