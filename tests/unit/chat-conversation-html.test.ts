import { describe, expect, it } from "vitest";
import { answerHtml, conversationHtml, isAppLink } from "../../markup/conversation-html";

const labels = { you: "You", coach: "Coach" };

describe("the conversation's HTML (written by the worker and by the chat screen)", () => {
  it("formats the coach's Markdown: emphasis, lists and paragraphs", () => {
    const html = answerHtml("**Yes.** Take it daily:\n\n1. 3–5 g\n2. with water\n\n- any time");
    expect(html).toContain("<strong>Yes.</strong>");
    expect(html).toMatch(/<ol>\s*<li>3–5 g<\/li>\s*<li>with water<\/li>\s*<\/ol>/);
    expect(html).toMatch(/<ul>\s*<li>any time<\/li>\s*<\/ul>/);
  });

  it("keeps the app's links in the tab and opens the others in a new one", () => {
    const html = answerHtml(
      "See [the guide](/supplement-guide#creatine), [a study](https://example.org/x) and [that](//example.org/y).",
    );
    expect(html).toContain('<a href="/supplement-guide#creatine">the guide</a>');
    expect(html).toContain('<a href="https://example.org/x" target="_blank" rel="noopener noreferrer">a study</a>');
    expect(html).toContain('<a href="//example.org/y" target="_blank" rel="noopener noreferrer">that</a>');
    expect(isAppLink("/exercises/barbell-bench-press")).toBe(true);
    expect(isAppLink("//example.org")).toBe(false);
    expect(isAppLink("https://example.org")).toBe(false);
  });

  it("shows raw HTML as text and drops unsafe link targets, in answers and in questions", () => {
    const answer = answerHtml('<script>alert(1)</script> <img src=x onerror="alert(2)">\n\nSee [click](javascript:alert(3)).');
    expect(answer).not.toMatch(/<script|<img|href="javascript:/i);
    expect(answer).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    // The dropped link is its text.
    expect(answer).toContain("<p>See click.</p>");
    const question = conversationHtml([{ role: "user", content: 'Is <b>creatine</b> "safe"? **no markdown here**' }], labels);
    expect(question).toContain("Is &lt;b&gt;creatine&lt;/b&gt; &quot;safe&quot;? **no markdown here**");
  });

  it("shows a picture in an answer as its description", () => {
    expect(answerHtml("Like this: ![a goblet squat](https://example.org/squat.png)")).toBe("<p>Like this: a goblet squat</p>");
  });

  it("lists the messages in order, each named for a screen reader", () => {
    const html = conversationHtml(
      [
        { role: "user", content: "Hello" },
        { role: "assistant", content: "Hi *there*" },
      ],
      { you: "Вы", coach: "Тренер <AI>" },
    );
    const items = html.split("</li>").filter(Boolean);
    expect(items).toHaveLength(2);
    expect(items[0]).toContain('<span class="sr-only">Вы: </span><p class="whitespace-pre-wrap">Hello</p>');
    expect(items[1]).toContain('<span class="sr-only">Тренер &lt;AI&gt;: </span><p>Hi <em>there</em></p>');
    expect(conversationHtml([], labels)).toBe("");
  });
});
