import { applyD1Migrations, env } from "cloudflare:test";
import { afterAll } from "vitest";
import { lowerHashingCost } from "../../worker/auth/password";
import { observeWorkerSql } from "../../worker/db/client";
import { checkWorkerStatements } from "./query-plans";

// Runs before each test file; applying is idempotent.
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// New passwords hash at the browser tests' lower cost, as the tests' members are many
// (password-and-captcha.test.ts checks production's parameters).
lowerHashingCost();

// Every statement the worker prepares while this file runs (its text, never its values) is
// planned after the file; a scan of a member table fails the file (tests/worker/query-plans.ts).
const statements = new Set<string>();
observeWorkerSql((sql) => statements.add(sql));
afterAll(() => checkWorkerStatements(env.DB, statements));
