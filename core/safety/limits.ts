// The safety numbers the product relies on, kept in one place: the plan rules use them and a
// content test checks that the supplement guide, the articles and the lessons state the same
// values in both languages.

/** Ages in whole years. */
export const ageLimits = {
  /** The youngest member the service accepts, as the user agreement says. */
  minimum: 16,
  /** From this age the adult formulas, BMI categories and calorie deficits apply. */
  adult: 18,
  /** Nobody under this age should drink alcohol. */
  alcohol: 18,
} as const;

/** Creatine monohydrate, grams a day (ISSN position stand 2017). */
export const creatineDose = {
  /** The usual maintenance dose for most people. */
  dailyGrams: { min: 3, max: 5 },
  /** Only very large athletes need more. */
  largeAthleteGrams: { min: 5, max: 10 },
  /** The optional loading phase, 5–7 days: about 20 g a day (0.3 g/kg is 21 g at 70 kg). */
  loadingGrams: 20,
  /**
   * The loading dose per kg of body weight. The daily dose has no per-kg equivalent: 0.03 g/kg
   * would be about 2 g at 70 kg, below 3–5 g.
   */
  loadingGramsPerKg: 0.3,
} as const;

/** Caffeine from all sources, mg a day (EFSA 2015). */
export const caffeineLimits = {
  adultMg: 400,
  /** Pregnancy and breastfeeding. */
  pregnancyMg: 200,
  /** Teenagers, per kg of body weight. */
  teenMgPerKg: 3,
} as const;

/**
 * The tolerable upper intake levels the supplement guide cites for adults, per day. Where the
 * guide names both, `eu` is EFSA's and `us` the US National Academies'.
 */
export const upperLimits = {
  vitaminD: { iu: 4000, ug: 100 },
  iron: { mg: 45 },
  zinc: { eu: 25, us: 40 },
  magnesiumSupplements: { eu: 250, us: 350 },
  vitaminB6: { eu: 12 },
  omega3: { g: 5 },
} as const;
