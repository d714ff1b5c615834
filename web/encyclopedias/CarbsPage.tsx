import { carbs } from "../../content/encyclopedias/carbs";
import { EncyclopediaPage } from "./EncyclopediaPage";

export default function CarbsPage() {
  return <EncyclopediaPage content={carbs} focus="carbs" />;
}
