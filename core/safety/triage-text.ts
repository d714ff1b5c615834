// How the triage reads a message: folded to lower case (ё as е), cut into sentences and whole
// words, and compared with signs written as word patterns, so a stem never matches inside
// another word («боль» is not «больше», "ache" is not "achieve").

/** One sentence's words, in order; `clauseBreak` stands where a comma, a colon or a dash was. */
export type Sentence = string[];

/** The word a comma, a colon or a dash between words becomes: a negation does not reach past it. */
export const clauseBreak = ",";

/** Latin letters that look like Cyrillic ones (after lower-casing), and the other way round. */
const latinLookalikes: Record<string, string> = {
  a: "а",
  b: "в",
  c: "с",
  e: "е",
  h: "н",
  k: "к",
  m: "м",
  o: "о",
  p: "р",
  t: "т",
  x: "х",
  y: "у",
};
const cyrillicLookalikes: Record<string, string> = Object.fromEntries(Object.entries(latinLookalikes).map(([l, c]) => [c, l]));

/**
 * A word written in one alphabet with a lookalike letter of the other («бoль» with a Latin o,
 * "chеst" with a Cyrillic е) in the alphabet of the rest of the word; a word that mixes letters
 * with no lookalike stays as it is.
 */
function oneAlphabet(word: string): string {
  const latin = word.match(/[a-z]/g);
  const cyrillic = word.match(/[а-я]/g);
  if (!latin || !cyrillic) return word;
  const toCyrillic = latin.every((c) => c in latinLookalikes);
  const toLatin = cyrillic.every((c) => c in cyrillicLookalikes);
  if (toCyrillic && (!toLatin || cyrillic.length >= latin.length)) return word.replace(/[a-z]/g, (c) => latinLookalikes[c]!);
  if (toLatin) return word.replace(/[а-я]/g, (c) => cyrillicLookalikes[c]!);
  return word;
}

