import { describe, expect, it } from "vitest";
import enJson from "../../messages/en.json";
import ruJson from "../../messages/ru.json";

const en = enJson as Record<string, string>;
const ru = ruJson as Record<string, string>;
const keys = (o: Record<string, string>) => Object.keys(o).filter((k) => !k.startsWith("$")).sort();
const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe("message files", () => {
  it("hold the same keys in English and Russian", () => {
    expect(keys(ru)).toEqual(keys(en));
  });

  it("have no empty texts and the same placeholders in both languages", () => {
    for (const key of keys(en)) {
      expect(en[key]?.trim(), key).toBeTruthy();
      expect(ru[key]?.trim(), key).toBeTruthy();
      expect(placeholders(ru[key]!), key).toEqual(placeholders(en[key]!));
    }
  });

  it("are actually translated: Russian texts are in Cyrillic except brand and codes", () => {
    // Column headings of the workout logger and a set's effort in the history: RPE and RIR are what
    // lifters write in Russian too, and «№» the set's number.
    const sameOnPurpose = new Set(["nav_pro", "dev_yookassa_method_sberpay", "home_stat_third_value", "app_short_name", "workout_col_rpe", "workout_col_rir", "workout_col_set_short", "history_rpe"]);
    for (const key of keys(en)) {
      if (sameOnPurpose.has(key)) continue;
      expect(ru[key], key).not.toBe(en[key]);
      expect(ru[key], key).toMatch(/[а-яё]/i);
    }
  });

  it("use the required English texts word for word", () => {
    expect(en.error_title).toBe("Something went wrong");
    expect(en.profile_fetch_failed).toBe("Failed to fetch profile");
    expect(en.profile_create_failed).toBe("Failed to create profile");
    expect(en.profile_update_failed).toBe("Failed to update profile");
    expect(en.profile_update_plans).toBe("Update Plans");
    expect(en.profile_dismiss).toBe("Dismiss");
    expect(en.error_text).toBe("We're sorry for the inconvenience. You can try refreshing the page or returning to the homepage.");
    expect(en.error_refresh).toBe("Refresh Page");
    expect(en.error_home).toBe("Go to Homepage");
    expect(en.error_reloading).toBe("Reloading...");
    expect(en.error_reconnecting).toBe("Reconnecting to the server...");
    expect(en.offline_title).toBe("You're offline");
    expect(en.offline_text).toBe("Please check your internet connection and try again.");
    expect(en.connection_lost).toBe("Connection lost");
    expect(en.connection_restored).toBe("Connection restored");
    expect(en.connection_failed).toBe("Failed to reconnect. Please check your internet connection.");
    expect(en.api_error_no_token).toBe("No access token available");
    expect(en.sw_update_available).toBe("New version available");
    expect(en.sw_offline_ready).toBe("App ready for offline use");
  });
});
