/** Resolves after `ms` milliseconds (a pause before or between requests). */
export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
