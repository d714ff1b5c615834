// Chooses the coach once from configuration: Workers AI when the AI binding and a model name
// are configured (production), else the offline coach.
import { offlineCoach } from "../../chat/coach/offline-coach";
import type { ChatModel } from "./chat-model";
import { workersAiCoach } from "./workers-ai";

export function chatModelFor(env: Cloudflare.Env): ChatModel {
  return env.AI && env.CHAT_MODEL ? workersAiCoach(env.AI, env.CHAT_MODEL) : offlineCoach();
}
