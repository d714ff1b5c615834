// Bindings that only the worker tests have (see vitest.config.ts).
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** An empty database for migration checks (vitest.config.ts). */
    MIGRATION_DB: D1Database;
  }
}
