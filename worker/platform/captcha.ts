// The captcha port: Cloudflare Turnstile, verified on the server; off when no secret is set.
export const captchaEnabled = (env: Cloudflare.Env) => Boolean(env.TURNSTILE_SECRET_KEY && env.TURNSTILE_SITE_KEY);

/** True when the captcha is off or the token checks out with Turnstile's siteverify. */
export async function verifyCaptcha(
  env: Cloudflare.Env,
  token: string | undefined,
  ip: string | null,
  fetcher: typeof fetch = fetch,
): Promise<boolean> {
  if (!captchaEnabled(env)) return true;
  if (!token) return false;
  const form = new FormData();
  form.append("secret", env.TURNSTILE_SECRET_KEY!);
  form.append("response", token);
  if (ip) form.append("remoteip", ip);
  try {
    const res = await fetcher("https://challenges.cloudflare.com/turnstile/v0/siteverify", { method: "POST", body: form });
    const body = (await res.json()) as { success?: boolean };
    return body.success === true;
  } catch {
    return false;
  }
}
