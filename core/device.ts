// Mobile is a viewport narrower than 768 px or a mobile user agent.
export const mobileBreakpoint = 768;

const mobileAgent = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|Mobi/i;

/** Read on every page request: only the header's start, as `.+` over an attacker's 32 KB header backtracks for a tenth of a second. */
export function isMobileAgent(userAgent: string): boolean {
  return mobileAgent.test(userAgent.slice(0, 512));
}

/** The agent first: the width is read only when the agent does not decide (reading it may lay the page out). */
export function isMobileDevice(userAgent: string, viewportWidth: () => number): boolean {
  return isMobileAgent(userAgent) || viewportWidth() < mobileBreakpoint;
}

/** The on-screen keyboard counts as open when the visible viewport is below 75 % of the screen's height. */
export const keyboardRatio = 0.75;

export function isKeyboardOpen(viewportHeight: number, screenHeight: number): boolean {
  return screenHeight > 0 && viewportHeight < keyboardRatio * screenHeight;
}
