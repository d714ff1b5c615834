import { createFileRoute } from "@tanstack/react-router";
import HomePage from "../home/HomePage";
import * as m from "../paraglide/messages.js";

// The home page is the landing screen: part of the initial bundle, not a lazy chunk.
export const Route = createFileRoute("/")({
  component: HomePage,
  staticData: { title: m.nav_home },
});
