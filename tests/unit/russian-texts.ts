/// <reference types="vite/client" />
// Every text a member reads, gathered for the language checks: the message files by key and
// the content modules by file and path. Search aliases are not shown to members, so they are left out.
import enJson from "../../messages/en.json";
import ruJson from "../../messages/ru.json";

export interface Text {
  /** Where the text lives: "messages/ru.json key" or "content/… path". */
  where: string;
  text: string;
}

const modules = import.meta.glob<Record<string, unknown>>(["../../content/**/*.ts", "!../../content/glossary.ts"], { eager: true, import: "*" });
const cyrillic = /[А-Яа-яЁё]/;

function collect(value: unknown, where: string, out: { where: string; text: string; lang: "en" | "ru" | "?" }[], seen: WeakSet<object>, lang: "en" | "ru" | "?") {
  if (typeof value === "string") out.push({ where, text: value, lang });
  else if (value instanceof Map) for (const [k, v] of value) collect(v, `${where}.${String(k)}`, out, seen, lang);
  else if (value && typeof value === "object") {
    if (seen.has(value)) return;
    seen.add(value);
    for (const [k, v] of Object.entries(value)) {
      if (k === "aliases" || k === "url" || k === "slug") continue;
      collect(v, `${where}${Array.isArray(value) ? `[${k}]` : `.${k}`}`, out, seen, k === "en" || k === "ru" ? k : lang);
    }
  }
}

function contentTexts() {
  const out: { where: string; text: string; lang: "en" | "ru" | "?" }[] = [];
  const seen = new WeakSet<object>();
  for (const [file, exports] of Object.entries(modules)) {
    const name = file.replace("../../", "");
    const lang = name.endsWith("/ru.ts") ? "ru" : name.endsWith("/en.ts") ? "en" : "?";
    for (const [exported, value] of Object.entries(exports)) collect(value, `${name} ${exported}`, out, seen, lang);
  }
  return out;
}

const content = contentTexts();

const fromMessages = (messages: Record<string, string>, file: string): Text[] =>
  Object.entries(messages)
    .filter(([key]) => !key.startsWith("$"))
    .map(([key, text]) => ({ where: `${file} ${key}`, text }));

/** Russian texts: messages/ru.json and every Russian string in content. */
export const russianTexts: Text[] = [
  ...fromMessages(ruJson as Record<string, string>, "messages/ru.json"),
  ...content.filter((t) => t.lang === "ru" || (t.lang === "?" && cyrillic.test(t.text))).map(({ where, text }) => ({ where, text })),
];

/** English texts: messages/en.json and every English string in content. */
export const englishTexts: Text[] = [
  ...fromMessages(enJson as Record<string, string>, "messages/en.json"),
  ...content.filter((t) => t.lang === "en").map(({ where, text }) => ({ where, text })),
];
