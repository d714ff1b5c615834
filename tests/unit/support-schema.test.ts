import { describe, expect, it } from "vitest";
import * as v from "valibot";
import { supportRequestSchema } from "../../core/support/schema";
import { SUPPORT_MESSAGE_MAX, SUPPORT_MESSAGE_MIN, supportTopics } from "../../core/support/topics";
import { translateMessage } from "../../i18n/translate";

const firstMessage = (input: unknown) => {
  const r = v.safeParse(supportRequestSchema, input);
  return r.success ? null : r.issues[0].message;
};

describe("support request schema", () => {
  it("takes every topic of the list, and nothing else", () => {
    for (const topic of supportTopics) expect(firstMessage({ topic, message: "x".repeat(10) }), topic).toBeNull();
    for (const topic of ["", "Billing", "refund", 1, null, undefined, ["bug"]]) expect(firstMessage({ topic, message: "x".repeat(10) })).toBe("support_topic_invalid");
    expect(supportTopics).toEqual(["account", "billing", "plans", "workouts", "nutrition", "bug", "other"]);
  });

  it("counts the message's length after trimming: 10 to 4,000 characters", () => {
    const at = (n: number, pad = "") => firstMessage({ topic: "bug", message: pad + "a".repeat(n) + pad });
    expect(at(SUPPORT_MESSAGE_MIN - 1)).toBe("support_message_too_short");
    expect(at(SUPPORT_MESSAGE_MIN - 1, "   \n")).toBe("support_message_too_short");
    expect(at(SUPPORT_MESSAGE_MIN)).toBeNull();
    expect(at(SUPPORT_MESSAGE_MAX)).toBeNull();
    expect(at(SUPPORT_MESSAGE_MAX, "  ")).toBeNull();
    expect(at(SUPPORT_MESSAGE_MAX + 1)).toBe("support_message_too_long");
    expect(firstMessage({ topic: "bug", message: 12345678901 })).toBe("support_message_too_short");
    const out = v.parse(supportRequestSchema, { topic: "bug", message: "  ten chars!  " });
    expect(out.message).toBe("ten chars!");
  });

  it("takes an optional screenshot file, and refuses a text in its place", () => {
    const good = { topic: "other", message: "A long enough message." };
    expect(firstMessage(good)).toBeNull();
    expect(firstMessage({ ...good, screenshot: new Blob([new Uint8Array(10)], { type: "image/png" }) })).toBeNull();
    expect(firstMessage({ ...good, screenshot: "screen.png" })).toBe("transform_not_image");
  });

  it("has each rule's message in English and Russian", () => {
    const rules = ["support_topic_invalid", "support_message_too_short", "support_message_too_long", "transform_not_image"];
    expect(rules.map((k) => translateMessage(k, "en"))).toEqual([
      "Choose a topic from the list",
      "The message must be at least 10 characters",
      "The message must be at most 4,000 characters",
      "Please upload an image file",
    ]);
    expect(rules.map((k) => translateMessage(k, "ru"))).toEqual([
      "Выберите тему из списка",
      "Сообщение должно быть не короче 10 символов",
      "Сообщение должно быть не длиннее 4\u00a0000 символов",
      "Загрузите файл изображения",
    ]);
  });
});
