// Chooses the coach once from configuration: Workers AI when the AI binding and a model name
// are configured (production), else the offline coach. The AI SDK is loaded only then, so
// other requests (and local runs) never evaluate it at start-up.
import { offlineCoach } from "./coach/offline-coach";
import type { ChatModel } from "../platform/ai/chat-model";
import { assetLibrary } from "./library/assets";
import { librarySearchFor, localLibrary } from "./library/search";

export async function chatModelFor(env: Cloudflare.Env): Promise<ChatModel> {
  const library = assetLibrary(env.ASSETS);
  if (!env.AI || !env.CHAT_MODEL) return offlineCoach(library);
  const { workersAiCoach } = await import("../platform/ai/workers-ai");
  return workersAiCoach(env.AI, env.CHAT_MODEL, librarySearchFor(env, localLibrary(library)));
}
