// The router's and the query cache's libraries, evaluated in a task after React's (libraries.ts).
export { createRouter } from "@tanstack/react-router";
export { QueryClient } from "@tanstack/react-query";
