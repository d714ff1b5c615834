// The security tab's words for providers, sign-in methods, devices and places, in the reader's language.
import type { IdentityProvider, SecondStep, SignInMethod } from "../../../core/auth/ways-in";
import * as m from "../../../i18n/paraglide/messages.js";
import { getLocale } from "../../../i18n/paraglide/runtime.js";
import { intl } from "../../shared/i18n/intl";

const providerNames: Record<IdentityProvider, () => string> = {
  // A brand name, the same in both languages.
  google: () => "Google",
  yandex: m.security_provider_yandex,
  dev: m.security_provider_dev,
};
export const providerName = (provider: IdentityProvider) => providerNames[provider]();

const methodNames: Record<SignInMethod, () => string> = {
  password: m.security_method_password,
  link: m.security_method_link,
  passkey: m.security_method_passkey,
  ...providerNames,
};
const secondStepNames: Record<SecondStep, () => string> = {
  totp: m.security_second_step_totp,
  recovery: m.security_second_step_recovery,
};

/** "Password with a code from the app", "Passkey", «Яндекс ID». */
export const methodText = (method: SignInMethod, secondStep: SecondStep | null) =>
  secondStep ? `${methodNames[method]()} ${secondStepNames[secondStep]()}` : methodNames[method]();

/** The server keeps "Chrome on Android" (browser and system names need no translation); the joining word does. */
export function deviceText(device: string | null): string {
  if (!device) return m.security_sign_in_unknown_device();
  const [browser, os] = device.split(" on ");
  return browser && os ? m.security_sign_in_device({ browser, os }) : device;
}

const regionNamesByLocale = new Map<string, Intl.DisplayNames>();
/** Country names in the reader's language, built once per language (Intl.DisplayNames needs its options, unlike intl()'s formatters). */
function regionNames(): Intl.DisplayNames {
  const locale = getLocale();
  let names = regionNamesByLocale.get(locale);
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: "region" });
    regionNamesByLocale.set(locale, names);
  }
  return names;
}

/** The edge's ISO country code as a name in the reader's language: "Germany", «Германия». */
export function countryText(code: string | null): string {
  if (!code) return m.security_sign_in_unknown_place();
  try {
    return regionNames().of(code) ?? code;
  } catch {
    // A code Intl does not know (a new or reserved one): the code itself.
    return code;
  }
}

/** 29 Nov 2026, 09:30 / 29 нояб. 2026 г., 09:30 */
export const momentText = (at: number) =>
  intl(Intl.DateTimeFormat, { dateStyle: "medium", timeStyle: "short" } as Intl.DateTimeFormatOptions).format(new Date(at));

