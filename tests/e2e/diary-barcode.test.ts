// A packaged product by its barcode, logged to the day (docs/food-diary.md, Barcodes): scanned
// from the camera in Russian on a phone (Chromium's fake camera plays a picture of Nutella's
// EAN-13; Chromium on Linux has no BarcodeDetector, so the WASM reader reads it), and typed in
// English at a desk, with the code's own checks and an unknown product added from its label.
// Product pictures come from Open Food Facts' hosts, which the page's CSP lets in; here a route
// stands in for them (no network in the tests).
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { chromiumArgs, findChromium } from "../support/browser";
import { seriousViolations } from "./axe";
import { writeBarcodeVideo } from "./fixtures/ean13-video";
import { baseURL, desktop, openPage, password, phone, untilHydrated, verifiedMember } from "./helpers";

// A 1×1 PNG for the product's picture.
const picture = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=",
  "base64",
);
const productPictures = /^https:\/\/(images|static)\.openfoodfacts\.org\//;

let cameraBrowser: Browser | undefined;
afterAll(async () => {
  await cameraBrowser?.close();
});

/** A phone whose camera films a Nutella barcode, its permission already given, signed in on `path`. */
async function phoneFilmingNutella(email: string, path: string): Promise<Page> {
  const video = join(mkdtempSync(join(tmpdir(), "forma-barcode-")), "nutella.y4m");
  writeBarcodeVideo(video, "3017620422003");
  cameraBrowser = await chromium.launch({
    executablePath: findChromium({ full: true }),
    headless: true,
    args: [
      ...chromiumArgs,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  const context = await cameraBrowser.newContext({
    ...phone,
    locale: "ru-RU",
    baseURL: baseURL(),
    permissions: ["camera"],
    serviceWorkers: "block",
    extraHTTPHeaders: {
      "CF-Connecting-IP": `10.77.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`,
    },
  });
  return signIn(context, email, path);
}

async function signIn(context: BrowserContext, email: string, path: string): Promise<Page> {
  await context.route(productPictures, (route) => route.fulfill({ body: picture, contentType: "image/png" }));
  const page = context.pages()[0] ?? (await context.newPage());
  // Every camera stream the page opens, to see that closing the scanner stops it.
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams = streams;
    const open = navigator.mediaDevices?.getUserMedia?.bind(navigator.mediaDevices);
    if (open)
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await open(constraints);
        streams.push(stream);
        return stream;
      };
  });
  const res = await context.request.post("/api/auth/sign-in", {
    data: { email, password },
    headers: { "Sec-Fetch-Site": "same-origin" },
  });
  expect(res.ok()).toBe(true);
  await page.goto(path);
  await untilHydrated(page);
  return page;
}

/** Opens a meal's add-food sheet and, from it, the barcode dialog. */
async function openBarcode(page: Page, meal: string, words: { add: string; sheet: string; scan: string }): Promise<Locator> {
  await page.getByTestId(`diary-meal-${meal}`).getByRole("button", { name: words.add }).click();
  const sheet = page.getByRole("dialog", { name: words.sheet });
  await sheet.getByRole("button", { name: words.scan }).click();
  return page.getByTestId("barcode-dialog");
}

/** The product's picture has loaded (the CSP let it in). */
const pictureShown = (card: Locator) =>
  card.getByRole("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** Logs the chosen food's serving (the label's, which the portion picker offers first); the sheet closes. */
async function logServing(page: Page, sheetName: string, serving: RegExp, confirm: string) {
  const sheet = page.getByRole("dialog", { name: sheetName });
  await sheet.getByText(serving).waitFor();
  await sheet.getByRole("button", { name: confirm, exact: true }).click();
  await sheet.waitFor({ state: "detached" });
}

/** Each camera track the page has opened: "live" or "ended". */
const cameraStates = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { cameraStreams: MediaStream[] }).cameraStreams.flatMap((s) => s.getTracks()).map((t) => t.readyState),
  );

const entryText = (page: Page, meal: string, name: string) =>
  page.getByTestId(`diary-meal-${meal}`).getByTestId("diary-entry").filter({ hasText: name }).innerText();

