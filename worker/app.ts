import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { accountRoutes } from "./auth/account-routes";
import { exportRoutes } from "./account-data/export-routes";
import { securityRoutes } from "./auth/security/routes";
import { authRoutes } from "./auth/routes";
import { passkeyAccountRoutes } from "./auth/passkeys/account-routes";
import { passkeyAuthRoutes } from "./auth/passkeys/auth-routes";
import { twoStepAccountRoutes, twoStepAuthRoutes } from "./auth/two-step/routes";
import { identityAccountRoutes, identityAuthRoutes } from "./auth/identities/routes";
import { identityPages } from "./auth/identities/callback";
import { devIdentityProvider } from "./dev/identity-provider/routes";
import { devYooKassa } from "./dev/yookassa/routes";
import { notifyFromDouble } from "./billing/yookassa/notifications";
import { sessionMiddleware } from "./shared/session/middleware";
import { configRoutes } from "./config/routes";
import { devApiRoutes, devPageRoutes } from "./dev/routes";
import { educationRoutes } from "./education/routes";
import { billingRoutes, subscriptionRoutes } from "./billing/routes";
import { yookassaBillingRoutes } from "./billing/yookassa/routes";
import { receiptPages } from "./billing/yookassa/receipt-page";
import { yookassaReturn } from "./billing/yookassa/return-page";
import { chatRoutes } from "./chat/routes";
import { micronutrientRoutes } from "./micronutrients/routes";
import { dishRoutes } from "./dishes/routes";
import { foodRoutes } from "./foods/routes";
import { diaryRoutes } from "./diary/routes";
import { sandboxPages } from "./billing/sandbox-pages";
import { profileRoutes } from "./profiles/routes";
import { planRoutes } from "./plans/routes";
import { progressRoutes } from "./progress/routes";
import { workoutRoutes } from "./workouts/routes";
import { routineRoutes } from "./workouts/routine-routes";
import { exerciseRoutes } from "./exercises/routes";
import { ownExerciseRoutes } from "./exercises/own-routes";
import { transformRoutes } from "./transform/routes";
import { SUPPORT_BODY_BYTES, supportRoutes } from "./support/routes";
import { IMPORT_BODY_BYTES, importRoutes } from "./imports/routes";
import { reminderRoutes } from "./reminders/routes";
import { reminderPages } from "./reminders/unsubscribe-page";
import { MAX_PHOTO_BYTES } from "../core/transform/rules";
import { declaredBodyLimit, type BodyLimit } from "./platform/body-size";
import type { AppEnv } from "./env";
import { healthRoutes } from "./health/routes";
import { knownPage } from "./pages/known-pages";
import { fetchShell, isNavigation } from "./pages/index-html";
import { pageRoutes } from "./pages/routes";
import { servePage } from "./pages/serve-page";
import { clockMiddleware } from "./platform/clock";
import { devToolsBuilt } from "./platform/development";
import { dbMiddleware } from "./platform/db";
import { errorResponse, onError } from "./platform/errors";
import { localeMiddleware } from "./platform/locale";
import { allowedMethods } from "./platform/method-not-allowed";
import { securityHeaders } from "./platform/security-headers";
import { refuseCrossSite, refuseFormBodies } from "./platform/csrf";
import { pathParams } from "./platform/validate";
import { pathParamSchemas } from "../core/validation/path-params";
import type { Agreed, ContractProblems } from "./platform/api-contract";
import type { ExtractSchema, MergeSchemaPath } from "hono/types";

/** Largest JSON body the API reads; photo uploads get their own, larger limit. */
export const maxJsonBytes = 64 * 1024;

/**
 * The providers' calls, authenticated by the provider's signature (Stripe) or read back from its
 * API (YooKassa), not by a cookie: other sites' rules do not apply.
 */
const webhooks = ["/api/billing/webhook", "/api/billing/yookassa/notifications"];
/** Routes whose body is not JSON by design: the signed webhook, the Time machine's photo and support requests (multipart). */
const rawBodies = [...webhooks, "/api/transform/previews", "/api/support/requests"];

/** The larger bodies, by path; every other request's body is at most `maxJsonBytes`. */
const bodyLimits: BodyLimit[] = [
  { path: "/api/transform/previews", maxBytes: MAX_PHOTO_BYTES, code: "transform_file_too_large" },
  { path: "/api/support/requests", maxBytes: SUPPORT_BODY_BYTES, code: "transform_file_too_large" },
  // An import's file travels inside its JSON body.
  { path: "/api/imports", maxBytes: IMPORT_BODY_BYTES, code: "payload_too_large" },
  { path: "/api/imports/preview", maxBytes: IMPORT_BODY_BYTES, code: "payload_too_large" },
];

