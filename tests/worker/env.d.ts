// Bindings that only the worker tests have (see vitest.config.ts).
declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** Empty databases for migration checks, one per test file (vitest.config.ts). */
    MIGRATION_DB: D1Database;
    BODY_MIGRATION_DB: D1Database;
  }
}
