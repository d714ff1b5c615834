import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import {
  openPage,
  phone,
  recordShifts,
  shiftsSoFar,
  whatShifted,
  signedInPage,
  subscribedPage,
  untilHydrated,
  untilToastsGone,
} from "./helpers";

const log = (page: Page) => page.getByTestId("chat-log");

const words = {
  en: { box: "Your message", send: "Send", wait: "Please wait a moment before sending another message" },
  ru: { box: "Ваше сообщение", send: "Отправить", wait: "Подождите немного, прежде чем отправить следующее сообщение" },
};

/**
 * Sends a message as a member would (Enter, or the send button), whether or not the server's pause
 * between messages (3 s, on the server's own clock) is over: a send too soon is refused with a
 * notice and the message comes back to the box; once the notice has gone, it is sent again.
 */
async function send(page: Page, question: string, { lang = "en", how = "Enter" }: { lang?: "en" | "ru"; how?: "Enter" | "button" } = {}) {
  const box = page.getByRole("textbox", { name: words[lang].box });
  const button = page.getByRole("button", { name: words[lang].send, exact: true });
  await box.fill(question);
  for (;;) {
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/chat/messages") && r.request().method() === "POST");
    await (how === "Enter" ? box.press("Enter") : button.click());
    const res = await answered;
    if (res.status() !== 429) {
      expect(res.status()).toBe(200);
      return;
    }
    expect(await res.json()).toMatchObject({ error: { code: "chat_too_soon" } });
    await page.locator("[data-sonner-toast]", { hasText: words[lang].wait }).waitFor();
    await untilToastsGone(page);
    // Ready to send again: the message is in the box and the send button takes it.
    expect(await box.inputValue()).toBe(question);
    await expect.poll(() => button.isEnabled()).toBe(true);
  }
}

