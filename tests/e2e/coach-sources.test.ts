import { describe, expect, it } from "vitest";
import { subscribedPage, untilHydrated } from "./helpers";

describe("the coach's sources", () => {
  it("answers a Russian member's question about food after training from the library, with a link to the article", async () => {
    const page = await subscribedPage("/chat", "PRO", { ru: true });
    await page.getByRole("heading", { name: "ИИ-тренер" }).waitFor();
    await untilHydrated(page);
    await page.getByLabel("Ваше сообщение").fill("Что съесть после тренировки?");
    await page.keyboard.press("Enter");
    const answer = page.getByTestId("chat-log").locator("li", { hasText: "Подробнее:" });
    await answer.waitFor();
    const text = await answer.innerText();
    // About food after training, not the workout plan, with the member's own protein figure.
    expect(text).toMatch(/белк|углевод/i);
    expect(text).toMatch(/Для вас:\sоколо\s\**\d+\sг\**\sбелка\sв\sдень/);
    expect(text).not.toContain("плана тренировок");
    // The sources are links into the app: the article opens at its section.
    const source = answer.locator('a[href^="/articles/"]').first();
    const href = await source.getAttribute("href");
    expect(href).toMatch(/^\/articles\/[a-z-]+#[a-z-]+$/);
    await source.click();
    await page.waitForURL((u) => u.pathname === href!.split("#")[0]);
    await page.getByTestId("article").waitFor();
  });
});
