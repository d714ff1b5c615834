// A pregnancy's warning signs happening now (NHS "Pregnancy: when to get help", ACOG's signs to stop
// exercising): bleeding, the waters breaking, regular painful contractions, the baby moving less,
// a sudden swelling or spots before the eyes (pre-eclampsia), a severe tummy pain, one swollen
// calf; heavy bleeding or clots in the weeks after giving birth. Its cause joins
// the emergencies of triage-pairs.ts: the numbers or the maternity unit, then on the left side
// while waiting and the pads kept (`triage_emergency_pregnancy`, `triage_aid_pregnancy`); told as over
// ("in my last pregnancy"), asked about, or weeks of a training block ("8 weeks into my bulk") it is
// set aside (triage.ts). A partner's message gets `triage_emergency_pregnancy_other`.
// Signs as in triage-signs.ts: `*` any ending, "= " a fixed phrase, otherwise words in any order.
import { pregnancySigns } from "./triage-signs";
import { anyHolds, sign, type Sentence, type Sign } from "./triage-text";

const signs = (list: readonly string[]): Sign[] => list.map(sign);

/** Pregnant, said any way the special-group check reads, or by the week: «на 30 неделе». */
const pregnant = [
  ...pregnancySigns,
  ...signs([
    "preg|pregnat|pregant|pregnent|pregent|беремена",
    "= на [0-9]+ (неделе|нед)",
    "= срок [0-9]+",
    "= (im|at|срок) [0-9]+ (weeks|wks|wk|w|нед|недель|недели)",
    "= [0-9]+ (weeks|wks|wk|w|нед|недель|недели) $",
    "= [0-9]+ (weeks|wks|wk|w|нед|недель|недели) (,|and|и|preg)",
    "= [0-9]+ неделя",
    "= жду (второго|третьего|первого|малыша|ребенка)",
  ]),
];

