/// <reference types="vite/client" />
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import en from "../../messages/en.json";
import ru from "../../messages/ru.json";
import { normalizeActivity } from "../../core/plans";
import {
  changePasswordSchema,
  cleanName,
  emailSchema,
  lastNameSchema,
  metricsSchema,
  nameSchema,
  passwordSchema,
  signUpSchema,
} from "../../core/validation/account";
// The schema file as text, to find every message key it uses.
import source from "../../core/validation/account.ts?raw";

const firstMessage = (schema: v.GenericSchema, value: unknown) => {
  const r = v.safeParse(schema, value);
  return r.success ? null : r.issues[0].message;
};

describe("account schemas", () => {
  it("cleans names: trims, collapses whitespace, removes angle brackets", () => {
    expect(cleanName("\tAnna \n  <Maria> ")).toBe("Anna Maria");
    expect(cleanName("  Anna   <Maria> ")).toBe("Anna Maria");
    expect(v.parse(nameSchema, " Жанна  Д'Арк ")).toBe("Жанна Д'Арк");
    expect(v.parse(nameSchema, "Петрова-Водкина")).toBe("Петрова-Водкина");
  });

  it("keeps the name rules", () => {
    expect(firstMessage(nameSchema, "A")).toBe("validation_name_min");
    expect(firstMessage(nameSchema, "A".repeat(51))).toBe("validation_name_max");
    expect(firstMessage(nameSchema, "-Anna")).toBe("validation_name_chars");
    expect(firstMessage(nameSchema, "Anna1")).toBe("validation_name_chars");
    expect(firstMessage(nameSchema, "<>")).toBe("validation_name_min");
  });

  it("says the name rule in the specification's words, without its old limit to two alphabets", () => {
    expect(en.validation_name_chars).toBe("Name can contain letters, spaces, hyphens, and apostrophes");
    expect(ru.validation_name_chars).toBe("Имя может содержать буквы, пробелы, дефисы и апострофы");
    // The last name's own messages: in Russian «Имя» is the first name only; English says "Name" for both.
    expect(firstMessage(lastNameSchema, "Anna1")).toBe("validation_last_name_chars");
    expect(firstMessage(lastNameSchema, "A")).toBe("validation_last_name_min");
    expect(firstMessage(lastNameSchema, "A".repeat(51))).toBe("validation_last_name_max");
    expect(ru.validation_last_name_chars).toBe("Фамилия может содержать буквы, пробелы, дефисы и апострофы");
    expect(en.validation_last_name_chars).toBe(en.validation_name_chars);
    // What the message allows, the rule accepts: letters of any script, spaces, hyphens and apostrophes.
    expect(firstMessage(nameSchema, "Σωκράτης O'Brien-Жанна")).toBeNull();
  });

  it("accepts letters of any script with their accents, spaces, apostrophes and hyphens", () => {
    for (const name of ["José", "Müller", "Жанна-Мария", "O'Brien", "O’Brien", "Zoë", "Nguyễn", "Ólafur Þór", "Σωκράτης", "李小龍", "स्वाति", "Ali ibn Hasan", "Łukasz", "Ab"]) {
      expect(firstMessage(nameSchema, name), name).toBeNull();
    }
    expect(v.parse(nameSchema, "Jose\u0301")).toBe("José");
    // Lengths count what a reader sees: a letter with a mark that has no composed form is one.
    expect(firstMessage(nameSchema, "a\u0331".repeat(50))).toBeNull();
    expect(firstMessage(nameSchema, "a\u0331".repeat(51))).toBe("validation_name_max");
  });

  it("refuses markup, digits, punctuation and piled-up marks in names", () => {
    for (const name of ["<b>x</b>", "<script>alert(1)</script>", "Anna2", "Anna.", "An;na", "Anna@", "J\u0301\u0301\u0301\u0301\u0301ose", "Anna\u200bMaria", "\u0301Anna", "'Anna"]) {
      expect(firstMessage(nameSchema, name), name).toBe("validation_name_chars");
    }
    expect(firstMessage(nameSchema, "李")).toBe("validation_name_min");
  });

  it("takes members from 16 to 100 years old", () => {
    const metrics = { gender: "MALE", age: 16, height: 180, weight: 80, activity: "ACTIVE" };
    expect(firstMessage(metricsSchema, metrics)).toBeNull();
    expect(firstMessage(metricsSchema, { ...metrics, age: 100 })).toBeNull();
    expect(firstMessage(metricsSchema, { ...metrics, age: 15 })).toBe("validation_age_range");
    expect(firstMessage(metricsSchema, { ...metrics, age: 13 })).toBe("validation_age_range");
    expect(firstMessage(metricsSchema, { ...metrics, age: 101 })).toBe("validation_age_range");
    expect(en.validation_age_range).toBe("Age must be a whole number from 16 to 100");
    expect(ru.validation_age_range).toBe("Возраст\u00a0— целое число от 16 до 100");
  });

  it("trims and lowercases e-mails and checks their length and form", () => {
    expect(v.parse(emailSchema, "  Anna@Example.COM ")).toBe("anna@example.com");
    expect(firstMessage(emailSchema, "a@b")).toBe("validation_email_min");
    expect(firstMessage(emailSchema, "anna@")).toBe("validation_email_invalid");
    expect(firstMessage(emailSchema, `${"a".repeat(250)}@example.com`)).toBe("validation_email_max");
  });

  it("wants 8 to 72 characters with upper and lower case and a digit (Cyrillic counts)", () => {
    expect(firstMessage(passwordSchema, "Ab1")).toBe("validation_password_min");
    expect(firstMessage(passwordSchema, `Ab1${"x".repeat(70)}`)).toBe("validation_password_max");
    expect(firstMessage(passwordSchema, "password1")).toBe("validation_password_mix");
    expect(firstMessage(passwordSchema, "PASSWORD1")).toBe("validation_password_mix");
    expect(firstMessage(passwordSchema, "Password")).toBe("validation_password_mix");
    expect(firstMessage(passwordSchema, "Пароль2024")).toBeNull();
  });

  it("checks the confirmation against the new password", () => {
    const r = v.safeParse(changePasswordSchema, { currentPassword: "x", newPassword: "N3wPassword", confirmPassword: "other" });
    expect(r.success).toBe(false);
    expect(r.issues?.[0]?.message).toBe("validation_password_confirm");
    expect(v.getDotPath(r.issues![0]!)).toBe("confirmPassword");
  });

  it("needs the agreement and sensible metrics; the goal defaults to MAINTAIN", () => {
    const metrics = { gender: "MALE", age: 30, height: 180, weight: 80, activity: "ACTIVE" };
    expect(v.parse(metricsSchema, metrics).goal).toBe("MAINTAIN");
    expect(firstMessage(metricsSchema, { ...metrics, age: 30.5 })).toBe("validation_age_range");
    expect(firstMessage(metricsSchema, { ...metrics, height: Number.NaN })).toBe("validation_height_range");
    const account = { firstName: "Anna", lastName: "Ivanova", email: "a@example.com", password: "Str0ngPass", metrics };
    expect(firstMessage(signUpSchema, { ...account, acceptAgreement: false })).toBe("validation_agreement_required");
    expect(firstMessage(signUpSchema, { ...account, acceptAgreement: true })).toBeNull();
  });

  it("maps activity levels to upper case and an unknown one to MODERATE", () => {
    expect(normalizeActivity("very_active")).toEqual({ activity: "VERY_ACTIVE", defaulted: false });
    expect(normalizeActivity("couch")).toEqual({ activity: "MODERATE", defaulted: true });
  });

  it("has every message key it uses in both languages", () => {
    const keys = [...new Set((source as string).match(/"validation_[a-z_]+"/g)!.map((k: string) => k.slice(1, -1)))];
    expect(keys.length).toBeGreaterThan(15);
    for (const key of keys) {
      expect(en, key).toHaveProperty(key);
      expect(ru, key).toHaveProperty(key);
      expect((ru as Record<string, string>)[key]).not.toBe((en as Record<string, string>)[key]);
    }
  });
});