const api = new Hono<AppEnv>()
  .use(pathParams(pathParamSchemas))
  .use(bodyLimit({ maxSize: maxJsonBytes, onError: (c) => errorResponse(c, 413, "payload_too_large") }))
  .use(sessionMiddleware)
  .route("/health", healthRoutes)
  .route("/config", configRoutes)
  .route("/auth", authRoutes)
  .route("/auth/passkeys", passkeyAuthRoutes)
  .route("/account/passkeys", passkeyAccountRoutes)
  .route("/auth/two-step", twoStepAuthRoutes)
  .route("/auth", identityAuthRoutes)
  .route("/account", accountRoutes)
  .route("/account", exportRoutes)
  .route("/account/two-step", twoStepAccountRoutes)
  .route("/account", identityAccountRoutes)
  .route("/account", securityRoutes)
  .route("/education", educationRoutes)
  .route("/profiles", profileRoutes)
  .route("/progress", progressRoutes)
  .route("/plans", planRoutes)
  .route("/workouts/routines", routineRoutes)
  .route("/workouts", workoutRoutes)
  // Before the library's /exercises/:exercise, which would take "own" for a slug.
  .route("/exercises/own", ownExerciseRoutes)
  .route("/exercises", exerciseRoutes)
  .route("/chat", chatRoutes)
  .route("/micronutrients", micronutrientRoutes)
  .route("/dishes", dishRoutes)
  .route("/foods", foodRoutes)
  .route("/diary", diaryRoutes)
  .route("/reminders", reminderRoutes)
  // Before billingRoutes, whose session guard covers its whole path: the operator's refund has none.
  .route("/billing", yookassaBillingRoutes)
  .route("/billing", billingRoutes)
  .route("/subscription", subscriptionRoutes);
// The development tools answer only in builds that have them: the production build leaves
// their code out (worker/platform/development.ts).
if (devToolsBuilt) api.route("/dev", devApiRoutes());

export const app = new Hono<AppEnv>()
  .use(clockMiddleware)
  .use(dbMiddleware)
  .use(securityHeaders)
  .use(localeMiddleware)
  .use(declaredBodyLimit(bodyLimits, { maxBytes: maxJsonBytes, code: "payload_too_large" }))
  .use(refuseCrossSite(webhooks))
  .use("/api/*", refuseFormBodies(rawBodies))
  .route("/api/transform", transformRoutes)
  .route("/api/support", supportRoutes)
  .route("/api/imports", importRoutes)
  .route("/api", api)
  // The e-mail's one-click unsubscribe (a page and its form's POST, outside the JSON API).
  .route("/reminders", reminderPages)
  // The identity providers' return (GET /auth/:provider/callback), a page address like the one above.
  .route("/auth", identityPages)
  // A ruble payment's receipt (a printable page, the member's session).
  .route("/billing/receipts", receiptPages)
  // YooKassa's way back to the app, paid or not (reads the payment back, then the billing screen).
  .route("/billing/yookassa/return", yookassaReturn)
  .route("/", pageRoutes);
if (devToolsBuilt) {
  app
    .route("/dev/identity", devIdentityProvider())
    .route("/dev/yookassa", devYooKassa(notifyFromDouble))
    .route("/dev", devPageRoutes())
    .route("/sandbox", sandboxPages());
}

// Unknown /api paths answer JSON (405 when the path exists with other methods); page
// navigations get the single-page app (404 for paths it does not have); any other GET goes to the static assets (in
// `npm run dev` that is Vite's module server).
app.notFound(async (c) => {
  const { pathname } = new URL(c.req.url);
  if (pathname === "/api" || pathname.startsWith("/api/")) {
    const allow = allowedMethods(app, pathname);
    if (allow.length > 0) {
      const res = errorResponse(c, 405, "method_not_allowed");
      res.headers.set("Allow", allow.join(", "));
      return res;
    }
    return errorResponse(c, 404, "not_found");
  }
  if (c.req.method === "GET" || c.req.method === "HEAD") {
    // A page's address asked without `Accept: text/html` (curl, some link-preview bots) is still
    // the page, not the static files' fallback copy of index.html.
    if (isNavigation(c.req.raw) || knownPage(pathname)) return servePage(c);
    // The service worker precaches the app's shell at this address (web/app/pwa/options.ts): the
    // build's file, never a page made for whoever is signed in. Passed on as it came, it was
    // redirected to /, and the member's home frame (their id on #root) was kept as the offline
    // shell, past their sign-out.
    if (pathname === "/index.html") {
      const shell = await fetchShell(c);
      return new Response(shell.body, shell);
    }
    // A copy: fetched responses have immutable headers, and the security headers go on top.
    const asset = await c.env.ASSETS.fetch(c.req.raw);
    return new Response(asset.body, asset);
  }
  // A form sent from its page before the app had taken the page over: the prerendered forms post
  // to their own address (so a password never lands in one), and the app was not there to send
  // them. The page comes back as a GET, with the app running by then, and the visitor sends it
  // again; what was typed is not read. Another site's post was already refused (refuseCrossSite).
  if (c.req.method === "POST" && isNavigation(c.req.raw) && knownPage(pathname)) {
    return c.redirect(`${pathname}${new URL(c.req.url).search}`, 303);
  }
  return errorResponse(c, 405, "method_not_allowed");
});
app.onError(onError);

/**
 * The routes agree with core/api/routes.ts, the table the web client is compiled against: when a
 * validator or an answer drifts from it, or a route is missing from it, the compiler stops here.
 */
type ApiProblems = ContractProblems<typeof app | DevApi>;
/** The development tools' API: mounted only in builds that have them, so not in `typeof app`. */
type DevApi = Hono<AppEnv, MergeSchemaPath<ExtractSchema<ReturnType<typeof devApiRoutes>>, "/api/dev">>;
export type ApiContract = Agreed<ApiProblems>;
