// Finding a food and logging it to a day's meal: a full-height sheet on a phone, a dialog on a
// wider screen. The search box has the focus; before anything is typed the recent foods (one tap
// adds the last amount again) and favourites show. Tabs hold the favourites and the member's own
// foods; buttons open the barcode scanner and the own-food and recipe forms (each loaded when
// first opened), and quick add (energy and macros without a food, decision 0075). A food chosen
// goes to the amount, then into the diary's outbox.
import { ArrowLeft, CookingPot, ScanBarcode, SquarePlus, X, Zap } from "lucide-react";
import { Dialog, Tabs } from "radix-ui";
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from "react";
import type { RecentFoodJson } from "../../../core/api/diary";
import type { FoodResultJson } from "../../../core/api/foods";
import { quickEntryFields, quickShown, type QuickValues } from "../../../core/diary/quick";
import type { Meal } from "../../../core/nutrition/dish";
import * as m from "../../../i18n/paraglide/messages.js";
import { useLocale } from "../../shared/i18n/locale";
import { newEntry, useDiaryChanges } from "../../shared/offline/diary-log";
import type { DiaryEntryOutboxChange } from "../../shared/offline/diary-outbox";
import { cn } from "../../shared/ui/cn";
import { tabClass, tabListClass } from "../../shared/ui/tab-styles";
import { notify } from "../../shared/ui/toast";
import type { OwnFoodDraft } from "../own/draft";
import { namesOf } from "../format";
import type { Amount } from "./amount";
import { FoodSearch } from "./FoodSearch";
import { PortionPicker } from "./PortionPicker";
import { QuickAddForm } from "./QuickAddForm";
import { FavouriteList, QuickLists } from "./QuickLists";
import { shownOf } from "./shown";
import { useFavourites } from "./use-favourites";

const MyFoods = lazy(() => import("../own/MyFoods").then((x) => ({ default: x.MyFoods })));
const OwnFoodDialog = lazy(() => import("../own/OwnFoodDialog").then((x) => ({ default: x.OwnFoodDialog })));
const RecipeDialog = lazy(() => import("../own/RecipeDialog").then((x) => ({ default: x.RecipeDialog })));
const BarcodeDialog = lazy(() => import("../barcode/BarcodeDialog").then((x) => ({ default: x.BarcodeDialog })));

const titles = {
  breakfast: m.diary_add_to_breakfast,
  lunch: m.diary_add_to_lunch,
  dinner: m.diary_add_to_dinner,
  snack: m.diary_add_to_snack,
  evening: m.diary_add_to_evening,
} satisfies Record<Meal, unknown>;
const addedTexts = {
  breakfast: m.diary_add_added_breakfast,
  lunch: m.diary_add_added_lunch,
  dinner: m.diary_add_added_dinner,
  snack: m.diary_add_added_snack,
  evening: m.diary_add_added_evening,
} satisfies Record<Meal, unknown>;

/** Above the phone's bottom bar (z 60); below it while the own-food, recipe or barcode dialog stands over the sheet. */
const layer = (under: boolean) => (under ? "z-40" : "z-[70]");

type Tab = "search" | "favourites" | "mine";
type Opened = { kind: "barcode" } | { kind: "food"; initial?: OwnFoodDraft } | { kind: "recipe" };

