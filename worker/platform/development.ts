// Development: the run-time setting (APP_ENV) and the build-time switch that keeps the development
// tools (the dev mailbox, the payment sandbox) out of the production build.

declare const __FORMA_DEV_TOOLS__: boolean | undefined;

/**
 * Whether this build carries the development tools. vite.config.ts makes it `false` in the
 * production build (CLOUDFLARE_ENV=production), and the bundler drops the code behind it; the
 * tests and scripts that run the sources have no such build, and keep the tools.
 */
export const devToolsBuilt = typeof __FORMA_DEV_TOOLS__ === "undefined" || __FORMA_DEV_TOOLS__;

/** APP_ENV=development, in a build that has the development tools. */
export const isDevelopment = (env: Cloudflare.Env) => devToolsBuilt && env.APP_ENV === "development";

const localHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** True for a request to this machine itself: localhost, 127.0.0.1 or [::1], any port. */
export const isLocalRequest = (url: string) => localHosts.has(new URL(url).hostname);

/**
 * When the development tools (the mailbox, the sandbox's public webhook secret) may answer: in
 * development AND for a request to a local host name. Cloudflare routes a request to the worker
 * by its host name, so a deployed worker never sees a local one: a deployment left on
 * development by mistake still keeps the tools shut.
 */
export const devToolsOpen = (env: Cloudflare.Env, url: string) => isDevelopment(env) && isLocalRequest(url);