describe("AI coach chat", () => {
  it("holds a conversation: a chip, a typed question, streamed Markdown answers, history and clearing; chest pressure in Russian gets the emergency numbers", async () => {
    const page = await subscribedPage("/chat", "PRO");
    await page.getByRole("heading", { name: "AI coach" }).waitFor();
    await log(page).getByText("Hi, Anna! I'm your coach.").waitFor();
    expect(await page.getByTestId("chat-remaining").innerText()).toMatch(/^100 of 100 messages left this month · renews on /);

    await page.getByRole("button", { name: "How many calories should I eat?" }).click();
    // The coach's numbers: 1,359 kcal BMR × 1.55 = 2,106 kcal maintenance for this member.
    await log(page)
      .getByText(/Maintenance is about 2,106 kcal/)
      .waitFor();
    await log(page).getByRole("link", { name: "calculators" }).waitFor();
    await page.getByText(/^99 of 100 messages left/).waitFor();

    // The log is a live region: the next answer adds its own items, the first ones stay as they
    // are (a screen reader reads only what is new).
    await log(page).locator("[data-chat-history] li").first().evaluate((el) => el.setAttribute("data-seen", ""));
    // Sent at once: the box keeps the text when the server asks to wait (3 s between messages).
    await send(page, "How do I do the bench press?");
    const answer = log(page).locator("li", { hasText: "How to do it:" });
    await answer.locator("ol li").first().waitFor();
    expect(await log(page).locator("[data-chat-history] li[data-seen]").count()).toBe(1);
    expect(await answer.locator("strong", { hasText: "Barbell bench press" }).count()).toBe(1);
    // Once the answer is whole: while it streams, each piece writes the item anew, and a click whose
    // press and release land on two copies of the link follows neither (a clean-copy run lost one).
    await page.getByText(/^98 of 100 messages left/).waitFor();
    await answer.getByRole("link", { name: "exercise page" }).click();
    await page.waitForURL((u) => u.pathname === "/exercises/barbell-bench-press");

    // History is kept across visits, and can be cleared.
    await page.goto("/chat");
    await log(page).getByText("How do I do the bench press?").waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Clear chat" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Clear chat" }).click();
    await page.getByText("Conversation cleared").waitFor();
    expect(await log(page).locator("[data-chat-history] li").count()).toBe(0);
    await log(page).getByText("Hi, Anna! I'm your coach.").waitFor();

    // Chest pressure, asked in Russian after switching the language: the emergency numbers and no exercise.
    await page.getByTestId("lang-ru").click();
    await page.getByRole("heading", { name: "ИИ-тренер" }).waitFor();
    await send(page, "давит в груди и одышка на беговой дорожке", { lang: "ru", how: "button" });
    const emergency = log(page).locator("li", { hasText: "Прекратите тренировку прямо сейчас." });
    await emergency.getByText(/Вызовите скорую: 112/).waitFor();
    // The whole answer has arrived (the allowance updates once it is complete).
    await page.getByTestId("chat-remaining").filter({ hasText: "97 из 100" }).waitFor();
    const text = await emergency.innerText();
    expect(text).toContain("103");
    expect(text).toContain("911");
    // No exercise card, no library page: nothing to train with.
    expect(await log(page).locator('a[href^="/exercises/"], a[href^="/articles/"], a[href="/workout"]').count()).toBe(0);
    expect(text).not.toMatch(/Как выполнять|Подробнее|разминк/i);

    // A question typed and sent with Enter before the app has taken the page over (its start held
    // back) is sent whole once it has: answered, or back in the box if the server asks to wait.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/chat", { waitUntil: "domcontentloaded" });
    const box = page.getByLabel("Ваше сообщение");
    await box.fill("Спасибо!");
    await box.press("Enter");
    const sent = page.waitForRequest((r) => r.url().endsWith("/api/chat/messages") && r.method() === "POST");
    release();
    expect((await sent).postDataJSON()).toMatchObject({ content: "Спасибо!" });
    await expect
      .poll(async () => (await box.inputValue()) === "Спасибо!" || (await log(page).getByText("Спасибо!", { exact: true }).count()) > 0)
      .toBe(true);
  });

  it("answers in Russian on a phone and says so when the monthly limit is reached", async () => {
    // A 360 px phone: the box is below the fold.
    const page = await subscribedPage("/mchat", "PRO", { device: { ...phone, viewport: { width: 360, height: 740 } }, ru: true });
    await page.getByRole("heading", { name: "ИИ-тренер" }).waitFor();
    await untilHydrated(page);
    // A question whose answer is longer than the log: the log scrolls as it grows.
    const box = page.getByLabel("Ваше сообщение");
    // The box is in view without scrolling, above the bottom bar.
    expect(
      await box.evaluate((el) => {
        const r = el.getBoundingClientRect();
        return r.bottom <= innerHeight && el.contains(document.elementFromPoint(r.left + r.width / 2, r.bottom - 4));
      }),
    ).toBe(true);
    // A new conversation shows the welcome from its first line, though the suggestions under it
    // run past the log's height on a phone.
    const welcomeTop = () =>
      log(page).evaluate((el) => [
        el.querySelector("[data-chat-welcome]")!.getBoundingClientRect().top - el.getBoundingClientRect().top,
        el.scrollHeight > el.clientHeight,
      ]);
    await expect.poll(async () => ((await welcomeTop())[0] as number) >= 0 && (await welcomeTop())[1]).toBe(true);
    // On a touch keyboard Enter starts a new line (the button sends), and no hint says otherwise.
    await box.fill("Как делать гоблет-присед?");
    await box.press("Enter");
    expect(await box.inputValue()).toBe("Как делать гоблет-присед?\n");
    expect(await page.locator("#chat-hint").innerText()).toBe("26/2000");
    // Scrolled down a little (the box still in view), the page stays there while the answer
    // streams into the log (it once scrolled back up as the answer grew, the box behind the bottom bar).
    await page.evaluate(() => scrollTo(0, 100));
    const scrolled = await page.evaluate(() => scrollY);
    expect(scrolled).toBe(100);
    await page.getByRole("button", { name: "Отправить", exact: true }).click();
    await log(page).getByText("Частые ошибки:").waitFor();
    await page.locator('[data-testid="chat-log"] ul[aria-busy="true"]').waitFor({ state: "detached" });
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    // A month used up (the page arrives with the conversation's data): the limit screen
    // replaces the box, with the reset date.
    await page.route(/\/mchat$/, async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, body: (await res.text()).replace(/"remaining":\d+/, '"remaining":0') });
    });
    await page.reload();
    await page
      .getByTestId("chat-limit")
      .getByText(/^Месячный лимит сообщений исчерпан\. Он обновится \d+ \S+ \d{4}\sг\.$/)
      .waitFor();
    // With the box gone, what to do when feeling unwell stays in view.
    await page.getByTestId("chat-limit").getByText("Плохо себя чувствуете? Прекратите тренировку и звоните 112").waitFor();
    expect(await page.getByLabel("Ваше сообщение").count()).toBe(0);
  });

  it("shows the history in the page's HTML on a phone, and hydrates onto it without asking again or moving it", async () => {
    const page = await subscribedPage("/mchat", "PRO", { device: phone });
    await page.getByRole("heading", { name: "AI coach" }).waitFor();
    await untilHydrated(page);
    for (const [i, question] of ["How much protein do I need?", "Should I take creatine?"].entries()) {
      await send(page, question, { how: "button" });
      await page.getByText(new RegExp(`^${99 - i} of 100 messages left`)).waitFor();
    }
    // The page's own HTML, before any script: the conversation is in it, formatted.
    const html = await (await page.request.get("/mchat", { headers: { Accept: "text/html" } })).text();
    const history = html.slice(html.indexOf("<ul data-chat-history"), html.indexOf("<form"));
    expect(history).toContain("Should I take creatine?");
    expect(history).toContain("<strong>");

    await recordShifts(page);
    const asked: string[] = [];
    page.on("request", (req) => req.url().includes("/api/chat/messages") && asked.push(req.method()));
    await page.reload();
    await untilHydrated(page);
    // Hydrated onto the worker's HTML as it is (not re-rendered after a mismatch), with the data
    // that came with the page: the history is not asked for again.
    expect(await page.locator("#root").getAttribute("data-hydrated")).toBe("yes");
    await page.getByText(/^98 of 100 messages left/).waitFor();
    await page.waitForLoadState("networkidle");
    expect(asked).toEqual([]);
    expect(await log(page).locator("li strong").count()).toBeGreaterThan(0);
    // What shows once hydrated (the allowance, the clear button) moves nothing already painted.
    expect(await shiftsSoFar(page), await whatShifted(page)).toBeLessThan(0.01);

    // Typed before the app has taken the page over (its start held back), Enter on a phone's
    // keyboard is a new line there too, and sends nothing once the app is in charge.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/start-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.reload({ waitUntil: "domcontentloaded" });
    const box = page.getByLabel("Your message");
    await box.fill("Is walking enough?");
    await box.press("Enter");
    release();
    await untilHydrated(page);
    await page.getByText(/^98 of 100 messages left/).waitFor();
    expect(await box.inputValue()).toBe("Is walking enough?\n");
    expect(await page.locator("#chat-hint").innerText()).toBe("19/2000");
    expect(asked).toEqual([]);
  });

  it("locks the chat: visitors are asked to sign in, members without Pro to upgrade", async () => {
    const visitor = await openPage("/chat");
    await visitor.waitForURL(/\/login\?redirect=%2Fchat$/);
    expect(await visitor.getByRole("heading", { level: 1 }).textContent()).toBe("Sign In");
    await visitor.getByTestId("login-chat-prompt").getByText("Sign in to chat with your AI coach.").waitFor();
    const free = await signedInPage("/chat");
    await free.getByTestId("lock-screen").waitFor();
    expect(await free.getByRole("heading", { name: "AI coach" }).count()).toBe(1);
    const refused = await free.evaluate(async () => {
      const res = await fetch("/api/chat/messages", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ content: "Hi" }),
      });
      return [res.status, ((await res.json()) as { error: { message: string } }).error.message];
    });
    expect(refused).toEqual([403, "Subscription required to access chat"]);
  });
});
