import { fats } from "../../content/encyclopedias/fats";
import { EncyclopediaPage } from "./EncyclopediaPage";

export default function FatsPage() {
  return <EncyclopediaPage content={fats} focus="fats" />;
}