export function AddFoodSheet(props: {
  userId: string;
  date: string;
  meal: Meal;
  open: boolean;
  onOpenChange(open: boolean): void;
}) {
  const [opened, setOpened] = useState<Opened | null>(null);
  return (
    <Dialog.Root
      open={props.open}
      onOpenChange={(open) => {
        if (!open) setOpened(null);
        props.onOpenChange(open);
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={cn("fixed inset-0 bg-black/60", layer(opened !== null))} />
        <SheetContent {...props} opened={opened} setOpened={setOpened} />
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** The sheet while open: its state starts afresh each time it opens. */
function SheetContent(
  props: Parameters<typeof AddFoodSheet>[0] & { opened: Opened | null; setOpened(opened: Opened | null): void },
) {
  const { userId, date, meal, opened, setOpened } = props;
  const locale = useLocale();
  const { record, sync } = useDiaryChanges(userId);
  const favourites = useFavourites(userId);
  const [tab, setTab] = useState<Tab>("search");
  const [chosen, setChosen] = useState<{ food: FoodResultJson; initial?: Amount } | null>(null);
  const [quick, setQuick] = useState(false);
  /** The amount of a food chosen, or quick add's numbers, stand in the foods' place. */
  const inForm = chosen !== null || quick;
  const [added, setAdded] = useState<ReadonlyMap<string, () => void>>(new Map());
  const [said, setSaid] = useState("");
  const searchBox = useRef<HTMLInputElement>(null);
  // What had the focus as the sheet opened (the meal's "Add food"): it gets it back on closing.
  // Radix gives it to a Dialog.Trigger, and this sheet is opened from outside, without one.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const recents = favourites.query.data?.recents;
  const lastAmounts = useMemo(() => new Map(recents?.map((r) => [`${r.food.kind}:${r.food.id}`, r.last])), [recents]);

  const log = useCallback(
    (food: FoodResultJson, amount: Amount): DiaryEntryOutboxChange => {
      const entry = newEntry({
        date,
        meal,
        food: { kind: food.kind, id: food.id },
        grams: amount.grams,
        portion: amount.portion,
        shown: shownOf(food),
      });
      record([entry]);
      return entry;
    },
    [record, date, meal],
  );
  const undo = useCallback(
    ({ shown: _, ...entry }: DiaryEntryOutboxChange) => record([{ ...entry, updatedAt: Date.now(), deleted: true }]),
    [record],
  );

  const choose = (food: FoodResultJson, last?: Amount) => {
    setChosen({ food, initial: last ?? lastAmounts.get(`${food.kind}:${food.id}`) });
    setQuick(false);
    setOpened(null);
  };
  const back = () => {
    setChosen(null);
    setQuick(false);
    // The search is still there, as it was: the member goes on from its box.
    requestAnimationFrame(() => searchBox.current?.focus());
  };
  const confirm = (amount: Amount) => {
    if (!chosen) return;
    const entry = log(chosen.food, amount);
    props.onOpenChange(false);
    notify.success(addedTexts[meal]({ name: namesOf(chosen.food, locale).name }), {
      action: { label: m.diary_add_undo(), onClick: () => undo(entry) },
    });
  };
  const confirmQuick = (values: QuickValues) => {
    const entry = newEntry({ date, meal, ...quickEntryFields(values), shown: quickShown(values) });
    record([entry]);
    props.onOpenChange(false);
    notify.success(addedTexts[meal]({ name: values.name ?? m.diary_quick_add() }), {
      action: { label: m.diary_add_undo(), onClick: () => undo(entry) },
    });
  };
  const addAgain = (recent: RecentFoodJson) => {
    const key = `${recent.food.kind}:${recent.food.id}`;
    const entry = log(recent.food, recent.last);
    const name = namesOf(recent.food, locale).name;
    setSaid(addedTexts[meal]({ name }));
    setAdded((now) =>
      new Map(now).set(key, () => {
        undo(entry);
        setAdded((later) => {
          const next = new Map(later);
          next.delete(key);
          return next;
        });
        setSaid("");
      }),
    );
  };

  return (
    <Dialog.Content
      className={cn(
        "fixed inset-0 grid grid-rows-[auto_minmax(0,1fr)_auto] bg-surface pt-[env(safe-area-inset-top)] shadow-panel sm:inset-auto sm:top-[6dvh] sm:left-1/2 sm:h-[88dvh] sm:w-[min(92vw,36rem)] sm:-translate-x-1/2 sm:rounded-2xl sm:border sm:border-border",
        layer(opened !== null),
      )}
      data-testid="add-food-sheet"
      // The search box has the focus as the sheet opens (a phone's keyboard comes up with it).
      onOpenAutoFocus={(e) => {
        e.preventDefault();
        searchBox.current?.focus();
      }}
      onCloseAutoFocus={(e) => {
        e.preventDefault();
        if (opener?.isConnected) opener.focus();
      }}
      onEscapeKeyDown={(e) => {
        // Escape from the amount or quick add goes back to the foods; from the foods it closes the sheet.
        if (inForm) {
          e.preventDefault();
          back();
        }
      }}
    >
      <div className="flex items-center justify-between gap-3 border-b border-border px-4 py-2 sm:px-6 sm:py-3">
        <div className="flex min-w-0 items-center gap-1">
          {inForm && (
            <button
              type="button"
              onClick={back}
              aria-label={m.diary_add_back()}
              className="-ml-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-text"
            >
              <ArrowLeft size={20} aria-hidden="true" />
            </button>
          )}
          <Dialog.Title className="truncate text-lg font-bold sm:text-xl">{titles[meal]()}</Dialog.Title>
        </div>
        <Dialog.Description className="sr-only">{m.diary_add_lead()}</Dialog.Description>
        <Dialog.Close
          className="inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 hover:text-text"
          aria-label={m.diary_add_close()}
        >
          <X size={20} aria-hidden="true" />
        </Dialog.Close>
      </div>

      {chosen && (
        <div className="min-h-0 overflow-y-auto overscroll-contain px-4 py-4 sm:px-6">
          <PortionPicker food={chosen.food} initial={chosen.initial} confirmLabel={m.diary_add_confirm()} onConfirm={confirm} />
        </div>
      )}
      {quick && !chosen && (
        <div className="min-h-0 overflow-y-auto overscroll-contain px-4 py-4 sm:px-6">
          <QuickAddForm confirmLabel={m.diary_add_confirm()} onConfirm={confirmQuick} />
        </div>
      )}
      <Tabs.Root
        value={tab}
        onValueChange={(t) => setTab(t as Tab)}
        hidden={inForm}
        className="grid min-h-0 grid-rows-[auto_minmax(0,1fr)] gap-3 pt-3"
      >
        <div className="px-4 sm:px-6">
          <Tabs.List aria-label={m.diary_add_sections()} className={tabListClass}>
            <Tabs.Trigger value="search" className={tabClass}>
              {m.diary_add_tab_search()}
            </Tabs.Trigger>
            <Tabs.Trigger value="favourites" className={tabClass}>
              {m.diary_add_tab_favourites()}
            </Tabs.Trigger>
            <Tabs.Trigger value="mine" className={tabClass}>
              {m.diary_add_tab_mine()}
            </Tabs.Trigger>
          </Tabs.List>
        </div>
        <div className="min-h-0 overflow-y-auto overscroll-contain px-4 pt-1 pb-4 sm:px-6">
          <Tabs.Content value="search" forceMount hidden={tab !== "search"} className="focus-visible:outline-none">
            <FoodSearch
              userId={userId}
              inputRef={searchBox}
              onChoose={choose}
              onCreate={(name) => setOpened({ kind: "food", initial: { name } })}
              idle={
                <QuickLists favourites={favourites} online={sync.online} added={added} onChoose={choose} onAddAgain={addAgain} />
              }
            />
          </Tabs.Content>
          <Tabs.Content value="favourites" className="focus-visible:outline-none">
            <FavouriteList favourites={favourites} onChoose={choose} titled={false} />
          </Tabs.Content>
          <Tabs.Content value="mine" className="focus-visible:outline-none">
            <Suspense fallback={<p className="py-6 text-center text-muted">{m.diary_add_loading()}</p>}>
              <MyFoods userId={userId} onChoose={choose} />
            </Suspense>
          </Tabs.Content>
        </div>
      </Tabs.Root>

      <div
        hidden={inForm}
        className="grid grid-cols-4 gap-1 sm:gap-2 border-t border-border px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] sm:px-6"
      >
        <Action icon={ScanBarcode} label={m.diary_add_scan()} onClick={() => setOpened({ kind: "barcode" })} />
        <Action icon={SquarePlus} label={m.diary_add_create_food()} onClick={() => setOpened({ kind: "food" })} />
        <Action icon={CookingPot} label={m.diary_add_create_recipe()} onClick={() => setOpened({ kind: "recipe" })} />
        <Action icon={Zap} label={m.diary_quick_add()} onClick={() => setQuick(true)} />
      </div>
      <p role="status" className="sr-only">
        {said}
      </p>

      {opened && (
        <Suspense fallback={null}>
          {opened.kind === "barcode" && (
            <BarcodeDialog userId={userId} open onOpenChange={(o) => !o && setOpened(null)} onFound={(food) => choose(food)} />
          )}
          {opened.kind === "food" && (
            <OwnFoodDialog
              userId={userId}
              open
              onOpenChange={(o) => !o && setOpened(null)}
              initial={opened.initial}
              onSaved={(food) => choose(food)}
            />
          )}
          {opened.kind === "recipe" && (
            <RecipeDialog userId={userId} open onOpenChange={(o) => !o && setOpened(null)} onSaved={(food) => choose(food)} />
          )}
        </Suspense>
      )}
    </Dialog.Content>
  );
}

function Action({ icon: Icon, label, onClick }: { icon: typeof X; label: string; onClick(): void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-14 flex-col items-center justify-center gap-0.5 rounded-xl px-1 py-1.5 text-center text-xs leading-tight font-semibold text-text hover:bg-surface-2 focus-visible:outline-2 sm:flex-row sm:gap-2 sm:text-sm"
    >
      <Icon aria-hidden="true" className="size-5 shrink-0 text-accent" />
      {label}
    </button>
  );
}
