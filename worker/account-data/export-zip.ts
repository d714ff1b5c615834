// The member's data as one ZIP stream (client-zip: stored, not compressed, written as it is
// read). Each file of exportFiles has its writer here, so the README's list and the ZIP agree.
import { makeZip } from "client-zip";
import { accountJson, lessonsJson, nutritionPlanJson, profileJson, transfersJson, workoutPlanJson } from "./account-files";
import { paymentsJson, subscriptionJson } from "./billing-files";
import { adjustmentsJson, measurementsCsv, measurementsJson } from "./body-files";
import { chatJson, chatMarkdown } from "./chat-files";
import { dayTargetsJson, entriesCsv, entriesJson, favouritesJson, ownFoodsJson, recipesJson } from "./diary-files";
import { exportFiles, type ExportPath } from "./files";
import type { Member, ZipEntry } from "./pages";
import { readmeText } from "./readme";
import { remindersJson } from "./reminder-files";
import { signInsJson, waysInJson } from "./security-files";
import { screenshotFiles, supportJson } from "./support-files";
import { previewFiles, previewsJson } from "./time-machine-files";
import { importNamesJson, loggerSettingsJson, ownExercisesJson, routinesJson, setsCsv, workoutsJson } from "./workout-files";

/** One text file at its path, several files (pictures) named by their records, or files another writer writes. */
type Writer =
  | { text: (m: Member) => AsyncIterable<string> }
  | { files: (m: Member) => AsyncIterable<ZipEntry> }
  | { writtenWith: ExportPath };

async function* once(text: string): AsyncGenerator<string> {
  yield text;
}

const writers = {
  "README.txt": { text: (m) => once(readmeText(m.locale, m.now)) },
  "account.json": { text: accountJson },
  "profile.json": { text: profileJson },
  "plans/workout-plan.json": { text: workoutPlanJson },
  "plans/nutrition-plan.json": { text: nutritionPlanJson },
  "progress/measurements.csv": { text: measurementsCsv },
  "progress/measurements.json": { text: measurementsJson },
  "workouts/sets.csv": { text: setsCsv },
  "workouts/workouts.json": { text: workoutsJson },
  "workouts/settings.json": { text: loggerSettingsJson },
  "workouts/routines.json": { text: routinesJson },
  "exercises/own-exercises.json": { text: ownExercisesJson },
  "exercises/import-names.json": { text: importNamesJson },
  "diary/entries.csv": { text: entriesCsv },
  "diary/entries.json": { text: entriesJson },
  "diary/own-foods.json": { text: ownFoodsJson },
  "diary/recipes.json": { text: recipesJson },
  "diary/favourites.json": { text: favouritesJson },
  "diary/day-targets.json": { text: dayTargetsJson },
  "nutrition/adjustments.json": { text: adjustmentsJson },
  "education/lessons.json": { text: lessonsJson },
  "chat/history.md": { text: chatMarkdown },
  "chat/history.json": { text: chatJson },
  "support/requests.json": { text: supportJson },
  "support/screenshots/<id>.<ext>": { files: screenshotFiles },
  "billing/subscription.json": { text: subscriptionJson },
  "billing/payments.json": { text: paymentsJson },
  "time-machine/previews.json": { text: previewsJson },
  // A photo and the picture made from it go together, preview by preview.
  "time-machine/<id>-photo.<ext>": { files: previewFiles },
  "time-machine/<id>-preview.<ext>": { writtenWith: "time-machine/<id>-photo.<ext>" },
  "reminders.json": { text: remindersJson },
  "security/ways-in.json": { text: waysInJson },
  "security/sign-ins.json": { text: signInsJson },
  "transfers.json": { text: transfersJson },
} satisfies Record<ExportPath, Writer>;

/** The files in the list's order; each is read only when the ZIP reaches it. */
async function* entries(m: Member): AsyncGenerator<ZipEntry> {
  const lastModified = new Date(m.now);
  for (const { path } of exportFiles) {
    const writer: Writer = writers[path];
    if ("writtenWith" in writer) continue;
    if ("files" in writer) yield* writer.files(m);
    else yield { name: path, input: writer.text(m), lastModified };
  }
}

export const exportZip = (m: Member): ReadableStream<Uint8Array> => makeZip(entries(m), { buffersAreUTF8: true });
