import { describe, expect, it } from "vitest";
import { call } from "./auth-helpers";
import {
  custom,
  entryChange,
  favouriteChange,
  foodChange,
  get,
  member,
  milk,
  recipe,
  recipeChange,
  rowsOf,
  sync,
  today,
} from "./diary-fixture";

// What the diary's sync refuses (decision 0044): a bad change refuses the whole sync (400, the
// field's own message in the member's language, the field named, nothing written); a sync holds
// 1 to 100 changes. The day's date is a real day from 2000 to a week ahead.

const NB = "\u00a0";

describe("bad changes", () => {
  it("refuse the whole sync with the field's message in English and Russian, writing none of it", async () => {
    const { id, token } = await member();
    const food = foodChange();
    const entry = entryChange(custom(food));
    const perServing = foodChange({ basis: "serving", serving: { label: "bar", grams: 40 } });
    const dish = recipeChange([{ food: milk, grams: 200 }]);
    const cases: [unknown, string, string, string][] = [
      [
        { ...entry, grams: 0 },
        "changes.2.grams",
        "The weight must be more than 0 and at most 5,000 g",
        `Вес${NB}— больше 0 и не больше 5${NB}000${NB}г`,
      ],
      [
        { ...entry, grams: 5001 },
        "changes.2.grams",
        "The weight must be more than 0 and at most 5,000 g",
        `Вес${NB}— больше 0 и не больше 5${NB}000${NB}г`,
      ],
      [
        { ...entry, meal: "brunch" },
        "changes.2.meal",
        "Choose breakfast, lunch, dinner, snack or evening",
        "Выберите завтрак, обед, ужин, перекус или поздний ужин",
      ],
      [
        { ...entry, date: "2024-02-30" },
        "changes.2.date",
        "Enter a real date in the form YYYY-MM-DD",
        "Укажите существующую дату в формате ГГГГ-ММ-ДД",
      ],
      [
        { ...entry, date: "1999-12-31" },
        "changes.2.date",
        "Choose a day from 2000 up to a week from today",
        "Выберите день с 2000 года и не позже чем через неделю",
      ],
      [
        { ...entry, date: "2099-01-01" },
        "changes.2.date",
        "Choose a day from 2000 up to a week from today",
        "Выберите день с 2000 года и не позже чем через неделю",
      ],
      [
        { ...entry, food: { kind: "custom", id: "01077" } },
        "changes.2.food.id",
        "This food is not valid",
        "Недопустимый продукт",
      ],
      [
        { ...entry, food: { kind: "meal", id: "01077" } },
        "changes.2.food.kind",
        "This food is not valid",
        "Недопустимый продукт",
      ],
      [
        { ...entry, portion: { count: 0, label: { en: "cup", ru: "стакан" } } },
        "changes.2.portion.count",
        "This portion is not valid",
        "Недопустимая порция",
      ],
      [{ ...entry, id: "entry-1" }, "changes.2.id", "This identifier is not valid.", "Недопустимый идентификатор."],
      [{ ...entry, updatedAt: 1_000 }, "changes.2.updatedAt", "This time is not valid", "Недопустимое время"],
      [
        { ...entry, type: "note" },
        "changes.2.type",
        "This change to the diary is not valid",
        "Это изменение дневника недопустимо",
      ],
      [
        { ...foodChange(), name: "  " },
        "changes.2.name",
        "Enter a name of up to 80 characters",
        "Введите название не длиннее 80 символов",
      ],
      [
        { ...foodChange(), barcode: "12345" },
        "changes.2.barcode",
        "A barcode is 8 to 14 digits",
        `Штрихкод${NB}— от 8 до 14 цифр`,
      ],
      [
        foodChange({}, { protein: undefined }),
        "changes.2.values.protein",
        "Enter the energy, protein, fat and carbohydrate",
        "Укажите калорийность, белки, жиры и углеводы",
      ],
      [
        foodChange({}, { kcal: 950 }),
        "changes.2.values.kcal",
        "Energy must be from 0 to 900 kcal per 100 g",
        `Калорийность${NB}— от 0 до 900${NB}ккал на 100${NB}г`,
      ],
      // 400 kcal per 40 g serving is 1,000 per 100 g.
      [
        { ...perServing, values: { ...perServing.values, kcal: 400 } },
        "changes.2.values.kcal",
        "Energy must be from 0 to 900 kcal per 100 g",
        `Калорийность${NB}— от 0 до 900${NB}ккал на 100${NB}г`,
      ],
      [
        foodChange({}, { fat: -1 }),
        "changes.2.values.fat",
        "Protein, fat, carbohydrate and their parts must each be from 0 to 100 g per 100 g",
        `Белки, жиры, углеводы и их составляющие${NB}— от 0 до 100${NB}г на 100${NB}г каждое`,
      ],
      [
        foodChange({}, { fiber: 120 }),
        "changes.2.values.fiber",
        "Protein, fat, carbohydrate and their parts must each be from 0 to 100 g per 100 g",
        `Белки, жиры, углеводы и их составляющие${NB}— от 0 до 100${NB}г на 100${NB}г каждое`,
      ],
      [
        foodChange({}, { iron: -0.5 }),
        "changes.2.values.iron",
        "A vitamin or mineral cannot be negative or weigh more than the food itself",
        "Витамин или минерал не может быть меньше нуля или весить больше самого продукта",
      ],
      [
        foodChange({}, { protein: 60, fat: 30, carbs: 20 }),
        "changes.2.values.protein",
        "Protein, fat, carbohydrate, alcohol and water together cannot weigh more than 100 g per 100 g",
        `Белки, жиры, углеводы, алкоголь и вода вместе не могут весить больше 100${NB}г на 100${NB}г`,
      ],
      [
        foodChange({}, { carbs: 10, sugar: 20 }),
        "changes.2.values.sugar",
        "Sugars cannot be more than the carbohydrate",
        "Сахаров не может быть больше, чем углеводов",
      ],
      [
        foodChange({}, { fat: 5, saturatedFat: 4, mono: 3 }),
        "changes.2.values.saturatedFat",
        "Saturated, monounsaturated and polyunsaturated fat together cannot be more than the fat",
        "Насыщенных, мононенасыщенных и полиненасыщенных жиров вместе не может быть больше, чем всех жиров",
      ],
      [
        foodChange({ basis: "serving" }),
        "changes.2.serving",
        "Enter the serving's name and its weight, more than 0 and at most 5,000 g",
        `Укажите название порции и её вес: больше 0 и не больше 5${NB}000${NB}г`,
      ],
      [
        { ...dish, ingredients: [] },
        "changes.2.ingredients",
        "A recipe has 1 to 50 ingredients",
        "В рецепте может быть от 1 до 50 ингредиентов",
      ],
      [
        { ...dish, ingredients: Array.from({ length: 51 }, () => ({ food: milk, grams: 10 })), finishedGrams: 510 },
        "changes.2.ingredients",
        "A recipe has 1 to 50 ingredients",
        "В рецепте может быть от 1 до 50 ингредиентов",
      ],
      [
        { ...dish, ingredients: [{ food: recipe(dish), grams: 100 }] },
        "changes.2.ingredients.0.food.kind",
        "A recipe cannot contain another recipe",
        "Рецепт не может включать другой рецепт",
      ],
      [
        { ...dish, finishedGrams: 15 },
        "changes.2.finishedGrams",
        "The finished weight must be from a tenth of the ingredients' weight to ten times it",
        `Вес готового блюда${NB}— от десятой части до десятикратного веса ингредиентов`,
      ],
      [
        { ...dish, servings: 1.5 },
        "changes.2.servings",
        "Servings must be a whole number from 1 to 100",
        `Число порций${NB}— целое от 1 до 100`,
      ],
      [{ ...favouriteChange(milk), id: "milk" }, "changes.2.id", "This favourite is not valid", "Недопустимое избранное"],
    ];
    for (const [bad, field, en, ru] of cases) {
      const res = await sync(token, [food, entry, bad]);
      expect(res.body, field).toEqual({ error: { code: "validation_failed", message: en } });
      expect(res.status).toBe(400);
      expect(res.res.headers.get("X-Invalid-Field"), en).toBe(field);
      expect((await sync(token, [food, entry, bad], { lang: "ru" })).body.error.message, field).toBe(ru);
    }
    expect(await rowsOf(id)).toEqual({ entries: 0, foods: 0, recipes: 0, favourites: 0 });
    expect((await get(token, `/api/diary/foods/${food.id}`)).status).toBe(404);
  });

  it("accept a label per serving and the other columns as unknown, and a recipe boiled down or with water added", async () => {
    const { token } = await member();
    const perServing = foodChange(
      { basis: "serving", serving: { label: "bar", grams: 40 } },
      { kcal: 360, protein: 0, fat: 36, carbs: 4, iron: null },
    );
    const porridge = recipeChange([{ food: milk, grams: 100 }], { finishedGrams: 1000 });
    const sauce = recipeChange([{ food: milk, grams: 1000 }], { finishedGrams: 100 });
    const res = await sync(token, [perServing, porridge, sauce]);
    expect(res.body.results.map((r: { result: string }) => r.result)).toEqual(["saved", "saved", "saved"]);
    expect(res.body.foods[0].per100g).toMatchObject({ kcal: 900, fat: 90, iron: null, calcium: null });
  });

  it("send from 1 to 100 changes at a time", async () => {
    const { id, token } = await member();
    for (const changes of [[], Array.from({ length: 101 }, () => entryChange(milk))]) {
      expect(await sync(token, changes)).toMatchObject({
        status: 400,
        body: { error: { code: "validation_failed", message: "Send from 1 to 100 changes at a time" } },
      });
      expect((await sync(token, changes, { lang: "ru" })).body.error.message).toBe("Отправляйте от 1 до 100 изменений за раз");
    }
    expect(await rowsOf(id)).toMatchObject({ entries: 0 });
    const hundred = await sync(
      token,
      Array.from({ length: 100 }, () => entryChange(milk, { grams: 10 })),
    );
    expect(hundred.status).toBe(200);
    expect(await rowsOf(id)).toMatchObject({ entries: 100 });
  });

  it("refuse a day that is not a real date within the diary's bounds, and an id that is not one", async () => {
    const { token } = await member();
    expect(await get(token, "/api/diary/day?date=2024-13-01")).toMatchObject({
      status: 400,
      body: { error: { message: "Enter a real date in the form YYYY-MM-DD" } },
    });
    expect((await get(token, "/api/diary/day?date=1999-01-01", { lang: "ru" })).body.error.message).toBe(
      "Выберите день с 2000 года и не позже чем через неделю",
    );
    expect((await get(token, "/api/diary/day")).status).toBe(400);
    expect((await get(token, `/api/diary/day?date=${today}`)).status).toBe(200);
    expect(await get(token, "/api/diary/foods/not-an-id")).toMatchObject({
      status: 400,
      body: { error: { message: "This identifier is not valid." } },
    });
    expect((await call("POST", "/api/diary/sync", "[]", { token })).status).toBe(400);
  });

  it("takes days up to a week ahead by the request's clock, and refuses the day after", async () => {
    const { token } = await member();
    // The server's now is 10 March 2031, noon UTC: the latest day is the 18th (today, a day for
    // members east of UTC, and the week).
    const now = Date.parse("2031-03-10T12:00:00Z");
    const last = entryChange(milk, { date: "2031-03-18", updatedAt: now - 60_000 });
    const after = entryChange(milk, { date: "2031-03-19", updatedAt: now - 60_000 });
    const saved = await sync(token, [last], { now });
    expect(saved.body.results).toEqual([{ id: last.id, result: "saved" }]);
    const refused = await sync(token, [last, after], { now, lang: "ru" });
    expect(refused.status).toBe(400);
    expect(refused.body.error.message).toBe("Выберите день с 2000 года и не позже чем через неделю");
    expect(refused.res.headers.get("X-Invalid-Field")).toBe("changes.1.date");
    expect((await get(token, "/api/diary/day?date=2031-03-18", { now })).status).toBe(200);
    const day = await get(token, "/api/diary/day?date=2031-03-19", { now });
    expect(day).toMatchObject({ status: 400, body: { error: { message: "Choose a day from 2000 up to a week from today" } } });
    expect(day.res.headers.get("X-Invalid-Field")).toBe("date");
  });
});
