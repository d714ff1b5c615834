// Account schemas shared by the forms and the API. Messages are keys of
// messages/{en,ru}.json; the form and the server translate them into the user's language.
import * as v from "valibot";
import { genders, goals } from "../plans";
import { ageLimits } from "../safety/limits";

export const nameLimits = { min: 2, max: 50 } as const;
export const emailLimits = { min: 5, max: 255 } as const;
export const passwordLimits = { min: 8, max: 72 } as const;

/**
 * Trimmed, whitespace collapsed, angle brackets removed, accents composed (NFC, so "José"
 * typed with a combining accent is the same name) before the rules are checked.
 */
export function cleanName(raw: string): string {
  return raw.replace(/[<>]/g, "").replace(/\s+/g, " ").trim().normalize("NFC");
}

/**
 * Letters of any script, each with up to three combining marks (accents, vowel signs), and
 * spaces, apostrophes and hyphens between them; the first character is a letter. Digits,
 * punctuation and markup are refused.
 */
export const namePattern = /^\p{L}\p{M}{0,3}(?:\p{L}\p{M}{0,3}|[ '’-])*$/u;

/**
 * Lengths count characters as people see them (a letter with its accents is one). The last name
 * has messages of its own: in Russian «Имя» is the first name only (English says "Name" for both).
 */
const personName = (messages: { min: string; max: string; chars: string }) =>
  v.pipe(
    v.string(messages.min),
    v.transform(cleanName),
    v.minGraphemes(nameLimits.min, messages.min),
    v.maxGraphemes(nameLimits.max, messages.max),
    v.regex(namePattern, messages.chars),
  );
export const nameSchema = personName({ min: "validation_name_min", max: "validation_name_max", chars: "validation_name_chars" });
export const lastNameSchema = personName({
  min: "validation_last_name_min",
  max: "validation_last_name_max",
  chars: "validation_last_name_chars",
});

export const emailSchema = v.pipe(
  v.string("validation_email_invalid"),
  v.trim(),
  v.toLowerCase(),
  v.minLength(emailLimits.min, "validation_email_min"),
  v.maxLength(emailLimits.max, "validation_email_max"),
  v.email("validation_email_invalid"),
);

export const passwordSchema = v.pipe(
  v.string("validation_password_min"),
  v.minLength(passwordLimits.min, "validation_password_min"),
  v.maxLength(passwordLimits.max, "validation_password_max"),
  v.check((p) => /\p{Lu}/u.test(p) && /\p{Ll}/u.test(p) && /\d/.test(p), "validation_password_mix"),
);

/** Sign-in takes any non-empty password: the strength rules apply when one is chosen. */
export const currentPasswordSchema = v.pipe(
  v.string("validation_password_required"),
  v.minLength(1, "validation_password_required"),
  v.maxLength(passwordLimits.max, "validation_password_max"),
);

// Sensible human limits of the body metrics; the profile feature uses the same ones. Members
// are at least the safety rules' minimum age, as the user agreement says.
export const metricLimits = {
  age: { min: ageLimits.minimum, max: 100 },
  height: { min: 100, max: 250 },
  weight: { min: 30, max: 300 },
} as const;

const between = (key: keyof typeof metricLimits, message: string) =>
  v.pipe(
    v.number(message),
    v.finite(message),
    v.minValue(metricLimits[key].min, message),
    v.maxValue(metricLimits[key].max, message),
  );

export const metricsSchema = v.object({
  gender: v.picklist(genders, "validation_gender_required"),
  age: v.pipe(between("age", "validation_age_range"), v.integer("validation_age_range")),
  height: between("height", "validation_height_range"),
  weight: between("weight", "validation_weight_range"),
  // Any text: an unknown level is stored as MODERATE with a warning.
  activity: v.pipe(v.string("validation_activity_required"), v.minLength(1, "validation_activity_required"), v.maxLength(32, "validation_activity_max")),
  goal: v.optional(v.picklist(goals, "validation_goal_required"), "MAINTAIN"),
});
export type Metrics = v.InferOutput<typeof metricsSchema>;

export const accountFieldsSchema = v.object({
  firstName: nameSchema,
  lastName: lastNameSchema,
  email: emailSchema,
  password: passwordSchema,
  acceptAgreement: v.literal(true, "validation_agreement_required"),
});

export const signUpSchema = v.object({
  ...accountFieldsSchema.entries,
  metrics: metricsSchema,
  captchaToken: v.optional(v.pipe(v.string("validation_captcha_token"), v.maxLength(4096, "validation_captcha_token"))),
});
export type SignUpInput = v.InferInput<typeof signUpSchema>;

export const signInSchema = v.object({
  email: emailSchema,
  password: currentPasswordSchema,
  /** API clients ask for the token in the body (then no cookie is set). */
  returnToken: v.optional(v.boolean("validation_flag_invalid")),
});

export const emailOnlySchema = v.object({
  email: emailSchema,
  captchaToken: v.optional(v.pipe(v.string("validation_captcha_token"), v.maxLength(4096, "validation_captcha_token"))),
});

/** E-mailed tokens are 256-bit base64url strings. */
export const tokenSchema = v.object({
  token: v.pipe(v.string("validation_link_invalid"), v.regex(/^[A-Za-z0-9_-]{43}$/, "validation_link_invalid")),
});

/** Opening an e-mailed sign-in link; `confirm`: the member chose to go on in a browser that did not ask for it. */
export const signInLinkSchema = v.object({ token: tokenSchema.entries.token, confirm: v.optional(v.boolean("validation_flag_invalid")) });

/** The confirmation rule of the password forms (the fields use it too, as you type). */
export const passwordsMatch = (input: { newPassword: string; confirmPassword: string }) => input.newPassword === input.confirmPassword;
export const passwordsMatchMessage = "validation_password_confirm";

export const resetPasswordSchema = v.pipe(
  v.object({
    token: tokenSchema.entries.token,
    newPassword: passwordSchema,
    confirmPassword: v.string("validation_password_confirm"),
  }),
  v.forward(v.partialCheck([["newPassword"], ["confirmPassword"]], passwordsMatch, passwordsMatchMessage), ["confirmPassword"]),
);

/** Changing the password; an account without one (passkeys, Google, Yandex) sets one without `currentPassword`. */
export const changePasswordSchema = v.pipe(
  v.object({
    currentPassword: v.optional(currentPasswordSchema),
    newPassword: passwordSchema,
    confirmPassword: v.string("validation_password_confirm"),
  }),
  v.forward(v.partialCheck([["newPassword"], ["confirmPassword"]], passwordsMatch, passwordsMatchMessage), ["confirmPassword"]),
);

export const namesSchema = v.object({ firstName: nameSchema, lastName: lastNameSchema });

/** The units weights and measurements are read in: kg and cm, or lb and in (kept in kg and cm). */
export const unitSystems = ["metric", "imperial"] as const;
export type UnitSystem = (typeof unitSystems)[number];
export const unitsSchema = v.object({ units: v.picklist(unitSystems, "validation_units_invalid") });