/** A number glued to a unit ("700kcal", «16лет») is two words; "1,000" and «1 000» are one number. */
export function sentencesOf(text: string): Sentence[] {
  const folded = text
    .toLowerCase()
    .replace(/ё/g, "е")
    // "5'7", "5′ 11″", "6' tall": a height in feet and inches (4 to 7 feet, 0 to 11 inches), before
    // the apostrophes go; not a pace ("6'15 per km", «7'00 на км») nor "4x4' intervals".
    .replace(
      /(?<![\d'’′])([4-7])['’′]\s*([0-9]|1[01])(?!\d)\s*(?:["”″]|'')?(?!\s*(?:\/|per\b|на(?![a-zа-я])|a\s+(?:km|mile)))/g,
      "$1 ft $2 in ",
    )
    .replace(/(?<![\d'’′x])([4-7])['’′](?=\s*tall)/g, "$1 ft ")
    // "don't", "I'm", "can’t": one word without the apostrophe.
    .replace(/['’`ʼ]/g, "")
    .replace(/(\d)[\s\u00a0\u202f,.](?=\d{3}(?!\d))/g, "$1")
    .replace(/(\d)(?=\p{L})|(\p{L})(?=\d)/gu, "$1$2 ")
    // "900-1000 kcal", «900 — 1000 ккал»: a range, read as "900 to 1000".
    .replace(/(\d)\s*[-—–]+\s*(?=\d)/g, "$1 to ")
    // A comma or a colon (not inside a number: «ИМТ 17,5», 10:30) or a dash between words ends a clause.
    .replace(/,(?!\d)|(?<!\d),|:(?!\d)|(?<!\d):|[—–]|\s-+\s/g, " \u00b6 ");
  return (
    folded
      // A point between digits is a decimal one ("BMI 18.7", "1.70 m"), read as «18,7» is.
      .split(/(?:(?<!\d)\.|\.(?!\d)|[!?;\n])+/)
      .map((s) => {
        const words: Sentence = [];
        for (const w of s.match(/[a-zа-я0-9]+|\u00b6/g) ?? []) {
          // No break at the start of a sentence, nor two in a row.
          if (w !== "\u00b6") words.push(oneAlphabet(w));
          else if (words.length > 0 && words.at(-1) !== clauseBreak) words.push(clauseBreak);
        }
        if (words.at(-1) === clauseBreak) words.pop();
        return words;
      })
      .filter((s) => s.length > 0)
  );
}

/**
 * Russian written in Latin letters ("bolit grud", "davit v grudi"), as Cyrillic: each Latin
 * word letter by letter, without a soft or hard sign and with й as и (a transliteration has
 * neither). Read only with `softless` signs: the red flags, eating-disorder signs, pain, the
 * questions of losing weight, calories and eating, and the groups.
 */
const latinToRussian: readonly (readonly [string, string])[] = [
  ["shch", "щ"],
  ["tsya", "тся"],
  ["sch", "щ"],
  ["zh", "ж"],
  ["kh", "х"],
  ["ch", "ч"],
  ["sh", "ш"],
  ["ts", "ц"],
  ["tz", "ц"],
  ["yo", "е"],
  ["jo", "е"],
  ["yu", "ю"],
  ["ju", "ю"],
  ["ya", "я"],
  ["ja", "я"],
  ["ye", "е"],
  // "sjel", "bjetsya", "jest": a soft sign or a yotated е.
  ["je", "е"],
  ["a", "а"],
  ["b", "б"],
  ["v", "в"],
  ["w", "в"],
  ["g", "г"],
  ["d", "д"],
  ["e", "е"],
  ["z", "з"],
  ["i", "и"],
  ["j", "и"],
  ["k", "к"],
  ["q", "к"],
  ["l", "л"],
  ["m", "м"],
  ["n", "н"],
  ["o", "о"],
  ["p", "п"],
  ["r", "р"],
  ["s", "с"],
  ["t", "т"],
  ["u", "у"],
  ["f", "ф"],
  ["h", "х"],
  ["c", "ц"],
  ["x", "кс"],
];

/**
 * The other way some members type: "w" for ш ("dywat", "ewe") and "j" for ж ("muj", "jena").
 * Read only as a second reading of a sentence that reads as Russian (see `russianLike`).
 */
const latinToRussianAlt: readonly (readonly [string, string])[] = [["w", "ш"], ["j", "ж"], ...latinToRussian];

/** ш and щ are one letter, э is е: a transliteration writes "sh" for both, "e" for both. */
const foldLetters = (word: string) => word.replace(/[ьъ]/g, "").replace(/й/g, "и").replace(/щ/g, "ш").replace(/э/g, "е");

function transliterated(word: string, alt = false): string {
  if (!/^[a-z]+$/.test(word)) return foldLetters(word);
  const table = alt ? latinToRussianAlt : latinToRussian;
  let out = "";
  for (let i = 0; i < word.length;) {
    // "y" after a vowel is й (read as и): "serdechnyi", "moy"; otherwise ы: "odyshka".
    if (word[i] === "y" && !/^y[aeou]/.test(word.slice(i))) {
      out += /[aeiouy]/.test(word[i - 1] ?? "") ? "и" : "ы";
      i++;
      continue;
    }
    const [latin, cyrillic] = table.find(([l]) => word.startsWith(l, i)) ?? [word[i]!, word[i]!];
    out += cyrillic;
    i += latin.length;
  }
  return foldLetters(out);
}

/** The sentences that have a Latin word, read as transliterated Russian (see `latinToRussian`). */
export function transliterations(sentences: readonly Sentence[]): Sentence[] {
  return sentences.filter((s) => s.some((w) => /^[a-z]+$/.test(w))).map((s) => s.map((w) => transliterated(w)));
}

/**
 * "4" for ч inside a Latin word ("s4ety", "ni4ego") or opening что, чтоб, чего, чем, чувств ("4to"):
 * as "ch", for the transliterated reading only (the text as written keeps its numbers: "4x4", "b4").
 */
export const latinDigits = (text: string): string =>
  text.replace(/(?<=[a-z])4(?=[a-z])|(?<![a-z0-9])4(?=(?:to|tob|ego|em|uvstv)(?![a-z0-9]))/gi, "ch");

/**
 * Common English words and common Russian words (as read from Latin letters, folded). Words both
 * languages' chat uses are in neither: "i", "a", "no", "on", "to", "so", "by", "net", and "u",
 * "ya", "s" (English "you", "yeah", "'s"; Russian у, я, с).
 */
const englishWord =
  /^(the|and|is|are|was|were|be|been|my|me|im|ive|id|you|your|youre|he|hes|she|shes|his|her|him|it|its|of|in|at|for|with|from|not|dont|cant|cannot|after|just|this|that|what|how|why|when|have|has|had|do|does|did|can|will|should|would|but|or|if|up|out|we|they|our|their|an|get|got|feel|feels|off|down)$/;
const russianWord =
  /^(не|в|во|на|что|чо|как|меня|мне|мои|моя|моего|моеи|моему|она|ее|еи|ему|него|нее|уже|очен|ето|от|по|за|из|без|после|когда|так|все|только|сеичас|ест|был|была|было|ничего|помогите|делат|срочно|ли|же|плохо|тоже|еше|где|почему|можно|нужно|надо|хочу|могу|может|тут|здес|теперь|если|упал|упала|сломал|сломала|дышит|дышат|кров|рука|руку|нога|ногу|голова|голову|груд|груди|сердце|сознание|скорую|скорая|губы|лицо|муж|мужа|мужу|жена|жены|жене|сын|сына|дочь|брат|брата|сестра|подруга|подруги|клиент|клиента|клиентка|парен|парня|девушка|девушке|ребенок|ребенка|бабушка|дедушка|сосед|тренер|папы|мамы|друга|клиентки|бабушки|дедушки|дочери|сестры|соседа|тренера|перелом|судороги|приступ|онемела|онемел|рвет|температура|вдруг|стал|стала|стало|просто|деда|дед|папа|мама|говорит|сказал|сказала|беременнои|беременная|сильное|сильно|очень|кровотечение|коллеги|коллега|астма|ингалятор|пустои)$/;

/** Word shapes only Russian has in Latin letters: "zh", "kh", a reflexive ending ("zadyhaetsya"), «-ает», «-аю», «-ого», «-ая». */
const russianShape = /zh|kh|shch|tsya$|sya$|sja$|ayu$|aju$|yut$|jut$|aet$|ajet$|ogo$|aya$/;
/**
 * Whether a sentence typed in Latin letters reads as Russian rather than English: at least two of
 * its words are common Russian words (as transliterated) or Russian shapes, and more of them than
 * common English words ("fainted on treadmill, ya" is English, "on" is not «он»).
 */
function russianLike(s: Sentence): boolean {
  let ru = 0;
  let en = 0;
  for (const w of s) {
    if (!/^[a-z]+$/.test(w)) continue;
    if (englishWord.test(w)) en++;
    else if (russianWord.test(transliterated(w)) || russianWord.test(transliterated(w, true)) || russianShape.test(w)) ru++;
  }
  return ru >= 2 && ru > en;
}

/** A sentence that reads as Russian in Latin letters, as Cyrillic (null for any other). */
export const russianReading = (s: Sentence): Sentence | null =>
  s.some((w) => /^[a-z]+$/.test(w)) && russianLike(s) ? s.map((w) => transliterated(w)) : null;

/** The second reading ("w" as ш, "j" as ж) of each sentence that reads as Russian and has either letter. */
export function altReadings(sentences: readonly Sentence[]): Sentence[] {
  return sentences
    .filter((s) => russianReading(s) !== null && s.some((w) => /^[a-z]*[wj][a-z]*$/.test(w)))
    .map((s) => s.map((w) => transliterated(w, true)));
}

/** Both readings of each sentence that reads as Russian in Latin letters: who is named there is read in them. */
export const russianReadings = (sentences: readonly Sentence[]): Sentence[] => [
  ...sentences.map(russianReading).filter((s): s is Sentence => s !== null),
  ...altReadings(sentences),
];

/** A word pattern as a transliteration is read: no soft or hard sign, й as и, щ as ш, э as е. */
export const foldLatin = (re: RegExp): RegExp =>
  new RegExp(re.source.replace(/[ьъ]/g, "").replace(/й/g, "и").replace(/щ/g, "ш").replace(/э/g, "е"), re.flags);

/** The signs as a transliteration is read: no soft or hard sign, й as и, щ as ш, э as е. */
export function softless(list: readonly Sign[]): Sign[] {
  return list.map((g) => ({ ...g, words: g.words.map(foldLatin) }));
}

/**
 * A sign: words separated by spaces, each a regular expression for one whole word, where `*`
 * stands for any ending («груд*» is груди, грудью…). By default the words may come in any order
 * within a few words of each other (Russian word order is free); a sign that starts with "= "
 * needs its words side by side in the order written, and `$` there is the end of the sentence.
 */
export interface Sign {
  words: RegExp[];
  strict: boolean;
  endsSentence: boolean;
}

export function sign(source: string): Sign {
  const strict = source.startsWith("= ");
  const parts = (strict ? source.slice(2) : source).trim().split(/\s+/);
  const endsSentence = parts.at(-1) === "$";
  const words = (endsSentence ? parts.slice(0, -1) : parts).map((p) => {
    if (p.split("(").length !== p.split(")").length)
      throw new Error(`Sign "${source}": one word per space, no spaces inside brackets`);
    return new RegExp(`^(?:${p.replace(/\*/g, "[a-zа-я0-9]*")})$`);
  });
  return { words, strict, endsSentence };
}

/** Extra words a loose sign may have between its own. */
const LOOSE_GAP = 3;

/** Words that, right before a sign, say the opposite: "no pain", «не болит», "not pregnant". */
const negations = new Set([
  "no",
  "not",
  "never",
  "dont",
  "doesnt",
  "didnt",
  "isnt",
  "wasnt",
  "arent",
  "havent",
  "hasnt",
  "without",
  "нет",
  "не",
  "без",
  "ни",
  "никакой",
  "никакая",
  "никаких",
  "никакого",
  "никакую",
]);

/** Words a negation may have before its sign: "I don't have any chest pain", «нет никакой боли». */
const fillers = new Set([
  "any",
  "a",
  "have",
  "had",
  "got",
  "feel",
  "felt",
  "feeling",
  "experienced",
  "get",
  "любой",
  "любых",
  "было",
  "была",
  "есть",
  "чувствую",
  "чувствовала",
  "чувствовал",
  "ощущаю",
  "ощущала",
  "замечал",
  "замечала",
  "замечаю",
]);

/** Words that set one thing against another: «не давит, но болит», "fine but my knee hurts". */
const contrasts = new Set(["but", "however", "although", "though", "но", "а", "однако", "зато", "хотя"]);

/** Words that end the clause a negation belongs to: «не знаю, болит грудь», «не давит, но болит». */
export const clauseStops: ReadonlySet<string> = new Set([clauseBreak, ...contrasts]);

/** Words that make «не» "almost": «чуть не потерял сознание», «едва не упала в обморок». */
const almost = new Set(["чуть", "едва", "почти"]);

/** Body parts: past a "but", a feeling with a body part of its own is that part's. */
const bodyParts =
  /^(knee|knees|back|shoulder|shoulders|neck|wrist|wrists|elbow|elbows|ankle|ankles|hip|hips|leg|legs|arm|arms|foot|feet|hand|hands|head|stomach|колен\p{L}*|спин(а|у|ой|е)|плеч\p{L}*|ше(я|ю|и|ей)|запяст\p{L}*|локот\p{L}*|локт\p{L}*|лодыжк\p{L}*|голеностоп\p{L}*|бедр\p{L}*|ног(а|и|у|ой)|рук(а|и|у|ой)|стоп(а|у|ы)|голов(а|у|ой|е)|живот\p{L}*|поясниц\p{L}*)$/u;

/**
 * Whether a loose sign's words stand on both sides of a "but" whose clause names another body
 * part: «грудь не болит, но болит колено», "chest is fine but my knee hurts" (not "my chest
 * doesn't hurt but feels tight").
 */
function acrossContrast(s: Sentence, first: number, last: number, words: readonly number[]): boolean {
  let c = -1;
  for (let i = first + 1; i < last; i++) if (contrasts.has(s[i]!)) c = i;
  if (c < 0) return false;
  for (let i = c + 1; i < s.length && s[i] !== clauseBreak && !contrasts.has(s[i]!); i++)
    if (!words.includes(i) && bodyParts.test(s[i]!)) return true;
  return false;
}

/** Where a sign matches: the indices of its words in the sentence, lowest to highest. */
export interface Place {
  first: number;
  last: number;
  words: readonly number[];
}

/** Where the sign matches in the sentence, each place it matches. */
/** Where each distinct word of a sentence stands, kept per sentence. */
const wordPlaces = new WeakMap<Sentence, Map<string, number[]>>();

/**
 * Where the sentence has a word `re` matches, in order. Each distinct word is tested once, so a
 * long message that repeats a few words ("5'7 5'7 5'7…") costs no more than a short one.
 */
function positionsOf(s: Sentence, re: RegExp): number[] {
  let places = wordPlaces.get(s);
  if (!places) {
    places = new Map();
    for (let i = 0; i < s.length; i++) {
      const at = places.get(s[i]!);
      if (at) at.push(i);
      else places.set(s[i]!, [i]);
    }
    wordPlaces.set(s, places);
  }
  const out: number[] = [];
  for (const [w, at] of places) if (re.test(w)) for (const i of at) out.push(i);
  return out.sort((a, b) => a - b);
}

function* placesOf(s: Sentence, g: Sign): Generator<Place> {
  const n = g.words.length;
  if (g.strict) {
    for (const i of positionsOf(s, g.words[0]!)) {
      if (i + n > s.length) break;
      if (g.endsSentence && i + n !== s.length && s[i + n] !== clauseBreak) continue;
      if (g.words.every((w, k) => w.test(s[i + k]!))) yield { first: i, last: i + n - 1, words: g.words.map((_, k) => i + k) };
    }
    return;
  }
  const span = n + LOOSE_GAP;
  // How far apart two words are, not counting clause breaks: "в груди, давит" is near.
  const position: number[] = [];
  s.forEach((w, i) => position.push((position[i - 1] ?? -1) + (w === clauseBreak ? 0 : 1)));
  // Where each word of the sign stands in the sentence.
  const hits: number[][] = [];
  for (const re of g.words) {
    const at = positionsOf(s, re);
    if (at.length === 0) return;
    hits.push(at);
  }
  const seen = new Set<string>();
  // Each word of the sign on its own word of the sentence, all within `span` words: `lo` and
  // `hi` are the nearest and farthest positions taken so far.
  function* place(k: number, used: number[], lo: number, hi: number): Generator<Place> {
    if (k === n) {
      const words = [...used].sort((a, b) => a - b);
      const first = words[0]!;
      const last = words.at(-1)!;
      if (acrossContrast(s, first, last, words)) return;
      const key = `${first} ${last}`;
      if (!seen.has(key)) {
        seen.add(key);
        yield { first, last, words };
      }
      return;
    }
    const at = hits[k]!;
    // The first hit near enough to the farthest word taken (the hits are in sentence order).
    let from = 0;
    for (let step = at.length; step > 0; step >>= 1)
      while (from + step <= at.length && position[at[from + step - 1]!]! <= hi - span) from += step;
    for (let x = from; x < at.length; x++) {
      const i = at[x]!;
      const p = position[i]!;
      if (p >= lo + span) break;
      if (used.includes(i)) continue;
      yield* place(k + 1, [...used, i], Math.min(lo, p), Math.max(hi, p));
    }
  }
  yield* place(0, [], Infinity, -Infinity);
}

/** The chest and the heart, which the body parts above leave to the signs. */
const chestOrHeart = /^(chest|груд\p{L}*|heart|сердц\p{L}*|сердце)$/u;

/**
 * Words a negation may reach past to its sign, besides a body part ("no chest pain" for the
 * pain in it): "no real chest pain", "never ever". Not words of degree: «не сильно болит грудь»
 * and "not much chest pain" still hurt. Any other word ends its reach: «не спал болит грудь», "didn't sleep chest pain" are chest pain.
 */
const modifiers = new Set([
  "real",
  "really",
  "particular",
  "actual",
  // "never ever", "didn't even", "no longer", "not in pain", «ни разу не»: still the negation's.
  "ever",
  "once",
  "even",
  "actually",
  "quite",
  "fully",
  "completely",
  "longer",
  "in",
  "разу",
  // Habits and kinds ("I don't usually get…", «нет такой боли»): negated unless `aboutOtherTimes` says otherwise.
  "usually",
  "normally",
  "typically",
  "generally",
  "обычно",
  "такой",
  "такая",
  "так",
]);

/**
 * How a pain feels, which "no" reaches past ("no sharp pain in my knee"). Not "not": "not a sharp
 * pain, more a dull pressure" says how it feels, not that there is none; nor "without" ("can't
 * squat without sharp pain"); nor any denial in a sentence about the chest or heart.
 */
const painFeelings = new Set(["sharp", "stabbing", "shooting"]);

/** Whether the word at `i` negates what follows it in its clause (not «не» in «чуть не»). */
const negates = (s: Sentence, i: number) => i >= 0 && negations.has(s[i]!) && !(s[i] === "не" && almost.has(s[i - 1] ?? ""));

/** Whether the sign at `at` is negated: "no pain", "no chest pain", «не болит», not «не знаю, болит». */
function negatedAt(s: Sentence, at: number): boolean {
  // The word before the sign (past fillers) is a negation, or one more word back past a word of
  // degree: "no pain", "don't have any chest pain", "no real chest pain"; not "no, my chest hurts".
  // A negation never reaches past the end of its clause: «не спала, болит грудь».
  const skip = (j: number) => {
    let k = j;
    while (k >= 0 && j - k < 3 && fillers.has(s[k]!)) k--;
    return k;
  };
  const j = skip(at - 1);
  if (j < 0 || clauseStops.has(s[j]!)) return false;
  if (negates(s, j)) return true;
  const before = skip(j - 1);
  if (painFeelings.has(s[j]!)) return s[before] === "no" && !s.some((w) => chestOrHeart.test(w));
  if (!modifiers.has(s[j]!) && !bodyParts.test(s[j]!) && !chestOrHeart.test(s[j]!)) return false;
  return negates(s, before);
}

/**
 * Whether a negation stands right before the last word of a loose sign, between its words:
 * "my chest doesn't hurt", «грудь не болит», «в груди не давит». A strict sign's words are side
 * by side, so «жить не хочу» is never read this way.
 */
function negatedInside(s: Sentence, p: Place): boolean {
  let k = p.last - 1;
  while (k > p.first && fillers.has(s[k]!) && !p.words.includes(k)) k--;
  return k > p.first && !p.words.includes(k) && negates(s, k);
}

/** Words that put a negation at other times: "I don't usually get chest pain", «обычно не болит». */
const habitually = new Set(["usually", "normally", "typically", "often", "generally", "обычно"]);
/** Words of now, which a habitual negation is set against: "…but today it started". */
const nowWords = new Set([
  "today",
  "now",
  "started",
  "starting",
  "began",
  "tonight",
  "сегодня",
  "сейчас",
  "началось",
  "началась",
  "начало",
  "начала",
]);
/** Words that compare with now: "never had chest pain like this", «такой боли в груди не было». */
const such = new Set(["such", "такой", "такого", "такая", "такую", "подобной", "подобного"]);

/**
 * Whether a negation before the sign speaks of other times, so the sign is meant now: "I don't
 * usually get chest pain but today it started", "never had chest pain like this before",
 * «никогда не было такой боли в груди», "never had chest pain until today". Not "no chest pain
 * now", nor "I usually don't get chest pain, can I run?".
 */
function aboutOtherTimes(s: Sentence, p: Place): boolean {
  let end = p.last + 1;
  while (end < s.length && !clauseStops.has(s[end]!)) end++;
  // A word of now after a "but" that follows the sign: "…but today it started".
  const contrast = s.findIndex((w, k) => k > p.last && contrasts.has(w));
  const now = contrast >= 0 && s.slice(contrast + 1).some((w) => nowWords.has(w));
  for (let k = p.first - 1; k >= 0 && k >= p.first - 4 && !clauseStops.has(s[k]!); k--)
    if (now && habitually.has(s[k]!)) return true;
  // «никогда не было такой боли в груди», not «нет такой боли в груди, как у мамы».
  if (such.has(s[p.first - 1] ?? "") && !s.slice(p.last + 1, end).includes("как")) return true;
  for (let k = p.last + 1; k < end; k++) {
    const [w, next, after] = [s[k]!, s[k + 1] ?? "", s[k + 2] ?? ""];
    // "like this" at the clause's end or before "before", not "like that guy in the video".
    if (w === "like" && (next === "this" || next === "that") && (k + 2 >= end || /^(before|ever|again|today|now)$/.test(after)))
      return true;
    if (w === "this" && next === "bad") return true;
    if ((w === "until" || w === "till" || w === "before") && (next === "today" || next === "now")) return true;
  }
  return false;
}

/** «боли в груди нет», «обмороков не было», "chest pain: none": the sign denied right after it. */
const deniedAfter = (s: Sentence, p: Place) => {
  // Past where it is: «боли в груди нет».
  let k = p.last + 1;
  while (
    k <= p.last + 3 &&
    k < s.length &&
    (/^(в|во|на|у|in|my)$/.test(s[k]!) || bodyParts.test(s[k]!) || chestOrHeart.test(s[k]!))
  )
    k++;
  // Past a colon or comma only when the denial is its whole clause: "chest pain: none", not
  // «болит грудь, нет сил встать».
  if (s[k] === clauseBreak) return /^(нет|none|no)$/.test(s[k + 1] ?? "") && (s[k + 2] === undefined || s[k + 2] === clauseBreak);
  const [next, after] = [s[k] ?? "", s[k + 1] ?? ""];
  return next === "нет" || next === "none" || (next === "не" && /^(было|бывает|бывало)$/.test(after));
};

/** The places the sign holds in the sentence, not negated. */
export function* placesHeld(s: Sentence, g: Sign): Generator<Place> {
  for (const p of placesOf(s, g))
    if (
      (!negatedAt(s, p.first) || aboutOtherTimes(s, p)) &&
      !negatedInside(s, p) &&
      (!deniedAfter(s, p) || such.has(s[p.first - 1] ?? ""))
    )
      yield p;
}

/** Whether the sentence holds the sign somewhere, not negated: "no pain" does not, «не давит, но болит грудь» does. */
export function holds(s: Sentence, g: Sign): boolean {
  return !placesHeld(s, g).next().done;
}

/** Whether any sentence holds any of the signs. */
export const anyHolds = (sentences: readonly Sentence[], signs: readonly Sign[]): boolean =>
  sentences.some((s) => signs.some((g) => holds(s, g)));

/** The sentence with the words of these fixed phrases blanked out, so no other sign reads them. */
export function setAside(s: Sentence, phrases: readonly Sign[]): Sentence {
  const out = [...s];
  for (const g of phrases) {
    const n = g.words.length;
    for (const i of positionsOf(s, g.words[0]!)) {
      if (i + n > out.length || out[i] === "_") continue;
      if (g.endsSentence && i + n !== out.length && out[i + n] !== clauseBreak) continue;
      if (g.words.every((w, k) => w.test(out[i + k]!))) for (let k = 0; k < n; k++) out[i + k] = "_";
    }
  }
  return out;
}
