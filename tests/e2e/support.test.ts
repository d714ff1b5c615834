import { deflateSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { baseURL, mailbox, phone, signedInPage, subscribedPage } from "./helpers";

/** A real PNG made here: a plain light picture, like a screenshot of a page. */
function screenshotPng(width = 390, height = 700): Buffer {
  const table = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = ~0;
    for (const x of b) c = table[(c ^ x) & 255]! ^ (c >>> 8);
    return ~c >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const raw = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * (width * 3 + 1) + 1 + x * 3;
      const bar = y < 60;
      raw[i] = bar ? 22 : 240;
      raw[i + 1] = bar ? 163 : 242;
      raw[i + 2] = bar ? 74 : 245;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

async function attach(page: Page, button: RegExp, file: { name: string; mimeType: string; buffer: Buffer }) {
  const [chooser] = await Promise.all([page.waitForEvent("filechooser"), page.getByRole("button", { name: button }).click()]);
  await chooser.setFiles(file);
}

/**
 * axe in one theme. Each screen is shown on a phone and on a desktop (the Pro form with a request
 * listed; the contact card, the same for Free and Standard): the phone's test checks it dark, the
 * desktop's light, so every screen is checked in both themes with one run per test.
 */
async function axeInTheme(page: Page, theme: "dark" | "light") {
  await page.context().addCookies([{ name: "theme", value: theme, url: baseURL() }]);
  await page.reload();
  await page.locator(`html.${theme}`).waitFor();
  await page.getByRole("heading", { level: 1 }).waitFor();
  expect(await seriousViolations(page), theme).toEqual([]);
}

const account = async (page: Page) => (await (await page.request.get("/api/auth/session")).json()).user as { email: string };

// Each test signs up (and subscribes) first: slow on a busy machine.
describe("Support", { timeout: 180_000 }, () => {
  it("on a Russian phone, Pro: the form's checks, a screenshot shown and removed, the request sent and listed, the copy e-mailed", async () => {
    const page = await subscribedPage("/msupport", "PRO", { device: phone, ru: true });
    await page.getByRole("heading", { name: "Поддержка", level: 1 }).waitFor();
    await page.getByText("Обращений пока нет.").waitFor();

    // Nothing is sent while a rule is broken; each field says which.
    await page.getByRole("button", { name: "Отправить" }).click();
    await page.getByText("Выберите тему из списка").waitFor();
    await page.getByText("Сообщение должно быть не короче 10 символов").waitFor();
    await page.getByLabel("Тема").selectOption({ label: "Оплата и подписка" });
    await page.getByLabel("Сообщение").fill("коротко");
    await page.getByLabel("Сообщение").blur();
    await page.getByText("Сообщение должно быть не короче 10 символов").waitFor();
    await page.getByLabel("Сообщение").fill("С карты списали оплату дважды за ноябрь.");
    await page.getByLabel("Сообщение").blur();
    await expect.poll(() => page.getByText("Сообщение должно быть не короче 10 символов").count()).toBe(0);

    // The screenshot is checked like the Time machine's photo, before it is shown.
    await attach(page, /Прикрепить снимок экрана/, {
      name: "notes.png",
      mimeType: "image/png",
      buffer: Buffer.from("just some text, not a picture"),
    });
    await page.getByTestId("screenshot-error").getByText("Загрузите файл изображения").waitFor();
    await attach(page, /Прикрепить снимок экрана/, { name: "screen.png", mimeType: "image/png", buffer: screenshotPng() });
    await page.getByRole("img", { name: "Прикреплённый снимок экрана" }).waitFor();
    expect(await page.getByTestId("screenshot-error").count()).toBe(0);
    await page.getByRole("button", { name: "Убрать снимок экрана" }).click();
    expect(await page.getByRole("img", { name: "Прикреплённый снимок экрана" }).count()).toBe(0);
    await attach(page, /Прикрепить снимок экрана/, { name: "screen.png", mimeType: "image/png", buffer: screenshotPng() });
    await page.getByRole("img", { name: "Прикреплённый снимок экрана" }).waitFor();

    await page.getByRole("button", { name: "Отправить" }).click();
    await page.getByText("Обращение отправлено. Мы ответим вам по электронной почте.").waitFor();
    const item = page.getByTestId("support-requests").getByRole("listitem");
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.first().innerText()).toContain("Оплата и подписка");
    expect(await item.first().innerText()).toContain("Открыто");
    expect(await item.first().innerText()).toContain("С карты списали оплату дважды за ноябрь.");
    // The form is ready for the next request.
    expect(await page.getByLabel("Сообщение").inputValue()).toBe("");
    expect(await page.getByRole("img", { name: "Прикреплённый снимок экрана" }).count()).toBe(0);

    // The screenshot is served to its owner.
    const href = await item.first().getByRole("link", { name: "Снимок экрана" }).getAttribute("href");
    const shot = await page.request.get(href!);
    expect(shot.status()).toBe(200);
    expect(shot.headers()["content-type"]).toBe("image/jpeg");
    expect(shot.headers()["cache-control"]).toMatch(/^private/);

    const [copy] = await mailbox((await account(page)).email);
    expect(copy?.subject).toBe("Мы получили ваше обращение");
    expect(copy?.text).toContain("С карты списали оплату дважды за ноябрь.");
    const team = (await mailbox("support@forma.example")).find((mail) =>
      mail.text.includes("С карты списали оплату дважды за ноябрь."),
    );
    expect(team?.subject).toBe("[Priority] Support request (PRO, Russian): Billing and payments");

    await axeInTheme(page, "dark");
  });

  it("on a desktop, Pro: reached from the Pro menu; a file over 5 MB refused; a request without a screenshot", async () => {
    const page = await subscribedPage("/profile", "PRO");
    await page.getByTestId("menu-pro").click();
    await page.getByRole("menuitem", { name: /Support/ }).click();
    await page.waitForURL((u) => u.pathname === "/support");
    await page.getByRole("heading", { name: "Support", level: 1 }).waitFor();

    await attach(page, /Attach a screenshot/, {
      name: "huge.png",
      mimeType: "image/png",
      buffer: Buffer.alloc(5 * 1024 * 1024 + 1),
    });
    await page.getByTestId("screenshot-error").getByText("Image must be less than 5MB").waitFor();

    await page.getByLabel("Topic").selectOption("bug");
    await page.getByLabel("Message").fill("The workout timer stops when the screen locks.");
    await page.getByRole("button", { name: "Send" }).click();
    await page.getByText("Your request has been sent. We'll reply by e-mail.").waitFor();
    const item = page.getByTestId("support-requests").getByRole("listitem");
    await expect.poll(() => item.count()).toBe(1);
    expect(await item.first().innerText()).toContain("Something isn't working");
    expect(await item.first().innerText()).toContain("Open");
    expect(await item.first().getByRole("link", { name: "Screenshot" }).count()).toBe(0);
    await axeInTheme(page, "light");
  });

  it("on a desktop, Free: the contact address and an upgrade note, not the lock screen; linked from the settings", async () => {
    const page = await signedInPage("/settings");
    await page.getByTestId("settings-support").click();
    await page.waitForURL((u) => u.pathname === "/support");
    const contact = page.getByTestId("support-contact");
    await contact.getByText("Write to us at support@forma.example and we'll get back to you.").waitFor();
    expect(await contact.getByRole("link", { name: "support@forma.example" }).getAttribute("href")).toBe(
      "mailto:support@forma.example",
    );
    expect(await page.getByRole("button", { name: "Send" }).count()).toBe(0);
    expect(await page.getByText("Pro feature").count()).toBe(0);
    await page.getByRole("link", { name: "See the plans" }).click();
    await page.waitForURL((u) => u.pathname === "/billing");
    await page.goBack();
    await page.getByTestId("support-upgrade").waitFor();
    await axeInTheme(page, "light");
  });

  it("on a Russian phone, Basic: the More panel leads to the contact address", async () => {
    const page = await subscribedPage("/mprofile", "BASIC", { device: phone, ru: true });
    await page.getByTestId("bar-more").click();
    await page
      .getByTestId("panel-more")
      .getByRole("link", { name: /Поддержка/ })
      .click();
    await page.waitForURL((u) => u.pathname === "/msupport");
    await page
      .getByTestId("support-contact")
      .getByText("Напишите нам на support@forma.example — мы обязательно ответим.")
      .waitFor();
    await page.getByRole("link", { name: "Посмотреть тарифы" }).waitFor();
    await axeInTheme(page, "dark");
  });
});
