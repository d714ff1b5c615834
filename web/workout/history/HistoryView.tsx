// The workout screen's history (`/workout?view=history`): the past workouts, one of them
// (`&session=<id>`) to read or correct, or one exercise over time (`&exercise=<slug>`).
// The workout page loads this file only when the address asks for it.
import { useLocale } from "../../shared/i18n/locale";
import { ExerciseHistory } from "./ExerciseHistory";
import { HistoryList } from "./HistoryList";
import { SessionDetail } from "./SessionDetail";

export default function HistoryView({ userId, session, exercise }: { userId: string; session?: string; exercise?: string }) {
  // Texts follow a language switch.
  useLocale();
  if (session) return <SessionDetail key={session} userId={userId} id={session} />;
  if (exercise) return <ExerciseHistory key={exercise} userId={userId} slug={exercise} />;
  return <HistoryList userId={userId} />;
}
