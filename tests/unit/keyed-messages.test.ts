import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import { keyedMessages } from "../../i18n/keyed-messages";
import { hasMessage, translateMessage } from "../../i18n/translate";

/** Every message key written as a string in core/ (the shared schemas and checks). */
function keysNamedInCore(dir = "core", out = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) keysNamedInCore(path, out);
    else if (/\.tsx?$/.test(entry.name)) for (const [, key] of readFileSync(path, "utf8").matchAll(/"((?:validation|api_error)_[a-z0-9_]+)"/g)) out.add(key!);
  }
  return out;
}

describe("messages named by key", () => {
  it("include every validation message and every key that core names", () => {
    const listed = new Set(Object.keys(keyedMessages));
    // Strings in core that name a message (others, such as the error code "validation_failed", do not).
    const named = [...keysNamedInCore()].filter((k) => Object.hasOwn(en, k));
    const missing = [...Object.keys(en).filter((k) => k.startsWith("validation_")), ...named].filter((k) => !listed.has(k));
    expect(missing).toEqual([]);
  });

  it("read in the language asked for, and leave a text that is not a key as it is", () => {
    expect(translateMessage("validation_email_invalid", "en")).toBe(en.validation_email_invalid);
    expect(translateMessage("validation_email_invalid", "ru")).not.toBe(en.validation_email_invalid);
    expect(translateMessage("validation_email_invalid", "ru")).toMatch(/[а-яё]/i);
    expect(hasMessage("nav_home")).toBe(false);
    expect(translateMessage("Already a text")).toBe("Already a text");
    expect(hasMessage("toString")).toBe(false);
  });
});
