// The footer's operator details are written into prerendered pages by the worker, in place of the
// prerender's stand-ins (core/footer-config.ts).
import { describe, expect, it } from "vitest";
import { fillFooter, footerStandIns, hasFooterStandIns, type FooterConfig } from "../../core/footer-config";

const config: FooterConfig = {
  supportEmail: "help@forma.example",
  messengerUrl: "https://t.me/forma?start=a&b=1",
  legal: { nameEn: 'Ivan "Vanya" Petrov', nameRu: "ИП Петров <И. С.>", taxId: "770000000000", regNumber: "320770000000000" },
};
const { supportEmail, messengerUrl, legal } = footerStandIns;
const page = `<a href="mailto:${supportEmail}">Write to ${supportEmail}</a><a href="${messengerUrl}">Telegram</a><p>${legal.nameEn}|${legal.nameRu}|${legal.taxId}|${legal.regNumber}</p>`;

describe("the footer's details in a prerendered page", () => {
  it("puts every value in place of its stand-in, each as often as it appears", () => {
    const html = fillFooter(page, config);
    expect(html).toBe(
      '<a href="mailto:help@forma.example">Write to help@forma.example</a><a href="https://t.me/forma?start=a&amp;b=1">Telegram</a>' +
        "<p>Ivan &quot;Vanya&quot; Petrov|ИП Петров &lt;И. С.&gt;|770000000000|320770000000000</p>",
    );
    expect(hasFooterStandIns(html)).toBe(false);
  });

  it("knows a page that has the stand-ins from one that has not", () => {
    expect(hasFooterStandIns(page)).toBe(true);
    expect(hasFooterStandIns('<footer><div class="h-12 animate-pulse"></div></footer>')).toBe(false);
  });

  it("has stand-ins none of which is part of another, so each is replaced alone", () => {
    const all = [footerStandIns.supportEmail, footerStandIns.messengerUrl, ...Object.values(footerStandIns.legal)];
    for (const a of all) for (const b of all) if (a !== b) expect(b.includes(a), `${a} in ${b}`).toBe(false);
  });
});
