import { ApiFailure } from "./client";
import { notify } from "../ui/toast";

/** A failed request as a toast: the server's message, else the screen's fallback text. */
export function toastFailure(err: unknown, fallback: string): void {
  notify.error(err instanceof ApiFailure && err.message && err.code !== "http_error" ? err.message : fallback);
}
