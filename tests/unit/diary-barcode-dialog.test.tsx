// The barcode dialog's typed code and the lookup's outcomes (happy-dom has no camera: the dialog
// says so and the typed field does the work). The server is a stub answering as the API does.
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { BarcodeLookupJson, FoodResultJson } from "../../core/api/foods";
import { switchLocale } from "../../web/shared/i18n/locale";
import { BarcodeDialog } from "../../web/diary/barcode/BarcodeDialog";

const nutella: BarcodeLookupJson = {
  product: {
    barcode: "3017620422003",
    name: "Nutella",
    brand: "Ferrero",
    quantity: "400g",
    per100g: { kcal: 539, protein: 6.3, fat: 30.9, carbs: 57.5 },
    servingGrams: 15,
    source: "Open Food Facts",
    url: "https://world.openfoodfacts.org/product/3017620422003",
    attribution: {
      text: "Product data © Open Food Facts contributors, licence ODbL",
      licenceUrl: "https://opendatacommons.org/licenses/odbl/1-0/",
    },
  },
  own: null,
};
const ownFood: FoodResultJson = {
  kind: "custom",
  id: "9d7c2a47-8f0e-4c1b-9a3e-2f6b5d4c3b2a",
  name: { en: "My granola", ru: null, usda: null },
  group: null,
  per100g: { kcal: 450, protein: 10, fat: 18, carbs: 60 },
  serving: null,
};

const error = (status: number, code: string, message: string) => Response.json({ error: { code, message } }, { status });
let answers: Record<string, () => Response | Promise<Response>>;
let asked: string[];

beforeEach(() => {
  asked = [];
  answers = {};
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: RequestInfo | URL) => {
      const path = String(input);
      asked.push(path);
      const code = /^\/api\/foods\/barcode\/(\d+)$/.exec(path)?.[1];
      const answer = code ? answers[code] : undefined;
      return answer ? answer() : error(404, "not_found", "Not found");
    }),
  );
});
afterEach(() => {
  act(() => switchLocale("en"));
  vi.unstubAllGlobals();
});

function open() {
  const onFound = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <BarcodeDialog userId="member-1" open onOpenChange={() => {}} onFound={onFound} />
    </QueryClientProvider>,
  );
  const dialog = screen.getByTestId("barcode-dialog");
  const lookUp = (code: string, button = "Look up") => {
    fireEvent.change(within(dialog).getByLabelText(/^(Barcode digits|Цифры штрихкода)$/), { target: { value: code } });
    fireEvent.click(within(dialog).getByRole("button", { name: button }));
  };
  return { dialog, onFound, lookUp };
}

