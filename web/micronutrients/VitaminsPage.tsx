import { AnalyzerPage } from "./AnalyzerPage";

/** The vitamin analyzer (the screen table shows the lock screen to members without Pro). */
export default function VitaminsPage() {
  return <AnalyzerPage kind="vitamin" />;
}
