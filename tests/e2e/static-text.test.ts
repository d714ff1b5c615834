// Long fixed texts (the agreement, articles, lessons, encyclopedias) stay the page's HTML when the
// app hydrates (web/shared/ssr/StaticText.tsx, decision 0052): the reader sees the same text
// before and after, its links open in place, and the page also works when the app opens it.
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { agreement as agreementEn } from "../../content/agreement/en";
import { agreement as agreementRu } from "../../content/agreement/ru";
import { articles } from "../../content/articles/catalog";
import { body as protein } from "../../content/articles/bodies/protein-how-much-and-when";
import { body as sleep } from "../../content/articles/bodies/sleep-for-muscle";
import { protein as proteinEncyclopedia } from "../../content/encyclopedias/protein";
import { openPage, signedInPage } from "./helpers";
import { hydrated, pageHtml, root, text, visit, watch } from "./prerendered/pages";

const agreements = { en: agreementEn, ru: agreementRu };
const lastParagraph = (doc: typeof agreementEn) => doc.sections.at(-1)!.paragraphs.at(-1)!;
const titleOf = (slug: string, locale: "en" | "ru") => articles.find((a) => a.slug === slug)!.title[locale];

/** Paragraphs of the fixed text that React made its own (it keeps a fibre on each node it hydrates). */
const paragraphsOwnedByReact = (page: Page) =>
  page.$$eval("[data-static-text] p", (ps) => ps.filter((p) => Object.keys(p).some((k) => k.startsWith("__reactFiber$"))).length);

/** Marks the document: the mark outlives a navigation in place, not a reload. */
const markDocument = (page: Page) => page.evaluate(() => void ((window as { stayed?: boolean }).stayed = true));
const sameDocument = (page: Page) => page.evaluate(() => (window as { stayed?: boolean }).stayed === true);

describe("long fixed texts", () => {
  it("show the agreement from the first byte and keep it when the app takes over, its contents leading to each section", async () => {
    for (const locale of ["en", "ru"] as const) {
      const doc = agreements[locale];
      const { inner } = root(await pageHtml("/agreement", `lang=${locale}`));
      expect(text(inner)).toContain(lastParagraph(doc));
      const { page, problems } = await visit("/agreement", { cookies: { lang: locale } });
      expect(await hydrated(page), locale).toBe("yes");
      const shown = await page.getByTestId("agreement").innerText();
      expect(shown).toContain(doc.intro);
      expect(shown).toContain(lastParagraph(doc));
      expect(await page.locator("[data-static-text] p").count()).toBeGreaterThan(doc.sections.length);
      expect(await paragraphsOwnedByReact(page), locale).toBe(0);
      const section = doc.sections[3]!;
      await page.getByRole("link", { name: section.title, exact: true }).click();
      expect(await page.evaluate(() => location.hash)).toBe(`#${section.id}`);
      expect(await page.getByRole("heading", { name: `4. ${section.title}` }).isVisible()).toBe(true);
      expect(problems, locale).toEqual([]);
    }
  });

  it("show the agreement when the app opens it from another page, and in the other language", async () => {
    const page = await openPage("/login");
    await markDocument(page);
    await page.getByTestId("footer").getByRole("link", { name: "User agreement" }).click();
    await page.getByRole("heading", { level: 1, name: agreementEn.title }).waitFor();
    expect(await page.getByTestId("agreement").innerText()).toContain(lastParagraph(agreementEn));
    await page.getByTestId("lang-ru").click();
    await page.getByRole("heading", { level: 1, name: agreementRu.title }).waitFor();
    expect(await page.getByTestId("agreement").innerText()).toContain(lastParagraph(agreementRu));
    expect(await sameDocument(page)).toBe(true);
  });

  it("keep an article's text through hydration, and its related reading opens in place, in English and Russian", async () => {
    for (const locale of ["en", "ru"] as const) {
      const page = await signedInPage("/articles", { ru: locale === "ru" });
      const problems = watch(page);
      await page.goto("/articles/sleep-for-muscle");
      expect(await hydrated(page), locale).toBe("yes");
      const article = page.getByTestId("article");
      expect(await article.innerText()).toContain(sleep.intro[locale]);
      expect(await article.innerText()).toContain(sleep.takeaways[locale].at(-1)!);
      expect(await paragraphsOwnedByReact(page), locale).toBe(0);

      // A card of the related reading, inside the fixed text: the router opens it, no reload.
      await markDocument(page);
      await article.getByRole("link", { name: titleOf("protein-how-much-and-when", locale) }).click();
      await page.waitForURL((u) => u.pathname === "/articles/protein-how-much-and-when");
      await page.getByRole("heading", { level: 1, name: titleOf("protein-how-much-and-when", locale) }).waitFor();
      expect(await article.innerText()).toContain(protein.intro[locale]);
      expect(await sameDocument(page), locale).toBe(true);

      // Back: the first article again, its text as it arrived.
      await page.goBack();
      await page.getByRole("heading", { level: 1, name: titleOf("sleep-for-muscle", locale) }).waitFor();
      expect(await article.innerText()).toContain(sleep.takeaways[locale].at(-1)!);
      expect(await sameDocument(page), locale).toBe(true);
      expect(problems, locale).toEqual([]);
    }
  });

  it("keep an encyclopedia's text as it arrived while its food table works", async () => {
    const page = await signedInPage("/articles", { ru: true });
    const problems = watch(page);
    await page.goto("/protein-encyclopedia");
    expect(await hydrated(page)).toBe("yes");
    await page.getByRole("heading", { level: 1, name: proteinEncyclopedia.title.ru }).waitFor();
    expect(await page.getByTestId("need").count()).toBe(3);
    expect(await paragraphsOwnedByReact(page)).toBe(0);
    const first = await page.getByTestId("food-row").first().innerText();
    await page.getByRole("button", { name: "Сортировать по столбцу «Белки, г»" }).click();
    await page.waitForFunction((before) => document.querySelector('[data-testid="food-row"]')?.textContent !== before, first);
    // The English text comes with the switch: the app loads it and shows it in place.
    await page.getByTestId("lang-en").click();
    await page.getByRole("heading", { level: 1, name: proteinEncyclopedia.title.en }).waitFor();
    expect(await page.getByTestId("encyclopedia").innerText()).toContain(proteinEncyclopedia.sections.at(-1)!.paragraphs.en.at(-1)!);
    await page.getByRole("heading", { name: "Sources" }).waitFor();
    expect(problems).toEqual([]);
  });
});
