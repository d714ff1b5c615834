import {
  createColumnHelper,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type SortingState,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown } from "lucide-react";
import { ToggleGroup } from "radix-ui";
import { useMemo, useState } from "react";
import { foods } from "../../content/foods/foods";
import { foodCategories, type Food, type FoodCategory } from "../../core/nutrition/food";
import type { Locale } from "../../core/locale";
import { SearchField } from "../shared/forms/SearchField";
import { formatNumber } from "../shared/i18n/format";
import * as m from "../../i18n/paraglide/messages.js";
import { chipClass } from "../shared/ui/chip-styles";
import { cn } from "../shared/ui/cn";
import { foldForSearch } from "../shared/ui/search-text";

export type Focus = "protein" | "carbs" | "fats";

const categoryLabels: Record<FoodCategory, () => string> = {
  meat: m.food_cat_meat,
  fish: m.food_cat_fish,
  eggs_dairy: m.food_cat_eggs_dairy,
  legumes: m.food_cat_legumes,
  grains: m.food_cat_grains,
  vegetables: m.food_cat_vegetables,
  fruits: m.food_cat_fruits,
  nuts_seeds: m.food_cat_nuts_seeds,
  oils: m.food_cat_oils,
  other: m.food_cat_other,
};

const col = createColumnHelper<Food>();
const num = (v: number | undefined) => (v === undefined ? "—" : formatNumber(v, 1));

function columns(locale: Locale, focus: Focus) {
  const macro = (key: keyof Food["per100g"], header: () => string) =>
    col.accessor((f) => f.per100g[key], { id: key, header, cell: (c) => num(c.getValue()), sortDescFirst: true });
  const extra =
    focus === "protein"
      ? [
          col.accessor((f) => f.leucine, {
            id: "leucine",
            header: m.food_col_leucine,
            cell: (c) => num(c.getValue()),
            sortUndefined: "last",
            sortDescFirst: true,
          }),
        ]
      : focus === "carbs"
        ? [
            col.accessor((f) => f.glycemicIndex, {
              id: "gi",
              header: m.food_col_gi,
              cell: (c) => num(c.getValue()),
              sortUndefined: "last",
              sortDescFirst: true,
            }),
          ]
        : [
            col.accessor((f) => f.omega3, {
              id: "omega3",
              header: m.food_col_omega3,
              cell: (c) => num(c.getValue()),
              sortUndefined: "last",
              sortDescFirst: true,
            }),
            col.accessor((f) => f.omega6, {
              id: "omega6",
              header: m.food_col_omega6,
              cell: (c) => num(c.getValue()),
              sortUndefined: "last",
              sortDescFirst: true,
            }),
          ];
  return [
    col.accessor((f) => f.name[locale], {
      id: "name",
      header: m.food_col_name,
      cell: (c) => {
        const f = c.row.original;
        return (
          <span className="grid">
            <span className="font-medium">{f.name[locale]}</span>
            <span className="text-xs text-muted">
              {f.state[locale]}
              {focus === "protein" && f.completeProtein ? ` · ${m.food_complete()}` : ""}
              {" · "}
              {/* The USDA entry the numbers come from. */}
              <a
                href={`https://fdc.nal.usda.gov/food-details/${f.fdcId}/nutrients`}
                target="_blank"
                rel="noreferrer noopener"
                className="underline-offset-2 hover:text-accent hover:underline"
              >
                FDC {f.fdcId}
              </a>
            </span>
          </span>
        );
      },
    }),
    macro("kcal", m.food_col_kcal),
    macro("protein", m.food_col_protein),
    ...(focus === "protein" ? extra : []),
    macro("carbs", m.food_col_carbs),
    macro("fiber", m.food_col_fiber),
    macro("sugar", m.food_col_sugar),
    ...(focus === "carbs" ? extra : []),
    macro("fat", m.food_col_fat),
    macro("saturatedFat", m.food_col_saturated),
    ...(focus === "fats" ? extra : []),
  ];
}

