// React and React DOM: the first of the start's libraries. The entry (main.ts) imports this
// first, the router's and query cache's libraries (libraries-tanstack.ts) in the next task, and
// the app's own modules in the one after: the bundler wraps each library's module in a function
// run on its first import, so the one libraries' chunk is evaluated in three tasks, not one.
// Lighthouse's cheap phone counts a task of 10 ms or more stretched twelve times (decision 0032).
export { hydrateRoot } from "react-dom/client";
