// The reminders a member may turn on, and the screen each one opens when its notification is
// tapped. Paths are the desktop ones: the app shows them in the phone's shell on a phone.

export const reminderKinds = ["training", "weigh_in", "check_in"] as const;
export type ReminderKind = (typeof reminderKinds)[number];

/** What a notification may be: a reminder, or the test the member sends from settings. */
export type NotificationKind = ReminderKind | "test";

/** Where a tap leads: today's workout, the weigh-in on the profile's progress, the week's adjustment. */
export const reminderScreens: Record<NotificationKind, string> = {
  training: "/workout",
  weigh_in: "/profile#weigh-in",
  check_in: "/profile#check-in",
  test: "/settings#reminders",
};

/** What a signed link may turn off: one kind of push reminder, or the check-in's e-mails. */
export const turnOffPurposes = [...reminderKinds, "email"] as const;
export type TurnOffPurpose = (typeof turnOffPurposes)[number];