/** A warning sign now. Not spotting alone, bleeding gums (triage-signs.ts) or "a few tightenings". */
const warning = signs([
  "bleeding|bleed|кровотечение|кровит|кровью|кровянистые|кровянистых|кровянка",
  "= (lots|lot) of blood",
  "= кровь (пошла|идет|течет|алая|льется)",
  "= (пошла|идет|течет|льется) кровь",
  "= soaking through",
  "= soaked through (a|my|the) pad",
  "= прокладка (мокрая|полная|насквозь)",
  "= мажет (и|,) (болит|тянет)",
  "= spotting (and|with) (pain|cramps|cramping)",
  "= (water|waters) (broke|broken|breaking|leaking|gone)",
  "(water|waters) (broke|broken|breaking|leaking)",
  "(kicks|movements) (stopped|slowed|less|fewer)",
  "= blood (when|in|on) (i|my)",
  "= (vision|sight) (is|went|got|gone) (blurry|blurred)",
  "= (leaking|gushing|gush|trickle) of (fluid|water)",
  "= (leaking|gushing) (fluid|water)",
  "(fluid|water|водичка|вода|жидкость) (leaking|leak|leaks|gush|gushing|подтекает|течет|льется)",
  "= (отошли|отходят|подтекают|подтекают) воды",
  "= воды (отошли|отходят|подтекают)",
  "= подтекание (вод|жидкости)",
  "= (regular|painful|strong) contractions",
  "= contractions (every|are|getting|coming)",
  "= (начались|регулярные|частые) схватки",
  "= схватки (каждые|через|регулярные|начались)",
  "= (baby|babys) (hasnt|stopped|isnt|doesnt|not) (moved|moving|move|kicking|kicked|kick)",
  "= (baby|babys) (has|is) not (moved|moving|kicking|kicked)",
  "= (baby|babys) has stopped (moving|kicking)",
  "= (baby|babys) (movements|moving|kicks) (less|reduced|slowed|stopped)",
  "= (cant|cannot|dont|havent) feel (the|my) baby",
  "= (havent|hasnt|didnt|not) felt (the|my) baby (move|moving|kick|kicking)",
  "= (havent|hasnt|didnt|not) felt (her|him|baby) (move|moving|kick|kicking)",
  "= (moving|kicking|kicks|movements) (way|much|a|lot) (less|fewer)",
  "= (moving|kicking) less",
  "= (tightenings|tightening|contractions|cramps) every [0-9]+",
  "= (малыш|ребенок|ребеночек) (не|перестал|меньше|почти) (шевелится|толкается|шевелиться)",
  "= не (чувствую|ощущаю) (шевелений|толчков|шевеления)",
  "= (малыш|ребенок|ребеночек) со вчерашнего (вечера|дня|утра) не (шевелится|толкается)",
  "= (малыш|ребенок|ребеночек) с (утра|ночи|вечера) не (шевелится|толкается)",
  "= (she|shes|im|i|is|was) doubled over (on|and|,)",
  "= (she|shes|im|i|is|was) doubled over $",
  "= doubled over (in|with|from) (pain|cramps|agony)",
  "= (согнулась|скрючилась) (пополам|от)",
  "= (почти|совсем|вообще) не (шевелится|шевелился|шевелилась|толкается)",
  "= (мало|меньше) (шевелится|толкается)",
  "= (шевеления|толчки) (пропали|прекратились|стали)",
  "= seeing (spots|stars|flashes)",
  "= flashing lights",
  "= (blurred|blurry) vision",
  "= (мушки|мушек) перед глазами",
  "= (все|всё) (расплывается|плывет|двоится) (перед|в) (глазами|глазах)",
  "= расплывается перед глазами",
  "= (мелькают|мельтешат|летают) мушки",
  "= (suddenly|sudden) (swelling|swelled|swollen|puffy)",
  "= (резко|внезапно|сильно) (отекли|опухли|отекает|отекло)",
  "= (отекли|отекло|опухли|опухло) (лицо|руки|пальцы)",
  "= (пелена|туман|вспышки) (перед|в) (глазами|глазах)",
  "(puffed|puffy|swelled|swollen) (face|hands)",
  // One calf swollen or hot (a clot), not both legs puffy by the evening.
  "= (calf|calfs) (is|swollen|hot|warm|red|puffy)",
  "= (swollen|hot|warm|red) calf",
  "= one (leg|calf) (is|swollen|hot|bigger)",
  "= (икра|икру) (опухла|отекла|горячая|красная)",
  "= (опухла|отекла) (икра|одна|левая|правая) ",
  // «отекла и болит одна икра», «левая нога опухла и горячая»: in any order, one side named.
  "(опухла|отекла|распухла|опухшая|отекшая|распухшая|покраснела) (одна|левая|правая) (икра|нога|голень)",
  "(опухла|отекла|распухла) (икра|голень) одной",
  "(горячая|покраснела) (одна|левая|правая) (икра|голень)",
  "= (swollen|swelled|hot|red|warm|puffy) (left|right) (calf|leg)",
  "= (left|right|one) (calf|leg) (is|was|got|looks|feels|seems) (swollen|hot|red|warm|puffy|bigger)",
  "= (left|right|one) (calf|leg) (swollen|swelled|bigger|painful|hot)",
  "= (left|right|one) (calf|leg) has (swollen|swelled|puffed) up",
  "= (left|right|one) (calf|leg) is (much|way|visibly|so|really) (bigger|larger|swollen)",
  "= (left|right|one) (calf|leg) (hurts|aches) and (is|looks) (swollen|hot|red|warm|bigger)",
  "= (severe|sharp|bad|terrible|awful) (stomach|tummy|abdominal|belly) (pain|cramps)",
  "(severe|sharp|terrible|awful|bad) pain (belly|tummy|stomach|abdomen|bump)",
  "= (сильная|резкая) боль в (животе|низу)",
  "= (сильно|резко) (болит|тянет) (живот|низ)",
]);

/**
 * A question about the signs, not one now: "what bleeding is normal in pregnancy?", «какие
 * выделения нормальны? хочу знать заранее».
 */