describe("the barcode dialog", () => {
  it("says the camera is not there and takes a typed code instead, without offering the camera again", async () => {
    answers["3017620422003"] = () => Response.json(nutella);
    const { dialog, lookUp } = open();
    await within(dialog).findByRole("alert");
    expect(within(dialog).getByRole("alert").textContent).toMatch(/Type the digits/);
    lookUp("3017620422003");
    await within(dialog).findByRole("article", { name: "Nutella" });
    expect(within(dialog).queryByRole("button", { name: "Scan with the camera" })).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Another barcode" }));
    const field = within(dialog).getByLabelText("Barcode digits") as HTMLInputElement;
    expect(field.value).toBe("");
    expect(document.activeElement).toBe(field);
    expect(within(dialog).queryByRole("alert")).toBeNull();
    expect(within(dialog).queryByRole("button", { name: "Another barcode" })).toBeNull();
  });

  it("refuses a code the server would refuse, with its words, before asking", async () => {
    const { dialog, lookUp } = open();
    lookUp("12345");
    await within(dialog).findByText("A barcode is 8, 12 or 13 digits (EAN-13, EAN-8, UPC-A or UPC-E)");
    lookUp("3017620422004");
    await within(dialog).findByText("The barcode's last digit does not match the others: check the number");
    expect(asked).toEqual([]);
  });

  it("keeps only digits of what is typed or pasted", () => {
    const { dialog } = open();
    const field = within(dialog).getByLabelText("Barcode digits") as HTMLInputElement;
    fireEvent.change(field, { target: { value: "3 017620-422003" } });
    expect(field.value).toBe("3017620422003");
  });

  it("shows a product with its values per 100 g and the attribution with its links", async () => {
    answers["3017620422003"] = () => Response.json(nutella);
    const { dialog, lookUp, onFound } = open();
    lookUp("3017620422003");
    const card = await within(dialog).findByRole("article", { name: "Nutella" });
    expect(card.textContent).toContain("Ferrero · 400g");
    expect(card.textContent).toContain("539 kcal");
    expect(card.textContent).toContain("6.3 g");
    expect(card.textContent).toContain("31 g");
    expect(card.textContent).toContain("Product data © Open Food Facts contributors, licence ODbL");
    expect(
      within(card)
        .getByRole("link", { name: /Open Food Facts/ })
        .getAttribute("href"),
    ).toBe(nutella.product!.url);
    expect(within(card).getByRole("link", { name: "The ODbL licence" }).getAttribute("href")).toBe(
      nutella.product!.attribution.licenceUrl,
    );
    expect(within(dialog).getByRole("button", { name: "Save as my food" })).toBeTruthy();
    expect(onFound).not.toHaveBeenCalled();
  });

  it("hands the member's own food with the code straight on", async () => {
    answers["3017620422003"] = () => Response.json({ ...nutella, own: ownFood });
    const { lookUp, onFound } = open();
    lookUp("3017620422003");
    await waitFor(() => expect(onFound).toHaveBeenCalledWith(ownFood));
  });

  it("says an unknown product can be added from its label", async () => {
    answers["4006381333931"] = () =>
      error(404, "not_found", "No product with this barcode is known yet. You can add it as your own food from its label");
    const { dialog, lookUp } = open();
    lookUp("4006381333931");
    const alert = await within(dialog).findByText(/No product with this barcode is known yet/);
    const box = alert.closest("[role=alert]") as HTMLElement;
    expect(within(box).getByRole("button", { name: "Add it from its label" })).toBeTruthy();
    expect(within(box).queryByRole("button", { name: "Try again" })).toBeNull();
  });

  it("offers to try again when the product database or the limit says so, and asks again", async () => {
    answers["3017620422003"] = () => error(503, "barcode_lookup_unavailable", "The product database is not answering right now.");
    const { dialog, lookUp } = open();
    lookUp("3017620422003");
    await within(dialog).findByText("The product database is not answering right now.");
    answers["3017620422003"] = () => error(429, "rate_limited", "Too many barcode lookups in a minute. Try again in 20 s");
    fireEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    await within(dialog).findByText("Too many barcode lookups in a minute. Try again in 20 s");
    answers["3017620422003"] = () => Response.json(nutella);
    fireEvent.click(within(dialog).getByRole("button", { name: "Try again" }));
    await within(dialog).findByRole("article", { name: "Nutella" });
    expect(asked).toHaveLength(3);
  });

  it("says a lookup needs the network when there is none", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    answers["3017620422003"] = () => Promise.reject(new TypeError("Failed to fetch"));
    const { dialog, lookUp } = open();
    lookUp("3017620422003");
    await within(dialog).findByText(/Looking a barcode up needs the network/);
    vi.restoreAllMocks();
  });

  it("speaks Russian", async () => {
    act(() => switchLocale("ru"));
    answers["3017620422003"] = () => Response.json(nutella);
    const { dialog, lookUp } = open();
    expect(within(dialog).getByRole("heading", { name: "Поиск продукта по штрихкоду" })).toBeTruthy();
    lookUp("3017620422004", "Найти");
    await within(dialog).findByText("Последняя цифра штрихкода не сходится с остальными — проверьте номер");
    lookUp("3017620422003", "Найти");
    const card = await within(dialog).findByRole("article", { name: "Nutella" });
    // Russian joins a number to its unit with a no-break space.
    expect(card.textContent).toContain("539\u00a0ккал");
    expect(card.textContent).toContain("6,3\u00a0г");
    expect(within(dialog).getByRole("button", { name: "Сохранить в мои продукты" })).toBeTruthy();
  });
});
