import { AnalyzerPage } from "./AnalyzerPage";

/** The mineral analyzer (the screen table shows the lock screen to members without Pro). */
export default function MineralsPage() {
  return <AnalyzerPage kind="mineral" />;
}
