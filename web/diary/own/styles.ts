// The own-food and recipe dialogs' layers and the look of their "Remove" button.
import { buttonClass } from "../../shared/ui/button-styles";

/** Above the add-food sheet and the phone's bottom bar (z 70 and 60), from which they open. */
export const sheetLayer = "z-[80]";
export const confirmLayer = "z-[90]";

/** An outlined button in the danger colour: the removal is asked again before it is done. */
export const removeButtonClass = buttonClass("secondary", "md", "w-full sm:w-auto").replace("text-text", "text-danger");
