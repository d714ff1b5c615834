// The layout sweep (tests/e2e/layout/sweep.ts) of the member's own screens for Free and Basic members.
import { describeMemberStateSweep } from "./layout/sweep";

describeMemberStateSweep(["FREE", "BASIC"]);
