// The layout sweep (tests/e2e/layout/sweep.ts) at the narrowest phone and the tablet: its files run at the same time.
import { describeWidthSweep } from "./layout/sweep";

describeWidthSweep([320, 768]);
