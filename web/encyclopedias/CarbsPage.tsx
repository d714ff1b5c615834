import { getLocale } from "../../i18n/paraglide/runtime.js";
import { lazyText, loadUnlessPrerendered } from "../shared/ssr/lazy-text";
import { EncyclopediaPage, encyclopediaTextId } from "./EncyclopediaPage";

const text = lazyText(() => import("../../content/encyclopedias/carbs").then((t) => t.carbs));
loadUnlessPrerendered(text, encyclopediaTextId("carbs", getLocale()));

export default function CarbsPage() {
  return <EncyclopediaPage text={text} focus="carbs" />;
}
