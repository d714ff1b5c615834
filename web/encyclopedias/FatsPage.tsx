import { getLocale } from "../../i18n/paraglide/runtime.js";
import { lazyText, loadUnlessPrerendered } from "../shared/ssr/lazy-text";
import { EncyclopediaPage, encyclopediaTextId } from "./EncyclopediaPage";

const text = lazyText(() => import("../../content/encyclopedias/fats").then((t) => t.fats));
loadUnlessPrerendered(text, encyclopediaTextId("fats", getLocale()));

export default function FatsPage() {
  return <EncyclopediaPage text={text} focus="fats" />;
}
