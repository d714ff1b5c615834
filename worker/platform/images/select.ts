// Chooses the image port once from configuration: Workers AI when the AI binding and a model name
// are configured (production), else the worker's own transform (local runs and tests).
import { embeddedPreviewModel } from "./embedded";
import type { ImagePreviewModel } from "./port";
import { workersAiPreviewModel, type ImageModelBinding } from "./workers-ai";

export function imagePreviewModelFor(env: Cloudflare.Env): ImagePreviewModel {
  if (!env.AI || !env.TRANSFORM_MODEL) return embeddedPreviewModel();
  return workersAiPreviewModel(env.AI as unknown as ImageModelBinding, env.TRANSFORM_MODEL);
}
