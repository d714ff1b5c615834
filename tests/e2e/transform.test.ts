import { readFileSync } from "node:fs";
import { deflateSync } from "node:zlib";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "./axe";
import { phone, signedInPage, subscribedPage, untilHydrated, updateProfile } from "./helpers";

/** A real PNG made here: a person-like figure on a light background. */
function figurePng(width = 600, height = 900): Buffer {
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
    const t = y / height;
    const half = t < 0.08 ? 0 : t < 0.18 ? 0.07 : t < 0.25 ? 0.04 : t < 0.62 ? 0.16 : t < 0.95 ? 0.12 : 0;
    for (let x = 0; x < width; x++) {
      const i = y * (width * 3 + 1) + 1 + x * 3;
      const inside = Math.abs(x - width / 2) < half * width;
      raw[i] = inside ? 150 : 215;
      raw[i + 1] = inside ? 110 : 222;
      raw[i + 2] = inside ? 95 : 232;
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

/** Drops a file on the photo area, as a desktop browser does when one is dragged in (`size`: that many zero bytes, made in the page). */
async function dropFile(page: Page, name: string, type: string, content: Buffer | { size: number }) {
  const transfer = await page.evaluateHandle(
    ({ b64, size, name, type }) => {
      const data = b64 === null ? new Uint8Array(size) : Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const dt = new DataTransfer();
      dt.items.add(new File([data], name, { type }));
      return dt;
    },
    {
      b64: Buffer.isBuffer(content) ? content.toString("base64") : null,
      size: Buffer.isBuffer(content) ? 0 : content.size,
      name,
      type,
    },
  );
  const area = page.getByTestId("photo-drop");
  await area.dispatchEvent("dragover", { dataTransfer: transfer });
  await area.dispatchEvent("drop", { dataTransfer: transfer });
}

describe("Time machine", () => {
  it("on a Russian phone: upload through the file chooser, cut for 3 months, regenerate, download, delete", async () => {
    const page = await subscribedPage("/mtransform", "PRO", { device: phone, ru: true });
    await page.getByRole("heading", { name: "Машина времени" }).waitFor();
    // Before her answer about pregnancy and breastfeeding, a cut is not offered, and she is told
    // where to give it; "No" in her profile opens it.
    await page
      .getByTestId("transform-cut-refused")
      .getByText("Прежде чем показать сушку, «Машина времени» спрашивает, не беременны ли вы и не кормите ли грудью.", {
        exact: false,
      })
      .waitFor();
    await updateProfile(page, { lifeStage: "none" });
    await page.reload();
    await untilHydrated(page);
    await page.getByRole("heading", { name: "Машина времени" }).waitFor();
    // The profile kept on the device shows first and is read again a moment later (decision 0009).
    await expect.poll(() => page.getByTestId("transform-cut-refused").count(), { timeout: 10_000 }).toBe(0);
    const left = page.getByTestId("transform-left");
    expect(await left.innerText()).toMatch(/^Осталось изображений в этом месяце: 10 из 10 · обновятся \d+ \S+ \d{4}\sг\.$/);
    await page.getByText("В кадре всё тело, с головы до ног").waitFor();

    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      page.getByRole("button", { name: "Выбрать файл" }).click(),
    ]);
    await chooser.setFiles({ name: "я.png", mimeType: "image/png", buffer: figurePng() });
    await page.getByRole("img", { name: "Выбранное фото" }).waitFor();
    await page.getByText("Сушка", { exact: true }).click();
    await page.getByText("3 месяца", { exact: true }).click();
    expect(await page.getByRole("radio", { name: /3 месяца/ }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Создать изображение" }).click();

    await page.getByTestId("before-after").waitFor();
    await page.getByRole("heading", { name: "Сушка, 3 месяца" }).waitFor();
    await page.getByText(/^Осталось изображений в этом месяце: 9 из 10/).waitFor();
    expect(await page.getByTestId("transform-engine").innerText()).toContain("Изображение сделано без ИИ-модели");
    // 62 kg at 168 cm over 13 weeks: 58.1 to 54.4 kg.
    expect(await page.getByTestId("projection").innerText()).toContain(
      "за 13\u00a0нед. сушки можно сбросить 3,9–7,6\u00a0кг: с 62\u00a0кг примерно до 54,4–58,1\u00a0кг.",
    );
    expect(await page.getByTestId("projection").innerText()).toContain("Картинка\u00a0— иллюстрация, а не обещание");

    // The before/after handle works from the keyboard.
    const handle = page.getByRole("slider", { name: "Сравнение до и после" });
    expect(await handle.getAttribute("aria-valuenow")).toBe("50");
    await handle.focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    expect(await handle.getAttribute("aria-valuenow")).toBe("52");
    await page.keyboard.press("Home");
    expect(await handle.getAttribute("aria-valuenow")).toBe("0");

    await page.getByRole("button", { name: "Другой вариант" }).click();
    await page.getByText(/^Осталось изображений в этом месяце: 8 из 10/).waitFor();
    await page.getByTestId("before-after").waitFor();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("transform-download").click()]);
    expect(download.suggestedFilename()).toBe("forma-cut-3.jpg");
    const saved = readFileSync((await download.path())!);
    expect([...saved.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);

    const history = page.getByTestId("transform-history").getByRole("listitem");
    expect(await history.count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    await history
      .first()
      .getByRole("button", { name: /^Удалить изображение от / })
      .click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Удалить" }).click();
    await page.getByText("Изображение удалено").waitFor();
    await expect.poll(() => history.count()).toBe(1);
  });

  it("on a desktop: a dragged-in photo, the checks before sending, the camera's fallback, a bulk", async () => {
    const page = await subscribedPage("/transform", "PRO");
    await page.getByRole("heading", { name: "Time machine" }).waitFor();
    await page.getByText("No previews yet.").waitFor();

    // The same rules as the server's, before anything is sent.
    await dropFile(page, "animation.gif", "image/gif", Buffer.concat([Buffer.from("GIF89a"), Buffer.alloc(40)]));
    await page.getByTestId("photo-error").getByText("Only JPEG and PNG photos are supported").waitFor();
    await dropFile(page, "huge.png", "image/png", { size: 5 * 1024 * 1024 + 1 });
    await page.getByTestId("photo-error").getByText("Image must be less than 5MB").waitFor();
    await dropFile(page, "notes.txt", "text/plain", Buffer.from("not a photo"));
    await page.getByTestId("photo-error").getByText("Please upload an image file").waitFor();

    // No camera here: the dialog says so and offers the file chooser instead.
    await page.getByRole("button", { name: "Take a photo" }).click();
    const dialog = page.getByRole("dialog", { name: "Take a photo" });
    await dialog
      .getByTestId("camera-refused")
      .getByText(/The camera isn't available/)
      .waitFor();
    const [chooser] = await Promise.all([
      page.waitForEvent("filechooser"),
      dialog.getByRole("button", { name: "Choose a file" }).click(),
    ]);
    await chooser.setFiles([]);

    await dropFile(page, "me.png", "image/png", figurePng());
    await page.getByRole("img", { name: "The photo you chose" }).waitFor();
    expect(await page.getByTestId("photo-error").count()).toBe(0);
    await page.getByText("Bulk", { exact: true }).click();
    await page.getByText("12 months", { exact: true }).click();
    await page.getByRole("button", { name: "Generate", exact: true }).click();
    await page.getByRole("heading", { name: "Bulk, 12 months" }).waitFor();
    await page.getByTestId("before-after").waitFor();
    await page.getByText(/^9 of 10 previews left this month/).waitFor();
    expect(await page.getByTestId("projection").innerText()).toMatch(
      /52 weeks of bulking could add 8\.6–18\.4 kg: from 62 kg to about 70\.6–80\.4 kg\./,
    );
    expect(await seriousViolations(page)).toEqual([]);

    // Leaving and coming back shows the latest preview again.
    await page.goto("/profile");
    await page.goto("/transform");
    await page.getByRole("heading", { name: "Bulk, 12 months" }).waitFor();
    await page.getByRole("button", { name: "Generate new" }).click();
    await page.getByTestId("photo-drop").waitFor();
  });

  it("locks the Time machine for members without Pro, on the server too", async () => {
    const free = await signedInPage("/transform");
    await free.getByTestId("lock-screen").waitFor();
    expect(await free.getByTestId("photo-drop").count()).toBe(0);
    const refused = await free.evaluate(async () => {
      const res = await fetch("/api/transform/previews?type=cut&months=3", {
        method: "POST",
        body: new Uint8Array([0x89, 0x50]),
      });
      return res.status;
    });
    expect(refused).toBe(403);
  });
});
