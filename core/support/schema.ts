// A support request as the form sends it (multipart: topic, message, an optional screenshot),
// checked by the form and the API with the same rules. The screenshot's bytes (its size included)
// are then checked like a Time machine photo (core/transform/inspect.ts). Messages are keys of messages/{en,ru}.json.
import * as v from "valibot";
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, supportTopics } from "./topics";

export const supportRequestSchema = v.object({
  topic: v.picklist(supportTopics, "support_topic_invalid"),
  message: v.pipe(
    v.string("support_message_too_short"),
    v.trim(),
    v.minLength(SUPPORT_MESSAGE_MIN, "support_message_too_short"),
    v.maxLength(SUPPORT_MESSAGE_MAX, "support_message_too_long"),
  ),
  screenshot: v.optional(v.blob("transform_not_image")),
});
export type SupportRequestInput = v.InferOutput<typeof supportRequestSchema>;
