// What the other features use of the development tools: the development identity provider's
// client (worker/auth/identities asks for it only in builds with the tools, so the production
// build leaves all of it out), and the YooKassa double's API (worker/billing/yookassa/config.ts,
// likewise).
export { devIdentityClient } from "./identity-provider/client";
export { devYooKassaApi } from "./yookassa/client";
