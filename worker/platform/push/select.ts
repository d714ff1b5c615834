import type { Db } from "../../db/client";
import { devToolsBuilt, isDevelopment } from "../development";
import { recordingPush } from "./development";
import type { PushPort } from "./port";
import { webPush } from "./web-push";

/** The VAPID subject: a contact the push services may write to (VAPID_SUBJECT, else the support address). */
const subjectOf = (env: Cloudflare.Env) => env.VAPID_SUBJECT || `mailto:${env.SUPPORT_EMAIL}`;

/**
 * Web Push with the deployment's VAPID keys when both are set; the recording double in development;
 * otherwise null: push is not available, and reminders go out only by e-mail.
 */
export function pushFor(env: Cloudflare.Env, db: Db): PushPort | null {
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return webPush({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: subjectOf(env) });
  }
  // `devToolsBuilt` first: the production build drops the double's code behind it.
  if (devToolsBuilt && isDevelopment(env)) return recordingPush(db, subjectOf(env));
  return null;
}
