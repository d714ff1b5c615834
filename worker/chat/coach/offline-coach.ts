// The offline coach (the default for npm start and tests): recognises the question with its
// intents and the library's search, answers from the library's passages and the member's
// numbers, and streams the answer in small pieces through the same endpoint and UI as the
// Workers AI model.
import type { ChatModel, ChatRequest } from "../../platform/ai/chat-model";
import type { Library } from "../library/passages";
import { answer } from "./answers";
import { understand } from "./understand";

/** Pieces of a few words, a few milliseconds apart: the screen shows the answer being written. */
const WORDS_PER_PIECE = 4;

/** A written answer streamed the way a model writes it. */
export async function* inPieces(text: string, pauseMs: number): AsyncIterable<string> {
  const pieces = text.match(new RegExp(`(?:\\S+\\s*){1,${WORDS_PER_PIECE}}`, "g")) ?? [text];
  for (const piece of pieces) {
    yield piece;
    if (pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
  }
}

export function offlineCoach(library: Library, pauseMs = 8): ChatModel {
  return {
    async *stream({ context, message }: ChatRequest) {
      const { intent, risk } = await understand(message, context.locale, library);
      yield* inPieces(await answer(context, intent, risk), pauseMs);
    },
  };
}
