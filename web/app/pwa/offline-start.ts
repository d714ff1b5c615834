/** On <html> when the service worker answered a page with its shell because the network was gone. */
export const offlineStartAttribute = "data-offline-start";

// Screens that keep what they need on the device: the workout log (decision 0042), the food diary
// (its days viewed and its unsent changes) and the exercise pages a member has opened (their
// texts and demonstrations are in the service worker's cache).
const worksOffline = /^\/m?(workout|diary|exercises)\b/;

/**
 * Whether the app starts: online, or offline on a kept copy of a screen that works offline. The
 * offline shell of a page never opened has nothing to start from: the offline page says so.
 */
export const startsApp = (pathname: string, online: boolean): boolean =>
  !document.documentElement.hasAttribute(offlineStartAttribute) && (online || worksOffline.test(pathname));
