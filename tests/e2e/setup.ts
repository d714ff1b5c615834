// Runs before each browser test file. The files a test worker runs share their modules
// (`isolate: false` in vitest.config.ts), so the hooks that close what a test or a file opened
// are registered here, for every file, rather than in helpers.ts, whose code runs once a worker.
import { afterAll, afterEach, beforeEach } from "vitest";
import { fileEnded, testEnded, testStarted } from "./helpers";

beforeEach(testStarted);
afterEach(testEnded);
afterAll(fileEnded);
