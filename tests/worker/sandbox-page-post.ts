// A sandbox payment page as the member's browser posts it (a form, the session cookie), with the
// worker's clock stopped at `now`.
import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { fixedClock } from "../../core/clock";
import { app } from "../../worker/app";

export async function sandboxPagePost(path: string, token: string, fields: Record<string, string>, now: number): Promise<Response> {
  const ctx = createExecutionContext();
  const res = await app.fetch(
    new Request(`https://forma.test${path}`, {
      method: "POST",
      redirect: "manual",
      body: new URLSearchParams(fields),
      headers: { Cookie: `__Host-session=${token}`, "Content-Type": "application/x-www-form-urlencoded" },
    }),
    { ...env, clock: fixedClock(now) },
    ctx,
  );
  await waitOnExecutionContext(ctx);
  return res;
}
