// The dish page's "Add to diary": the dialog's code loads on the first tap (the page stays light).
import { Utensils } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { DishDetailJson } from "../../core/api/dishes";
import * as m from "../../i18n/paraglide/messages.js";
import { buttonClass } from "../shared/ui/button-styles";

const AddToDiaryDialog = lazy(() => import("./AddToDiaryDialog"));

export function AddToDiary(props: { userId: string; dish: DishDetailJson; className?: string }) {
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  return (
    <>
      <button
        type="button"
        className={buttonClass("primary", "md", props.className)}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        <Utensils size={18} aria-hidden="true" />
        {m.diary_own_dish_add()}
      </button>
      {asked && (
        <Suspense fallback={null}>
          <AddToDiaryDialog userId={props.userId} dish={props.dish} open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
