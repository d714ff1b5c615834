// The instruction for an image-editing model: what to change (the direction, the months and the
// member's own numbers) and, as firmly, what to leave alone and what to avoid.
import type { PreviewRequest } from "./port";

/** What the picture must not show. FLUX.2 has no negative-prompt input, so it ends the prompt as "Avoid: …". */
export const negativePrompt =
  "distorted or extra limbs, extra fingers, deformed hands, warped or changed face, a different person, changed background, changed clothes, cartoon or painting style, blur, text, watermark, nudity";

const person = (r: PreviewRequest) => {
  const s = r.subject;
  const who = s.sex === "male" ? "man" : s.sex === "female" ? "woman" : "person";
  const parts = [s.age ? `${s.age}-year-old ${who}` : who];
  if (s.heightCm) parts.push(`${Math.round(s.heightCm)} cm tall`);
  if (s.weightKg) parts.push(`weighing ${Math.round(s.weightKg)} kg`);
  return parts.join(", ");
};

export function buildPrompt(r: PreviewRequest): string {
  const period = r.months === 1 ? "1 month" : `${r.months} months`;
  const end = r.subject.endWeightKg ? ` at about ${Math.round(r.subject.endWeightKg)} kg` : "";
  const change =
    r.type === "cut"
      ? `after ${period} of a careful fat-loss cut${end}: less body fat, a slimmer waist and belly, a more defined chest, arms and shoulders, the same muscle`
      : `after ${period} of a lean muscle-building bulk${end}: broader shoulders, a fuller chest and back, bigger arms and legs, a slightly fuller waist`;
  const strength = r.months >= 6 ? "clearly visible but realistic" : "subtle and realistic";
  return [
    `Edit this photo of a ${person(r)} to show how their body could look ${change}.`,
    `The change is ${strength} for ${period} of training and diet.`,
    "Keep the same person, face, identity, skin tone, hair, pose, clothing, background, lighting and camera angle; change only the body's shape.",
    "Photorealistic, natural proportions.",
    `Avoid: ${negativePrompt}.`,
  ].join(" ");
}
