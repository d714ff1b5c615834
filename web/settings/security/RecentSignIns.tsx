import { Monitor, Smartphone } from "lucide-react";
import type { SignInRecordJson } from "../../../core/api/security";
import * as m from "../../../i18n/paraglide/messages.js";
import { countryText, deviceText, methodText, momentText } from "./names";

/** The latest sign-ins: when, how, on what device, from which country; this session's is marked. */
export function RecentSignIns({ signIns }: { signIns: SignInRecordJson[] }) {
  return (
    <section aria-labelledby="security-sign-ins-title" className="grid gap-3 rounded-2xl border border-border bg-surface p-5 sm:p-6" data-testid="security-sign-ins">
      <h2 id="security-sign-ins-title" className="text-lg font-semibold">
        {m.security_sign_ins_title()}
      </h2>
      <p className="text-sm text-muted">{m.security_sign_ins_lead()}</p>
      {signIns.length === 0 ? (
        <p className="text-sm text-muted">{m.security_sign_ins_none()}</p>
      ) : (
        <ul className="grid gap-2">
          {signIns.map((s) => (
            <li
              key={`${s.at}-${s.method}-${s.device ?? ""}`}
              className="flex items-start gap-3 rounded-xl border border-border bg-surface-2/60 p-3"
              data-testid="security-sign-in"
            >
              {/* A phone's sign-in by its system ("Mobile Safari on iOS"), any other as a computer. */}
              {/ on (iOS|Android)/.test(s.device ?? "") ? (
                <Smartphone size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-muted" />
              ) : (
                <Monitor size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-muted" />
              )}
              <div className="grid min-w-0 flex-1 gap-0.5">
                <p className="font-medium break-words">
                  {deviceText(s.device)}
                  {s.current && (
                    <span className="ms-2 inline-block rounded-full bg-accent px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-accent-fg">
                      {m.security_sign_ins_this_device()}
                    </span>
                  )}
                </p>
                <p className="text-sm text-muted break-words">
                  {methodText(s.method, s.secondStep)} · {countryText(s.country)}
                </p>
                <p className="text-sm text-muted">
                  <time dateTime={new Date(s.at).toISOString()}>{momentText(s.at)}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
