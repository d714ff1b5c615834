// Files for search engines and installation that depend on the request's host and language.
import { Hono } from "hono";
import type { AppEnv } from "../env";
import { manifestPath, serveManifest } from "./manifest";
import { robots, sitemap } from "./sitemap";

export const pageRoutes = new Hono<AppEnv>()
  .get("/sitemap.xml", (c) => sitemap(c))
  .get("/robots.txt", (c) => robots(c))
  .get(manifestPath, (c) => serveManifest(c));
