// Local flags of the install offer.
export const installedKey = "appInstalled";
export const promptShownKey = "installPromptShown";
export const installCardDelayMs = 5000;
export const installToastDelayMs = 30_000;
export const installToastVisibleMs = 10_000;

function read(key: string): boolean {
  try {
    return localStorage.getItem(key) === "true";
  } catch {
    return false;
  }
}

function write(key: string): void {
  try {
    localStorage.setItem(key, "true");
  } catch {
    // Without storage the offer may come back next visit; nothing else breaks.
  }
}

export const mayOfferInstall = () => !read(installedKey) && !read(promptShownKey);
export const markPromptShown = () => write(promptShownKey);
export const markInstalled = () => write(installedKey);
