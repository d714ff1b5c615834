import type { SecurityJson } from "../../../core/api/security";
import * as m from "../../../i18n/paraglide/messages.js";
import { formatList, formatNumber } from "../../shared/i18n/format";
import { intl } from "../../shared/i18n/intl";
import { DetailRow } from "../../shared/ui/DetailRow";
import { providerName } from "./names";

const passkeyTexts: Record<Intl.LDMLPluralRule, (inputs: { count: string }) => string> = {
  zero: m.security_ways_passkeys_many,
  one: m.security_ways_passkeys_one,
  two: m.security_ways_passkeys_other,
  few: m.security_ways_passkeys_few,
  many: m.security_ways_passkeys_many,
  other: m.security_ways_passkeys_other,
};
const passkeysText = (count: number) => passkeyTexts[intl(Intl.PluralRules, {}).select(count)]({ count: formatNumber(count) });

/** How many ways in the account has; the e-mailed link is the way back in, not counted. */
export const waysInCount = (s: SecurityJson) => (s.hasPassword ? 1 : 0) + s.passkeys.length + s.identities.length;

/** The ways into the account at a glance: password, passkeys, connected accounts, two-step. */
export function WaysInSummary({ security, email }: { security: SecurityJson; email: string }) {
  const s = security;
  return (
    <section aria-labelledby="security-ways-title" className="grid gap-2 rounded-2xl border border-border bg-surface p-5 sm:p-6" data-testid="security-ways-in">
      <h2 id="security-ways-title" className="text-lg font-semibold">
        {m.security_ways_title()}
      </h2>
      <p className="text-sm text-muted break-words">{m.security_ways_lead({ email })}</p>
      <dl className="grid">
        <DetailRow term={m.security_ways_password()} testId="security-ways-password">
          {s.hasPassword ? m.security_ways_password_set() : m.security_ways_password_none()}
        </DetailRow>
        <DetailRow term={m.security_ways_passkeys()} testId="security-ways-passkeys">
          {s.passkeys.length ? passkeysText(s.passkeys.length) : m.security_ways_none()}
        </DetailRow>
        <DetailRow term={m.security_ways_identities()} testId="security-ways-identities">
          {s.identities.length ? formatList(s.identities.map((i) => providerName(i.provider))) : m.security_ways_none()}
        </DetailRow>
        <DetailRow term={m.security_ways_two_step()} testId="security-ways-two-step">
          {s.twoStep.enabled
            ? m.security_ways_two_step_on({ count: formatNumber(s.twoStep.recoveryCodesLeft) })
            : m.security_ways_two_step_off()}
        </DetailRow>
      </dl>
      {waysInCount(s) === 1 && <p className="text-sm text-muted">{m.security_ways_only_one()}</p>}
    </section>
  );
}