const askedAbout = signs([
  "= when should",
  "= когда (стоит|нужно|надо) (беспокоиться|волноваться|тревожиться)",
  "(what|which|какие|какая|какое) (normal|нормальны|нормальные|нормально|норма)",
  "= (want|wanted) to know",
  "= (хочу|хотела) знать",
  "заранее|curious|интересно",
]);
/** Whether a sentence asks about a pregnancy's signs rather than telling one now. */
export const pregnancyAsked = (s: Sentence): boolean => anyHolds([s], askedAbout);

/**
 * The sentences without the baby and the pronouns that may stand for it ("baby hasnt moved, she's
 * usually so active", «ребёнок не шевелится»): whose emergency it is rests on a person named, "my
 * wife is 30 weeks", «у жены».
 */
export const withoutTheBaby = (sentences: readonly Sentence[]): Sentence[] =>
  sentences.map((s) =>
    s.filter(
      (w) =>
        !/^(baby|babys|bump|he|him|his|she|her|hers|ребенок|ребенка|ребеночек|малыш\p{L}*|плод\p{L}*|он|она|его|ее|ей|ему)$/u.test(
          w,
        ),
    ),
  );

/** Given birth within weeks: heavy bleeding or clots then is an emergency (NHS, RCOG). */
const afterBirth = signs([
  "postpartum|postnatal|послеродов*",
  "= (gave|given) birth",
  "= had (my|the|our) baby",
  "= после родов",
  "= (родила|родила) (неделю|две|три|[0-9]+|недавно|только)",
]);
const heavyBleeding = signs([
  "clots|clot|сгустки|сгустками",
  "= soaking (a|through|my)",
  "= (heavy|heavily|lot|lots) (bleeding|blood|bleed)",
  "= bleeding heavily",
  "= bleeding (a|so) (lot|much)",
  "= (сильное|обильное) кровотечение",
  "= кровь (идет|течет|льется) (очень|сильно)",
  "= (очень|сильно) (кровит|кровь)",
]);

/** Told as over: "in my last pregnancy", "with my first, now she's 2", «в прошлую беременность». */
const pregnancyOver = signs([
  "= (last|previous|other) pregnancy",
  "= with my (first|last|older|eldest|son|daughter)",
  "= when i was pregnant",
  "= (в|во) (прошлую|первую|предыдущую|прошлой|первой) беременност*",
  // «со старшим было так же», not «я на площадке со старшим» (the older child beside her now).
  "= (с|со) (первым|первой|старшим|старшей) (было|была|были|тоже|так|такое|такая|все|всё|резко|тогда|на|у)",
  "= (беременна|беременности) (первым|первой|старшим|старшей)",
  "= (years|year|months) ago",
  "= (год|года|лет) назад",
  "= now (she|he|shes|hes) [0-9]+",
  "= (all|everything) (good|fine|ok) now",
  "= (сейчас|теперь) (все|всё) (хорошо|нормально)",
]);
/** A training block counted in weeks: "8 weeks into my bulk", «на 6 неделе сушки». */
const trainingWeeks = signs([
  "into|bulk|bulking|cut|cutting|program|programme|prep|block|сушки|сушка|набора|массонабора|программы|марафона|подготовки",
]);

/** Whether a sentence tells a pregnancy's sign as over, or counts a training block's weeks with no pregnancy word. */
export const pregnancyAside = (s: Sentence): boolean =>
  anyHolds([s], pregnancyOver) || (anyHolds([s], trainingWeeks) && !anyHolds([s], pregnancySigns));

/** The cause, in the shape of `emergencyCauses` (triage-pairs.ts): pregnant, and a warning sign. */
export const pregnancyCauses: readonly { aid: "pregnancy"; alone: Sign[]; both?: readonly [Sign[], Sign[]] }[] = [
  { aid: "pregnancy", alone: [], both: [pregnant, warning] },
  { aid: "pregnancy", alone: [], both: [afterBirth, heavyBleeding] },
  // The waters breaking says pregnant by itself: "my water just broke", «у меня отошли воды».
  { aid: "pregnancy", alone: signs(["= my (water|waters) (broke|just|has|have)", "= отошли воды", "= воды отошли"]) },
];
