/** Operator details for the footer, read from the worker's configuration. */
export interface PublicConfig {
  appName: string;
  supportEmail: string;
  messengerUrl: string;
  legal: { nameEn: string; nameRu: string; taxId: string; regNumber: string };
  /** Turnstile site key when the captcha is on (its secret is configured), else null. */
  turnstileSiteKey: string | null;
}
