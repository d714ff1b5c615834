import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { getDb } from "../../worker/db/client";
import {
  authChallenges,
  bodyEntries,
  chatMessages,
  dataTransfers,
  diaryDayTargets,
  diaryEntries,
  diaryFavourites,
  diaryFoods,
  diaryRecipes,
  dietAdjustments,
  identities,
  importNames,
  pushSubscriptions,
  reminderLog,
  reminderSettings,
  loggerSettings,
  lessonProgress,
  ownExercises,
  workoutRoutines,
  passkeys,
  profiles,
  recoveryCodes,
  sandboxCheckouts,
  yookassaPayments,
  yookassaRefunds,
  yookassaSubscriptions,
  signIns,
  subscriptions,
  supportRequests,
  transformPreviews,
  twoStep,
  users,
  workoutEntries,
  workoutSessions,
  workoutSets,
} from "../../worker/db/schema";
import { userPhotoPrefix } from "../../worker/platform/photo-keys";
import { post } from "./auth-helpers";
import { createSession, createUser } from "./factories";

// One member with data in every feature the app keeps (D1, KV, R2), written straight into the
// stores so the rows are exactly known: for the data export's tests and the account deletion's.
// Every text the member wrote carries `marker`, so a file or a store holding this member's data
// can be found by searching for it.

/** 2026-11-20T09:00:00Z: when the seeded records were made. */
export const seededAt = Date.parse("2026-11-20T09:00:00Z");
const minutes = (n: number) => seededAt + n * 60_000;

/** Bytes standing in for a picture (nothing decodes them), with the marker inside. */
const picture = (kind: string, marker: string) => new TextEncoder().encode(`\u00ff\u00d8 ${kind} ${marker}`);

export interface MemberWithEverything {
  id: string;
  email: string;
  token: string;
  /** A word found in this member's texts and nowhere else. */
  marker: string;
  /** Stored values that must never leave the app. */
  secrets: {
    passwordHash: string;
    customerId: string;
    subscriptionId: string;
    paymentMethodId: string;
    pushEndpoint: string;
    signingKey: string;
    /** The ways in: a passkey's credential id and public key, the two-step secret, a recovery code's hash, the provider's account id. */
    passkeyId: string;
    passkeyPublicKey: string;
    totpSecret: string;
    recoveryCodeHash: string;
    providerSubject: string;
  };
  ownExerciseId: string;
  workout: { sessionId: string; deletedSessionId: string; benchEntryId: string; ownEntryId: string };
  diary: { milkEntryId: string; foodEntryId: string; deletedEntryId: string; foodId: string; recipeId: string };
  supportId: string;
  previewId: string;
  /** R2 keys of the member's objects. */
  objects: { screenshot: string; photo: string; preview: string };
}

