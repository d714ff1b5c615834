// The layout sweep (tests/e2e/layout/sweep.ts) at phone widths: its files run at the same time.
import { describeWidthSweep } from "./layout/sweep";

describeWidthSweep([320, 390]);
