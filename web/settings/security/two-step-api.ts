// Calls to the member's two-step verification settings (worker/auth/two-step/routes.ts).
import { api } from "../../shared/api/client";

export const twoStepApi = {
  setup: () => api("POST /api/account/two-step/setup"),
  enable: (code: string) => api("POST /api/account/two-step/enable", { body: { code } }),
  renewCodes: (code: string) => api("POST /api/account/two-step/recovery-codes", { body: { code } }),
  disable: (proof: { currentPassword: string } | { code: string }) => api("POST /api/account/two-step/disable", { body: proof }),
};