describe("a product by its barcode", () => {
  it("in Russian on a phone: the camera reads Nutella, shown with its attribution, saved as my food and logged", async () => {
    const page = await phoneFilmingNutella(await verifiedMember("ru"), "/mdiary");
    // The WASM reader comes from our own origin, only now that a scan starts.
    const reader = page.waitForRequest((r) => /^\/assets\/zxing_reader-[\w-]+\.wasm$/.test(new URL(r.url()).pathname));
    const dialog = await openBarcode(page, "breakfast", {
      add: "Добавить продукт",
      sheet: "Добавить в завтрак",
      scan: "Штрихкод",
    });
    await dialog.getByRole("heading", { name: "Поиск продукта по штрихкоду" }).waitFor();

    // Read from the camera's picture, looked up, shown; the camera is off once the code is read.
    const card = dialog.getByRole("article", { name: "Nutella" });
    await card.waitFor({ timeout: 15_000 });
    expect(new URL((await reader).url()).origin).toBe(baseURL());
    expect(await dialog.getByLabel("Цифры штрихкода").inputValue()).toBe("3017620422003");
    expect(await card.innerText()).toMatch(/Ferrero · 400g[\s\S]*539\sккал[\s\S]*6,3\sг[\s\S]*31\sг[\s\S]*58\sг/);
    await card.getByText("Данные о продукте © участники Open Food Facts, лицензия ODbL").waitFor();
    expect(await card.getByRole("link", { name: /Страница продукта на Open Food Facts/ }).getAttribute("href")).toBe(
      "https://world.openfoodfacts.org/product/3017620422003",
    );
    await expect.poll(() => pictureShown(card)).toBe(true);
    expect(await cameraStates(page)).toEqual(["ended"]);

    // Saved as the member's own food through the own-food form, started from the product.
    await dialog.getByRole("button", { name: "Сохранить в мои продукты" }).click();
    const form = page.getByRole("dialog", { name: "Новый продукт" });
    expect(await form.getByLabel("Название", { exact: true }).inputValue()).toBe("Nutella");
    expect(await form.getByLabel("Штрихкод (необязательно)").inputValue()).toBe("3017620422003");
    await form.getByRole("button", { name: /^Сохранить/ }).click();

    // The label's 15 g serving: 81 kcal.
    await logServing(page, "Добавить в завтрак", /^Это 15\sг$/, "Добавить");
    await expect.poll(() => entryText(page, "breakfast", "Nutella")).toMatch(/81\sккал/);

    // Scanned again, the code is the member's own food now: straight to its portion.
    await openBarcode(page, "snack", { add: "Добавить продукт", sheet: "Добавить в перекус", scan: "Штрихкод" });
    await logServing(page, "Добавить в перекус", /^Это 15\sг$/, "Добавить");
    await expect.poll(() => entryText(page, "snack", "Nutella")).toMatch(/81\sккал/);
    expect(await cameraStates(page)).toEqual(["ended", "ended"]);
  });

  it("in English at a desk: a typed code, checked as the server checks it, an unknown one added from its label", async () => {
    const email = await verifiedMember();
    const desk = await signIn((await openPage(null, { device: desktop })).context(), email, "/diary");
    const dialog = await openBarcode(desk, "lunch", { add: "Add food", sheet: "Add to lunch", scan: "Scan barcode" });

    // No camera here: said, and the typed field does the work.
    await dialog
      .getByRole("alert")
      .filter({ hasText: /Type the digits|No camera/ })
      .waitFor();
    const field = dialog.getByLabel("Barcode digits");
    await field.fill("80761762");
    await dialog.getByRole("button", { name: "Look up" }).click();
    await dialog.getByText("The barcode's last digit does not match the others: check the number").waitFor();

    await field.fill("4006381333931");
    await field.press("Enter");
    await dialog.getByText(/^No product with this barcode is known yet/).waitFor();
    await dialog.getByRole("button", { name: "Add it from its label" }).click();
    let form = desk.getByRole("dialog", { name: "New food" });
    expect(await form.getByLabel("Barcode (optional)").inputValue()).toBe("4006381333931");
    await form.getByRole("button", { name: "Cancel" }).click();
    await form.waitFor({ state: "detached" });

    // An EAN-8, pictured on Open Food Facts' other host.
    await field.fill("80761761");
    await dialog.getByRole("button", { name: "Look up" }).click();
    const card = dialog.getByRole("article", { name: "Kinder Bueno White" });
    await card.getByText("Product data © Open Food Facts contributors, licence ODbL").waitFor();
    expect(await card.getByRole("link", { name: "The ODbL licence" }).getAttribute("href")).toMatch(
      /^https:\/\/opendatacommons\.org\//,
    );
    await expect.poll(() => pictureShown(card)).toBe(true);
    expect(await seriousViolations(desk)).toEqual([]);
    await dialog.getByRole("button", { name: "Save as my food" }).click();
    form = desk.getByRole("dialog", { name: "New food" });
    await form.getByRole("button", { name: /^Save/ }).click();

    // The label's 19.5 g serving: 111 kcal.
    await logServing(desk, "Add to lunch", /^That is 19\.5\sg$/, "Add");
    await expect.poll(() => entryText(desk, "lunch", "Kinder Bueno White")).toMatch(/111\skcal/);
  });
});
