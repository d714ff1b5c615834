// Connectivity: on going offline, a persistent toast and a banner;
// then up to 5 checks of /api/health, waiting 5 s times the attempt number; a keep-alive ping
// every 240 s while online. Besides the browser's events, a request of the app's with no answer
// calls for a check at once (navigator.onLine says online on a network that answers nothing).
import { api } from "../../shared/api/client";

export const reconnectAttempts = 5;
export const reconnectStepMs = 5000;
export const keepAliveMs = 240_000;

export type ConnectionEvent = "lost" | "restored" | "failed";

/** The timers the watch runs on, injected so that tests fire them. */
export interface Timers {
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (id: unknown) => void;
}

export interface MonitorDeps extends Timers {
  check: () => Promise<boolean>;
  onEvent: (event: ConnectionEvent) => void;
  onStatus: (online: boolean) => void;
}

/** How long a check waits for an answer: a network that drops what it is sent answers nothing for minutes. */
export const checkTimeoutMs = 10_000;

export function healthCheck(): Promise<boolean> {
  const giveUp = new AbortController();
  const timer = setTimeout(() => giveUp.abort(), checkTimeoutMs);
  return api("HEAD /api/health", { cache: "no-store", signal: giveUp.signal })
    .then(
      () => true,
      () => false,
    )
    .finally(() => clearTimeout(timer));
}

/** The reconnect loop as a small state machine, so it can be tested with fake timers. */
export function createConnectionMonitor(deps: MonitorDeps) {
  let offline = false;
  let attempt = 0;
  let timer: unknown;
  let keepAlive: unknown;
  // One check at a time: a request going unanswered while one is on its way is not news.
  let checking = false;
  // Stopped (the watch unmounted): a check still on its way then reports nothing and starts no timer.
  let stopped = false;
  const probe = async () => {
    checking = true;
    try {
      return await deps.check();
    } finally {
      checking = false;
    }
  };

  const stopTimer = () => {
    if (timer !== undefined) deps.clearTimer(timer);
    timer = undefined;
  };

  const restored = () => {
    if (stopped) return;
    stopTimer();
    offline = false;
    attempt = 0;
    deps.onStatus(true);
    deps.onEvent("restored");
    scheduleKeepAlive();
  };

  const scheduleRetry = () => {
    if (stopped) return;
    if (attempt >= reconnectAttempts) {
      deps.onEvent("failed");
      return;
    }
    attempt += 1;
    timer = deps.setTimer(async () => {
      timer = undefined;
      if (await probe()) restored();
      else scheduleRetry();
    }, reconnectStepMs * attempt);
  };

  const lost = () => {
    if (stopped) return;
    if (offline) return;
    offline = true;
    attempt = 0;
    if (keepAlive !== undefined) deps.clearTimer(keepAlive);
    keepAlive = undefined;
    deps.onStatus(false);
    deps.onEvent("lost");
    scheduleRetry();
  };

  function scheduleKeepAlive() {
    if (stopped) return;
    if (keepAlive !== undefined) deps.clearTimer(keepAlive);
    keepAlive = deps.setTimer(async () => {
      keepAlive = undefined;
      // The browser may have said offline meanwhile: the tries have taken over then.
      if (await probe()) {
        if (!offline) scheduleKeepAlive();
      } else lost();
    }, keepAliveMs);
  }

  return {
    start: () => scheduleKeepAlive(),
    /** The browser says the network went away. */
    wentOffline: lost,
    /** The browser says the network is back, or the member is back on the page: check at once rather than at the next try. */
    async retryNow() {
      if (!offline || checking) return;
      stopTimer();
      if (await probe()) restored();
      else scheduleRetry();
    },
    /** A request got no answer: check at once while online, and once more after the tries have run out. */
    async unanswered() {
      if (checking || (offline && timer !== undefined)) return;
      const up = await probe();
      if (up && offline) restored();
      else if (!up) lost();
    },
    stop() {
      stopped = true;
      stopTimer();
      if (keepAlive !== undefined) deps.clearTimer(keepAlive);
    },
  };
}
