// React and the router's and query cache's libraries: most of what the app's start evaluates.
// The entry (main.ts) imports this first, so they are evaluated in a task of their own and the
// app's own modules in the next one, instead of one long task for both.
export { hydrateRoot } from "react-dom/client";
export { createRouter } from "@tanstack/react-router";
export { QueryClient } from "@tanstack/react-query";
