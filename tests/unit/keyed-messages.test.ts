import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import { keyedMessages } from "../../i18n/keyed-messages";
import { hasMessage, translateMessage } from "../../i18n/translate";

/** Every message key written as a string in a file that uses valibot (a schema's rule messages). */
function keysNamedInSchemas(dir: string, out = new Set<string>()): Set<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) keysNamedInSchemas(path, out);
    else if (/\.tsx?$/.test(entry.name)) {
      const source = readFileSync(path, "utf8");
      if (!source.includes('from "valibot"')) continue;
      for (const [, key] of source.matchAll(/"([a-z][a-z0-9_]+)"/g)) if (Object.hasOwn(en, key!)) out.add(key!);
    }
  }
  return out;
}

describe("messages named by key", () => {
  it("include every validation message and every message a schema names", () => {
    const listed = new Set(Object.keys(keyedMessages));
    const named = ["core", "worker", "web"].flatMap((dir) => [...keysNamedInSchemas(dir)]);
    const missing = [...Object.keys(en).filter((k) => k.startsWith("validation_")), ...named].filter((k) => !listed.has(k));
    expect(missing).toEqual([]);
  });

  it("read in the language asked for, and leave a text that is not a key as it is", () => {
    expect(translateMessage("validation_email_invalid", "en")).toBe(en.validation_email_invalid);
    expect(translateMessage("support_topic_invalid", "ru")).toBe("Выберите тему из списка");
    expect(translateMessage("validation_email_invalid", "ru")).not.toBe(en.validation_email_invalid);
    expect(translateMessage("validation_email_invalid", "ru")).toMatch(/[а-яё]/i);
    expect(hasMessage("nav_home")).toBe(false);
    expect(translateMessage("Already a text")).toBe("Already a text");
    expect(hasMessage("toString")).toBe(false);
  });
});
