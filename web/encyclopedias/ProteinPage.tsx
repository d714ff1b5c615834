import { protein } from "../../content/encyclopedias/protein";
import { EncyclopediaPage } from "./EncyclopediaPage";

export default function ProteinPage() {
  return <EncyclopediaPage content={protein} focus="protein" />;
}
