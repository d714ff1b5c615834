// The layout sweep (tests/e2e/layout/sweep.ts) of the member's own screens for Pro members, with and without plans.
import { describeMemberStateSweep } from "./layout/sweep";

describeMemberStateSweep(["PRO"]);
