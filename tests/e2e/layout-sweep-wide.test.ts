// The layout sweep (tests/e2e/layout/sweep.ts) at tablet and desktop widths.
import { describeWidthSweep } from "./layout/sweep";

describeWidthSweep([768, 1280]);
