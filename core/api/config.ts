// /api/config: what the client needs before anyone signs in.
import type { PublicConfig } from "../public-config";

export type { PublicConfig };
