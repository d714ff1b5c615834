// Mobile is a viewport narrower than 768 px or a mobile user agent.
export const mobileBreakpoint = 768;

const mobileAgent = /Android.+Mobile|iPhone|iPod|Windows Phone|IEMobile|BlackBerry|Opera Mini|Mobi/i;

export function isMobileAgent(userAgent: string): boolean {
  return mobileAgent.test(userAgent);
}

export function isMobileDevice(viewportWidth: number, userAgent: string): boolean {
  return viewportWidth < mobileBreakpoint || isMobileAgent(userAgent);
}
