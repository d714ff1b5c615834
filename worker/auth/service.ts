// What other parts of the worker may use of the accounts feature.
export { offeredProviders } from "./identities/providers";
