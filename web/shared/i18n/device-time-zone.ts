/** The device's IANA time zone ("Europe/Moscow"); undefined where the browser names none. */
export const deviceTimeZone = (): string | undefined => Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
