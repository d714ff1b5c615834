import type { Hono } from "hono";
import type { AppEnv } from "../env";

/** Methods registered for a path, so an unknown method answers 405 rather than 404. */
export function allowedMethods(app: Hono<AppEnv>, pathname: string): string[] {
  const methods = new Set<string>();
  for (const route of app.routes) {
    if (route.method === "ALL" || route.path.includes("*")) continue;
    if (new URLPattern({ pathname: route.path }).test({ pathname })) methods.add(route.method);
  }
  if (methods.has("GET")) methods.add("HEAD");
  return [...methods].sort();
}
