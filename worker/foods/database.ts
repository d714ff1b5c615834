// The food database comes from the static assets through the ASSETS binding, not the bundle
// (decision 0043): each file is read once per isolate and kept, the search index built on the
// first search. A failed read is tried again by the next request.
import { foodNutrientsPath, foodSearchPath, type FoodNutrientsFile, type FoodSearchFile } from "../../core/foods/database";
import { foodIndex, type FoodIndex } from "../../core/foods/search";
import { readAssetJson, type Assets } from "../platform/static-assets";

async function readJson<T>(assets: Assets, path: string, isFile: (data: unknown) => data is T): Promise<T> {
  const file = await readAssetJson(assets, path, isFile);
  if (!file) throw new Error(`food database unavailable: ${path} could not be read from ASSETS`);
  return file;
}

const isSearchFile = (d: unknown): d is FoodSearchFile =>
  (d as FoodSearchFile | null)?.source === "SR28" && Array.isArray((d as FoodSearchFile).rows);
const isNutrientsFile = (d: unknown): d is FoodNutrientsFile =>
  (d as FoodNutrientsFile | null)?.source === "SR28" && Array.isArray((d as FoodNutrientsFile).columns);

/** One isolate's copy of the database: the first successful read wins, later ones reuse it. */
export function foodDatabase() {
  let index: FoodIndex | null = null;
  let nutrients: FoodNutrientsFile | null = null;
  return {
    async index(assets: Assets): Promise<FoodIndex> {
      if (!index) {
        const file = await readJson(assets, foodSearchPath, isSearchFile);
        index ??= foodIndex(file);
      }
      return index;
    },
    async nutrients(assets: Assets): Promise<FoodNutrientsFile> {
      if (!nutrients) {
        const file = await readJson(assets, foodNutrientsPath, isNutrientsFile);
        nutrients ??= file;
      }
      return nutrients;
    },
  };
}

/** The worker's food database. */
export const foods = foodDatabase();
