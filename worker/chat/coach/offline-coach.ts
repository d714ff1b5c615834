// The offline coach (the default for npm start and tests): recognises the question, answers
// from the library and the member's numbers, and streams the answer in small pieces through
// the same endpoint and UI as the Workers AI model.
import type { ChatModel, ChatRequest } from "../../platform/ai/chat-model";
import { answer } from "./answers";
import { recognise } from "./intents";

/** Pieces of a few words, a few milliseconds apart: the screen shows the answer being written. */
const WORDS_PER_PIECE = 4;

export function offlineCoach(pauseMs = 8): ChatModel {
  return {
    async *stream({ context, message }: ChatRequest) {
      const { intent, risk } = recognise(message);
      const text = await answer(context, intent, risk);
      const pieces = text.match(new RegExp(`(?:\\S+\\s*){1,${WORDS_PER_PIECE}}`, "g")) ?? [text];
      for (const piece of pieces) {
        yield piece;
        if (pauseMs > 0) await new Promise((r) => setTimeout(r, pauseMs));
      }
    },
  };
}
