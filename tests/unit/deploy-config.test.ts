/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { deployProblems } from "../../scripts/check-deploy-config.mjs";
import wrangler from "../../wrangler.toml?raw";

const config = (vars: string) => `name = "forma"\n[vars]\nAPP_ENV = "development"\nAPP_URL = ""\n\n[env.production]\nname = "forma"\n\n[env.production.vars]\n${vars}\n\n[[env.production.d1_databases]]\nbinding = "DB"\n`;

describe("the deploy check", () => {
  it("passes the repository's production settings", () => {
    expect(deployProblems(wrangler)).toEqual([]);
  });

  it("passes https APP_URL with APP_ENV=production, whatever the development settings are", () => {
    expect(deployProblems(config('APP_ENV = "production"\nAPP_URL = "https://forma.example"'))).toEqual([]);
  });

  it("refuses APP_ENV=development in production", () => {
    expect(deployProblems(config('APP_ENV = "development"\nAPP_URL = "https://forma.example"'))).toEqual([
      '[env.production.vars] APP_ENV is "development": production must say "production"',
    ]);
  });

  it("refuses an empty, missing or non-https APP_URL", () => {
    expect(deployProblems(config('APP_ENV = "production"\nAPP_URL = ""'))).toEqual([
      "[env.production.vars] APP_URL is empty: e-mailed links need the app's https origin",
    ]);
    expect(deployProblems(config('APP_ENV = "production"'))).toHaveLength(1);
    expect(deployProblems(config('APP_ENV = "production"\nAPP_URL = "http://forma.example"'))[0]).toContain("https origin");
  });

  it("refuses a configuration without production settings", () => {
    expect(deployProblems('name = "forma"\n[vars]\nAPP_URL = "https://forma.example"\n')).toEqual([
      "wrangler.toml has no [env.production.vars] table",
    ]);
  });
});
