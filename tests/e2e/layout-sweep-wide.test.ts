// The layout sweep (tests/e2e/layout/sweep.ts) on the desktop.
import { describeWidthSweep } from "./layout/sweep";

describeWidthSweep([1280]);
