import { defineConfig } from "drizzle-kit";

// Generates SQL migrations into migrations/; wrangler applies them (npm run db:migrate).
export default defineConfig({
  dialect: "sqlite",
  schema: "./worker/db/schema.ts",
  out: "./migrations",
});
