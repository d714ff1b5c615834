// Every text a member reads uses the glossary's one word for each thing.
import { describe, expect, it } from "vitest";
import { forbiddenPattern, glossary } from "../../content/glossary";
import { englishTexts, russianTexts, type Text } from "./russian-texts";

function misuses(texts: Text[], lang: "en" | "ru"): string[] {
  const found: string[] = [];
  for (const term of glossary) {
    const rule = term[lang];
    if (!rule) continue;
    for (const variant of rule.forbidden) {
      const pattern = forbiddenPattern(variant);
      for (const { where, text } of texts) {
        const hit = pattern.exec(text);
        if (hit) found.push(`${where}: «${hit[0]}» → ${rule.preferred} (${term.concept})`);
      }
    }
  }
  return found;
}

describe("glossary", () => {
  it("finds texts to check in both languages", () => {
    expect(russianTexts.length).toBeGreaterThan(5000);
    expect(englishTexts.length).toBeGreaterThan(5000);
  });

  it("catches a forbidden variant in any form and leaves other words alone", () => {
    expect(forbiddenPattern("повтор").test("при каждом Повтор, ")).toBe(true);
    expect(forbiddenPattern("повтор").test("Повторите замер")).toBe(false);
    expect(forbiddenPattern("базов\\p{L}* обмен\\p{L}*").test("Базовый обмен (BMR)")).toBe(true);
    expect(forbiddenPattern("(платн|бесплатн|текущ)\\p{L}* план\\p{L}*").test("Текущий план")).toBe(true);
    expect(forbiddenPattern("(платн|бесплатн|текущ)\\p{L}* план\\p{L}*").test("Текущий тариф")).toBe(false);
    expect(forbiddenPattern("Free").test("Free sugars")).toBe(true);
  });

  it("names the editor's finds and leaves the right words alone", () => {
    const ru = (text: string) => misuses([{ where: "probe", text }], "ru").length;
    expect(ru("Щи с постной говядиной")).toBe(1);
    expect(ru("Бицепс бедра")).toBe(1);
    expect(ru("растяжение бицепса бедра")).toBe(1);
    expect(ru("Кефир с малиной — лёгко и свежо")).toBe(1);
    expect(ru("Куриный сувлаки с булгуром")).toBe(1);
    expect(ru("одноповторный максимум")).toBe(1);
    expect(ru("Сувлаки из курицы с нежирной говядиной, задняя поверхность бедра, бицепс — это легко, лёгкий ужин, поставьте")).toBe(0);
  });

  it("Russian texts use the preferred terms", () => {
    expect(misuses(russianTexts, "ru")).toEqual([]);
  });

  it("English texts use the preferred terms", () => {
    expect(misuses(englishTexts, "en")).toEqual([]);
  });
});