const firstSort: Record<Focus, SortingState> = {
  protein: [{ id: "protein", desc: true }],
  carbs: [{ id: "carbs", desc: true }],
  fats: [{ id: "fat", desc: true }],
};

/** One food table for the three encyclopedias: searchable, filterable, sortable by any column. */
export function FoodTable({ locale, focus }: { locale: Locale; focus: Focus }) {
  const [sorting, setSorting] = useState<SortingState>(firstSort[focus]);
  const [query, setQuery] = useState("");
  const [category, setCategory] = useState<FoodCategory | "all">("all");
  const data = useMemo(() => {
    const q = foldForSearch(query.trim());
    return foods.filter(
      (f) => (category === "all" || f.category === category) && (!q || foldForSearch(`${f.name.en} ${f.name.ru}`).includes(q)),
    );
  }, [query, category]);
  // eslint-disable-next-line react-hooks/incompatible-library -- the app is not built with the React Compiler, so nothing is left unmemoized.
  const table = useReactTable({
    data,
    columns: useMemo(() => columns(locale, focus), [locale, focus]),
    state: { sorting },
    onSortingChange: setSorting,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
  });

  return (
    <section aria-labelledby="food-table" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="food-table" className="text-2xl font-bold">
          {m.food_table_title()}
        </h2>
        <p className="text-sm text-muted">{m.food_table_lead()}</p>
      </div>
      <SearchField
        id="food-search"
        label={m.food_search()}
        value={query}
        onChange={setQuery}
        placeholder={m.food_search_placeholder()}
        className="max-w-md"
      />
      <ToggleGroup.Root
        type="single"
        value={category}
        onValueChange={(v) => v && setCategory(v as FoodCategory | "all")}
        aria-label={m.food_category()}
        className="flex flex-wrap gap-2"
      >
        <ToggleGroup.Item value="all" className={chipClass}>
          {m.food_all()}
        </ToggleGroup.Item>
        {foodCategories.map((c) => (
          <ToggleGroup.Item key={c} value={c} className={chipClass}>
            {categoryLabels[c]()}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <p className="text-sm text-muted" aria-live="polite" data-testid="food-count">
        {m.food_count({ count: String(data.length) })}
      </p>
      <div className="overflow-x-auto rounded-2xl border border-border" tabIndex={0} aria-labelledby="food-table">
        <table className="w-full min-w-[44rem] border-collapse text-sm" data-testid="food-table">
          <thead className="bg-surface-2">
            {table.getHeaderGroups().map((hg) => (
              <tr key={hg.id}>
                {hg.headers.map((h) => {
                  const sorted = h.column.getIsSorted();
                  const label = flexRender(h.column.columnDef.header, h.getContext());
                  return (
                    <th
                      key={h.id}
                      scope="col"
                      aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : "none"}
                      className={cn(
                        "px-3 py-2 font-semibold whitespace-nowrap",
                        h.column.id === "name" ? "sticky left-0 z-10 bg-surface-2 text-left" : "text-right",
                      )}
                    >
                      <button
                        type="button"
                        onClick={h.column.getToggleSortingHandler()}
                        className="inline-flex items-center gap-1 rounded hover:text-accent"
                        aria-label={m.food_sort_by({ column: (h.column.columnDef.header as () => string)() })}
                      >
                        {label}
                        {sorted === "asc" ? (
                          <ArrowUp size={14} aria-hidden="true" />
                        ) : sorted === "desc" ? (
                          <ArrowDown size={14} aria-hidden="true" />
                        ) : (
                          <ArrowUpDown size={14} aria-hidden="true" className="opacity-40" />
                        )}
                      </button>
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id} className="border-t border-border odd:bg-surface even:bg-bg" data-testid="food-row">
                {row.getVisibleCells().map((cell) => (
                  <td
                    key={cell.id}
                    className={cn(
                      "px-3 py-2",
                      cell.column.id === "name" ? "sticky left-0 z-10 min-w-44 bg-inherit text-left" : "text-right tabular-nums",
                    )}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {data.length === 0 && <p className="p-6 text-center text-muted">{m.food_none()}</p>}
      </div>
    </section>
  );
}
