// The library's page texts (exercise details, articles, lessons) get chunks of their own with
// recognisable names: the build names them (vite.config.ts), the service worker leaves them out
// of its install-time download, and the prerender finds a page's text chunk to preload with it.

/** Whether a module is a page text. */
export const isContentText = (/** @type {string} */ id) =>
  /[\\/]content[\\/](exercises[\\/]\w+\.details|articles[\\/]bodies[\\/]|education[\\/]lessons[\\/])/.test(id);

/** Its chunk's name: `content-` and the last two parts of its path (`content-exercises-chest.details`). */
export const contentChunkName = (/** @type {string} */ id) =>
  `content-${id.split(/[\\/]/).slice(-2).join("-").replace(/\.ts$/, "")}`;
