// The food diary (docs/food-diary.md): one day's meals. Built out by the diary's screens.
import type { SearchProps } from "../shared/navigation/screen-props";
import * as m from "../../i18n/paraglide/messages.js";
import { ScreenHeader } from "../shared/ui/ScreenHeader";

export default function DiaryPage(_: SearchProps<"date">) {
  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8">
      <ScreenHeader title={m.diary_title()} />
    </section>
  );
}
