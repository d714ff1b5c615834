// The library's dish names and the plan's food table, loaded when the member asks for the example
// day (they are large, and most visits never need them).
import type { PlanLookups } from "./example-day";

export async function loadPlanLookups(): Promise<PlanLookups> {
  const [{ dishes }, { foods }, { foodMicronutrients }] = await Promise.all([
    import("../../../content/dishes/dishes"),
    import("../../../content/foods/foods"),
    import("../../../content/foods/micronutrients"),
  ]);
  const dishNames = new Map(dishes.map((d) => [d.slug, d.name]));
  const table = new Map(foods.map((f) => [f.slug, f]));
  return {
    dishName: (slug) => dishNames.get(slug),
    food: (slug) => {
      const food = table.get(slug);
      const ndb = foodMicronutrients[slug]?.ndb;
      return food && ndb ? { ndb, name: food.name, per100g: food.per100g } : undefined;
    },
  };
}
