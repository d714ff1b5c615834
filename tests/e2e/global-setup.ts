// Serves the built app on a free port with a throwaway local state, so browser tests never touch
// the data of `npm start`: one workerd through Miniflare (scripts/lib/built-app-server.mjs).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { readD1Migrations } from "@cloudflare/vitest-plugin";
import type { TestProject } from "vitest/node";
import { startBuiltApp } from "../../scripts/lib/built-app-server.mjs";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

let server: Awaited<ReturnType<typeof startBuiltApp>> | undefined;
let stateDir: string | undefined;

export async function setup(project: TestProject) {
  stateDir = mkdtempSync(join(tmpdir(), "forma-e2e-"));
  server = await startBuiltApp({
    stateDir,
    migrations: await readD1Migrations("migrations"),
    // Cheaper password hashes: the tests' members each cost a hash and a check (worker/auth/password.ts).
    vars: { PASSWORD_HASH_COST: "low" },
  });
  project.provide("baseURL", server.url);
}

export async function teardown() {
  await server?.dispose();
  if (stateDir) rmSync(stateDir, { recursive: true, force: true });
}
