import { describe, expect, it } from "vitest";
import { resendMailer } from "../../worker/platform/mail/resend";

/** The mail service's HTTP API as a recorder of what it was sent. */
function recorder() {
  const bodies: Record<string, unknown>[] = [];
  const fetcher = (async (_url: string, init?: RequestInit) => {
    bodies.push(JSON.parse(String(init?.body)));
    return new Response("{}", { status: 200 });
  }) as typeof fetch;
  return { bodies, mailer: resendMailer("re_key", "Forma <no-reply@forma.example>", fetcher) };
}

const message = { to: "support@forma.example", subject: "Support request", text: "Hello", html: "<p>Hello</p>" };

describe("the mail port's priority marker", () => {
  it("sends a priority message with [Priority] in the subject and X-Priority: 1", async () => {
    const { bodies, mailer } = recorder();
    await mailer.send({ ...message, priority: true });
    expect(bodies[0]).toMatchObject({ subject: "[Priority] Support request", headers: { "X-Priority": "1", Importance: "high" } });
  });

  it("leaves other messages as they are", async () => {
    const { bodies, mailer } = recorder();
    await mailer.send(message);
    expect(bodies[0]!.subject).toBe("Support request");
    expect(bodies[0]!.headers).toBeUndefined();
  });
});
