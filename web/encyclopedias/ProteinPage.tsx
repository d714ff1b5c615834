import { getLocale } from "../../i18n/paraglide/runtime.js";
import { lazyText, loadUnlessPrerendered } from "../shared/ssr/lazy-text";
import { EncyclopediaPage, encyclopediaTextId } from "./EncyclopediaPage";

const text = lazyText(() => import("../../content/encyclopedias/protein").then((t) => t.protein));
loadUnlessPrerendered(text, encyclopediaTextId("protein", getLocale()));

export default function ProteinPage() {
  return <EncyclopediaPage text={text} focus="protein" />;
}
