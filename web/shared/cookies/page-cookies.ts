type CookieStore = { getAll(): Promise<{ name: string; value: string }[]> };

/**
 * The page's cookies, as a Cookie header reads. Through the Cookie Store API where the browser has
 * it: the answer comes in a later task. The first read of document.cookie in a page waits for the
 * browser's network process, on the main thread, and a busy phone's start is when that costs most.
 */
export async function readPageCookies(): Promise<string> {
  const store = (globalThis as { cookieStore?: CookieStore }).cookieStore;
  if (!store) return document.cookie;
  try {
    return (await store.getAll()).map(({ name, value }) => `${name}=${value}`).join("; ");
  } catch {
    return document.cookie;
  }
}
