// /api/health: the client's connectivity check.

/** GET /api/health: only the status matters; the body says so too. */
export interface HealthJson {
  ok: true;
}
