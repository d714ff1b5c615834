/** The device's IANA time zone ("Europe/Moscow"), or UTC where the browser names none. */
export const deviceTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
