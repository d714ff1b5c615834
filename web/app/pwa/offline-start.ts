/** On <html> when the service worker answered a page with its shell because the network was gone. */
export const offlineStartAttribute = "data-offline-start";