export async function memberWithEverything(): Promise<MemberWithEverything> {
  const db = getDb(env.DB);
  const marker = `mk${crypto.randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const { id } = await createUser({
    plan: "PRO",
    gender: "FEMALE",
    age: 31,
    height: 168,
    weight: 64.5,
    activity: "MODERATE",
    goal: "LOSE_WEIGHT",
    targetWeight: 60,
    lifeStage: "lactation",
    lifeStageDate: "2026-08-01",
    screening: {
      answers: [false, false, false, false, false, true, false],
      answeredAt: "2026-11-01T08:00:00.000Z",
      doctorCleared: true,
    },
  });
  const token = await createSession(id);
  // Real plans, made by the plan routes: the coach, the weekly adjustments and the plan routes read them.
  const planned = [
    await post("/api/plans/workout", { goal: "LOSE_WEIGHT", tier: "beginner", weekdays: ["MONDAY", "WEDNESDAY", "FRIDAY"], equipment: ["dumbbell", "bench"] }, { token, now: minutes(1) }),
    await post("/api/plans/nutrition", { goal: "LOSE_WEIGHT" }, { token, now: minutes(1) }),
  ];
  for (const res of planned) if (res.status !== 200) throw new Error(`plan: ${res.status} ${JSON.stringify(res.body)}`);
  const secrets = {
    passwordHash: `scrypt$16384$8$1$salt${marker}$hash${marker}`,
    customerId: `cus_${marker}`,
    subscriptionId: `sub_${marker}`,
    paymentMethodId: `pm_${marker}`,
    // A device's push address is a capability, and the key signs the member's turn-off links.
    pushEndpoint: `https://push.example/send/${crypto.randomUUID()}`,
    signingKey: `key-${marker}`,
    passkeyId: `cred${marker}`,
    passkeyPublicKey: `pQECAyYgASFYI${marker}`,
    totpSecret: `totp${marker}`,
    recoveryCodeHash: `rc${marker}`,
    providerSubject: `sub${marker}`,
  };
  await db
    .update(users)
    .set({ lastName: `Ivanova-${marker}`, passwordHash: secrets.passwordHash, timeZone: "Europe/Moscow", units: "imperial", createdAt: new Date(minutes(-60 * 24 * 30)) })
    .where(eq(users.id, id));
  const email = (await db.select({ email: users.email }).from(users).where(eq(users.id, id)).get())!.email;
  await db
    .update(profiles)
    .set({ updatedAt: new Date(minutes(2)) })
    .where(eq(profiles.userId, id));

  await db.insert(bodyEntries).values([
    {
      id: crypto.randomUUID(),
      userId: id,
      date: "2026-11-18",
      weight: 65.2,
      waist: 74,
      hips: 98,
      createdAt: new Date(minutes(-3000)),
      updatedAt: new Date(minutes(-3000)),
    },
    {
      id: crypto.randomUUID(),
      userId: id,
      date: "2026-11-19",
      weight: 64.9,
      bodyFat: 24.5,
      neck: 32,
      chest: 90,
      arm: 28,
      thigh: 55,
      createdAt: new Date(minutes(-1500)),
      updatedAt: new Date(minutes(-1500)),
    },
  ]);

  const ownExerciseId = crypto.randomUUID();
  await db
    .insert(ownExercises)
    .values({
      id: ownExerciseId,
      userId: id,
      name: `Sled push ${marker}`,
      measure: "reps",
      createdAt: minutes(3),
      updatedAt: minutes(3),
    });
  await db
    .insert(importNames)
    .values({ userId: id, name: `sled push ${marker}`, exercise: `own-${ownExerciseId}`, updatedAt: minutes(3) });

  const workout = {
    sessionId: crypto.randomUUID(),
    deletedSessionId: crypto.randomUUID(),
    benchEntryId: crypto.randomUUID(),
    ownEntryId: crypto.randomUUID(),
  };
  const session = { userId: id, source: "free" as const, plan: [], status: "finished" as const, updatedAt: minutes(70) };
  await db.insert(workoutSessions).values([
    {
      ...session,
      id: workout.sessionId,
      date: "2026-11-20",
      name: `Push day ${marker}`,
      note: `New gym, busy at six ${marker}`,
      startedAt: minutes(0),
      finishedAt: minutes(60),
    },
    {
      ...session,
      id: workout.deletedSessionId,
      date: "2026-11-19",
      name: "Removed workout",
      startedAt: minutes(-1440),
      finishedAt: minutes(-1400),
      deleted: true,
    },
  ]);
  await db.insert(workoutEntries).values([
    {
      id: workout.benchEntryId,
      sessionId: workout.sessionId,
      userId: id,
      exercise: "barbell-bench-press",
      position: 0,
      note: `Felt strong ${marker}`,
      updatedAt: minutes(30),
    },
    {
      id: workout.ownEntryId,
      sessionId: workout.sessionId,
      userId: id,
      exercise: `own-${ownExerciseId}`,
      position: 1,
      note: "",
      updatedAt: minutes(50),
    },
  ]);
  const set = {
    sessionId: workout.sessionId,
    userId: id,
    seconds: null,
    rpe: null,
    rir: null,
    updatedAt: minutes(40),
    loggedAt: minutes(10),
  };
  await db.insert(workoutSets).values([
    {
      ...set,
      id: crypto.randomUUID(),
      entryId: workout.benchEntryId,
      exercise: "barbell-bench-press",
      position: 0,
      kind: "warmup",
      weight: 20,
      reps: 12,
    },
    // A removal between the two kept sets: the kept ones are numbered 1 and 2.
    {
      ...set,
      id: crypto.randomUUID(),
      entryId: workout.benchEntryId,
      exercise: "barbell-bench-press",
      position: 1,
      kind: "work",
      weight: 999,
      reps: 1,
      deleted: true,
    },
    {
      ...set,
      id: crypto.randomUUID(),
      entryId: workout.benchEntryId,
      exercise: "barbell-bench-press",
      position: 2,
      kind: "work",
      weight: 52.5,
      reps: 8,
      rpe: 8.5,
      rir: 2,
    },
    {
      ...set,
      id: crypto.randomUUID(),
      entryId: workout.ownEntryId,
      exercise: `own-${ownExerciseId}`,
      position: 0,
      kind: "work",
      weight: 80,
      reps: 10,
    },
    // A drop set: a work set with its variant.
    {
      ...set,
      id: crypto.randomUUID(),
      entryId: workout.ownEntryId,
      exercise: `own-${ownExerciseId}`,
      position: 1,
      kind: "work",
      variant: "drop",
      weight: 60,
      reps: 8,
    },
  ]);

  const diary = {
    milkEntryId: crypto.randomUUID(),
    foodEntryId: crypto.randomUUID(),
    deletedEntryId: crypto.randomUUID(),
    foodId: crypto.randomUUID(),
    recipeId: crypto.randomUUID(),
  };
  const barValues = { kcal: 380, protein: 30, fat: 12, carbs: 35 };
  await db.insert(diaryFoods).values({
    id: diary.foodId,
    userId: id,
    name: `Protein bar ${marker}`,
    brand: "Forma",
    barcode: "4601234567893",
    basis: "serving",
    serving: { label: "1 bar", grams: 50 },
    entered: { kcal: 190, protein: 15, fat: 6, carbs: 17.5 },
    per100g: barValues,
    updatedAt: minutes(5),
  });
  await db.insert(diaryRecipes).values({
    id: diary.recipeId,
    userId: id,
    name: `Porridge ${marker}`,
    ingredients: [{ food: { kind: "db", id: "01077" }, grams: 200, name: { en: "Milk, whole", ru: "Молоко цельное" } }],
    finishedGrams: 200,
    servings: 1,
    per100g: { kcal: 61, protein: 3.15 },
    updatedAt: minutes(6),
  });
  const entry = { userId: id, date: "2026-11-20", portion: null, updatedAt: minutes(20) };
  await db.insert(diaryEntries).values([
    {
      ...entry,
      id: diary.milkEntryId,
      meal: "breakfast",
      foodKind: "db",
      foodId: "01077",
      grams: 250,
      nameEn: "Milk, whole, 3.25% milkfat",
      nameRu: "Молоко цельное 3,25 %",
      per100g: { kcal: 61, protein: 3.15, fat: 3.25, calcium: 113 },
      loggedAt: minutes(7),
    },
    {
      ...entry,
      id: diary.foodEntryId,
      meal: "snack",
      foodKind: "custom",
      foodId: diary.foodId,
      grams: 50,
      portion: { count: 1, label: { en: "bar", ru: "батончик" } },
      nameEn: `Protein bar ${marker}`,
      nameRu: null,
      per100g: barValues,
      loggedAt: minutes(8),
    },
    {
      ...entry,
      id: diary.deletedEntryId,
      meal: "dinner",
      foodKind: "db",
      foodId: "01077",
      grams: 1,
      nameEn: "Removed entry",
      nameRu: null,
      per100g: null,
      loggedAt: minutes(9),
      deleted: true,
    },
  ]);
  await db
    .insert(diaryFavourites)
    .values({ userId: id, id: `custom:${diary.foodId}`, foodKind: "custom", foodId: diary.foodId, updatedAt: minutes(5) });
  // The targets the day kept when the member had it open (decision 0074).
  await db.insert(diaryDayTargets).values({
    userId: id,
    date: entry.date,
    source: "calculator",
    calories: 2100,
    protein: 140,
    fat: 70,
    carbs: 230,
    deficitWithheld: null,
    extraEnergyKcal: 0,
    updatedAt: minutes(20),
  });

  await db.insert(dietAdjustments).values({
    id: crypto.randomUUID(),
    userId: id,
    week: "2026-11-16",
    fromKcal: 2000,
    toKcal: 1900,
    trendKg: -0.1,
    expectedKg: -0.4,
    reason: "adjusted",
    createdAt: new Date(minutes(-4000)),
  });
  await db.insert(lessonProgress).values({ userId: id, lesson: "energy-balance", completedAt: new Date(minutes(-2000)) });
  await db.insert(chatMessages).values([
    {
      id: crypto.randomUUID(),
      userId: id,
      role: "user",
      content: `How much protein do I need? ${marker}`,
      createdAt: new Date(minutes(11)),
    },
    {
      id: crypto.randomUUID(),
      userId: id,
      role: "assistant",
      content: "About 1.6 g per kg of body weight a day.",
      createdAt: new Date(minutes(12)),
    },
  ]);

  const prefix = userPhotoPrefix(id);
  const supportId = crypto.randomUUID();
  const previewId = crypto.randomUUID();
  const objects = {
    screenshot: `${prefix}support/${supportId}/screenshot.jpg`,
    photo: `${prefix}transform/${previewId}/original.jpg`,
    preview: `${prefix}transform/${previewId}/result.png`,
  };
  await env.PHOTOS.put(objects.screenshot, picture("screenshot", marker), { httpMetadata: { contentType: "image/jpeg" } });
  await env.PHOTOS.put(objects.photo, picture("photo", marker), { httpMetadata: { contentType: "image/jpeg" } });
  await env.PHOTOS.put(objects.preview, picture("preview", marker), { httpMetadata: { contentType: "image/png" } });
  await db.insert(supportRequests).values({
    id: supportId,
    userId: id,
    topic: "billing",
    message: `I was charged twice ${marker}`,
    screenshotKey: objects.screenshot,
    locale: "en",
    plan: "PRO",
    createdAt: new Date(minutes(13)),
  });
  await db.insert(transformPreviews).values({
    id: previewId,
    userId: id,
    type: "cut",
    months: 3,
    status: "done",
    engine: "embedded",
    originalKey: objects.photo,
    resultKey: objects.preview,
    resultType: "image/png",
    width: 600,
    height: 800,
    weightKg: 64.5,
    heightCm: 168,
    createdAt: new Date(minutes(14)),
    finishedAt: new Date(minutes(15)),
    durationMs: 4200,
  });

  await db.insert(subscriptions).values({
    userId: id,
    provider: "sandbox",
    customerId: secrets.customerId,
    subscriptionId: secrets.subscriptionId,
    plan: "PRO",
    interval: "month",
    status: "active",
    currentPeriodEnd: new Date("2026-12-20T09:00:00Z"),
    paymentMethodId: secrets.paymentMethodId,
    last4: "4242",
    lastEventAt: new Date(minutes(-100)),
    createdAt: new Date(minutes(-100)),
  });
  await db.insert(sandboxCheckouts).values({
    id: `cs_${marker}`,
    userId: id,
    customerId: secrets.customerId,
    plan: "PRO",
    interval: "month",
    currency: "usd",
    amount: 1299,
    locale: "en",
    successUrl: "https://forma.test/billing/success",
    cancelUrl: "https://forma.test/billing",
    status: "complete",
    createdAt: new Date(minutes(-101)),
  });
  // An earlier subscription in rubles (YooKassa): ended after its first payment was refunded.
  const ykReceipt = {
    customer: { email: `${marker}@example.com` },
    items: [{ description: "Подписка Forma Pro на 1 месяц", quantity: "1.00", amount: { value: "799.00", currency: "RUB" }, vat_code: 1, payment_subject: "service", payment_mode: "full_payment" }],
  };
  await db.insert(yookassaSubscriptions).values({
    id: `yks_${marker}`,
    userId: id,
    plan: "PRO",
    interval: "month",
    amount: 79900,
    status: "canceled",
    currentPeriodEnd: new Date(minutes(-200)),
    paymentMethodId: `ykpm_${marker}`,
    methodKind: "card",
    methodLast4: "4477",
    methodBrand: "MasterCard",
    firstPaymentId: `ykp_${marker}`,
    createdAt: new Date(minutes(-300)),
  });
  await db.insert(yookassaPayments).values({
    id: `ykp_${marker}`,
    userId: id,
    subscriptionId: `yks_${marker}`,
    kind: "first",
    plan: "PRO",
    interval: "month",
    amount: 79900,
    status: "succeeded",
    methodKind: "card",
    methodLast4: "4477",
    methodBrand: "MasterCard",
    receipt: ykReceipt,
    refundedAmount: 79900,
    createdAt: new Date(minutes(-300)),
    paidAt: new Date(minutes(-299)),
  });
  await db.insert(yookassaRefunds).values({
    id: `ykr_${marker}`,
    paymentId: `ykp_${marker}`,
    userId: id,
    amount: 79900,
    status: "succeeded",
    receipt: ykReceipt,
    reason: "member",
    createdAt: new Date(minutes(-250)),
  });
  // The logger's settings: lb plates on a 35 lb bar, RPE, a rest of its own for the bench press.
  await db.insert(loggerSettings).values({
    userId: id,
    settings: {
      effort: "rpe",
      plates: { metric: { bar: 20, plates: [20, 10, 5] }, imperial: { bar: 35, plates: [45, 25, 10] } },
      rest: { "barbell-bench-press": 180 },
    },
    updatedAt: minutes(15),
  });
  // A routine: the bench press, then the own exercise and the push-up as a superset.
  await db.insert(workoutRoutines).values({
    id: `routine-${marker}`,
    userId: id,
    name: `Push ${marker}`,
    exercises: [
      { exercise: "barbell-bench-press", superset: null },
      { exercise: `own-${ownExerciseId}`, superset: 0 },
      { exercise: "push-up", superset: 0 },
    ],
    createdAt: minutes(16),
    updatedAt: minutes(17),
  });
  // Reminders: the settings, a device's push subscription and a reminder sent to it.
  await db.insert(reminderSettings).values({
    userId: id,
    timeZone: "Europe/Moscow",
    at: 540,
    quietFrom: 1320,
    quietTo: 420,
    weighInDays: ["MONDAY"],
    signingKey: secrets.signingKey,
    updatedAt: minutes(16),
  });
  await db
    .insert(pushSubscriptions)
    .values({ id: crypto.randomUUID(), userId: id, endpoint: secrets.pushEndpoint, p256dh: "BNcRd", auth: "tBHI", createdAt: minutes(16) });
  await db.insert(reminderLog).values({ userId: id, kind: "weigh_in", date: "2026-11-20", channel: "push", sentAt: minutes(17) });
  // The ways in: a passkey, Google, two-step with its recovery codes, a pending ceremony, a sign-in.
  await db.insert(passkeys).values({
    id: secrets.passkeyId,
    userId: id,
    name: `Pixel ${marker}`,
    publicKey: secrets.passkeyPublicKey,
    counter: 4,
    transports: ["internal", "hybrid"],
    deviceType: "multiDevice",
    backedUp: true,
    createdAt: new Date(minutes(18)),
    lastUsedAt: new Date(minutes(19)),
  });
  await db.insert(identities).values({
    id: crypto.randomUUID(),
    userId: id,
    provider: "google",
    subject: secrets.providerSubject,
    email: `anna.${marker}@gmail.com`,
    createdAt: new Date(minutes(18)),
  });
  await db.insert(twoStep).values({ userId: id, secret: secrets.totpSecret, enabledAt: new Date(minutes(20)), lastStep: 59_000_000, createdAt: new Date(minutes(20)) });
  await db.insert(recoveryCodes).values([
    { id: crypto.randomUUID(), userId: id, codeHash: secrets.recoveryCodeHash, createdAt: new Date(minutes(20)) },
    { id: crypto.randomUUID(), userId: id, codeHash: `${secrets.recoveryCodeHash}used`, usedAt: new Date(minutes(21)), createdAt: new Date(minutes(20)) },
  ]);
  await db.insert(authChallenges).values({
    id: `ch${marker}`,
    purpose: "passkey_register",
    userId: id,
    data: { challenge: `ch${marker}` },
    expiresAt: new Date(minutes(25)),
    createdAt: new Date(minutes(20)),
  });
  await db.insert(signIns).values({
    id: crypto.randomUUID(),
    userId: id,
    at: new Date(minutes(22)),
    method: "passkey",
    secondStep: null,
    device: "Chrome on Android",
    country: "RU",
    sessionId: `sess${marker}`,
  });
  await db
    .insert(dataTransfers)
    .values({ id: crypto.randomUUID(), userId: id, kind: "import", source: "strong", rows: 12, createdAt: minutes(-200) });

  return {
    id,
    email,
    token,
    marker,
    secrets,
    ownExerciseId,
    workout,
    diary,
    supportId,
    previewId,
    objects,
  };
}
