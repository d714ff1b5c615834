// Emergencies with a cause of their own, most read from two signs anywhere in one message
// (either alone is often harmless
// ("I have asthma, what cardio?", "hit my head on the cabinet lol"); together they are not:
// "inhaler isn't working and I'm wheezing", "hit my head and now I'm seeing double"), and the
// first aid each adds to the emergency answer.
// Signs as in triage-signs.ts: `*` any ending, "= " a fixed phrase, otherwise words in any order.
import { sign, type Sign } from "./triage-text";

const signs = (list: readonly string[]): Sign[] => list.map(sign);

/** Confusion, drowsiness or vomiting: what makes a head knock, a diabetic's low or the heat an emergency. */
const confused = [
  "confus*",
  "disorient*",
  "= out of it",
  "= (cant|cannot|couldnt) think (straight|clearly|properly)",
  "= not making (any|much) sense",
  "= not making sense",
  "= makes no sense",
  "= talking (nonsense|gibberish)",
  "drowsy|drowsiness|dazed",
  "= (acting|seems|seem) (weird|strange|off|drunk)",
  "путаюсь|путается|путаются|спутан*|заторможен*",
  "= не соображаю",
  "= (в|во) голове туман",
  "= туман в голове",
  "= (несет|несу|нес|несла) (бред|чушь|что|ерунду|невнятное)",
  "= несет бред",
  "= мысли путаются",
  "= туплю",
];
const vomiting = ["vomit*", "= (throwing|threw|throw) up", "= (рвет|вырвало|рвало|стошнило)"];

/** A head that hit something, or was hit: "bar slipped and hit me in the head", «гриф упал на голову». */
const headKnock = signs([
  "(hit|hits|banged|bang|smacked|bumped|knocked|whacked|slammed|cracked|struck|smashed) head",
  "= (fell|landed|dropped|came) on (my|his|her|their) head",
  "= on (my|his|her|their) head and",
  "concussion*",
  "(ударил*|стукнул*|ударило|ударила|приложил*|треснул*|упал|упала|упало|упали) (головой|голову|голове)",
  "= (на|по) голов(у|е) (упал|упала|упало|ударил*|прилетел*)",
  "сотрясени*",
]);
const headDanger = signs([
  ...confused,
  ...vomiting,
  "= (seeing|see|saw) double",
  "= double vision",
  "sleepy|drowsy",
  "= (keep|keeps|kept) forgetting",
  "= (cant|cannot|couldnt|dont) remember",
  "= (blurry|blurred) vision",
  "тошнит|двоит*|сонлив*",
  "= не (помню|помнит|помнила|помнил)",
  "= клонит в сон",
  "= (кружится|закружилась) голова",
  "= голова кружится",
]);

/** A calf or one leg swollen, red or hot: with a long journey, an operation or one side only, a clot. */
const clotLeg = signs([
  "= (calf|calves|leg|shin) (swollen|swelling|swelled|red|hot|warm|bigger|puffy|tender)",
  "= (calf|calves|leg|shin) (is|are|got|gets|looks|look|feels|feel|went|became|getting|all) (swollen|swelling|red|hot|warm|bigger|puffy|tender|way|much|really|so|very)",
  "= (calf|calves|leg|shin) (has|have) been (swollen|swelling|red|hot|puffy|tender)",
  "= (swollen|red|hot|puffy) (calf|calves|leg|shin)",
  // Not «красная икра» (caviar): red only as a change, «икра покраснела».
  "(икра|икру|икре|голень|голени|нога|ногу|ноге) (опух*|отек*|отекл*|раздул*|раздуло|покраснел*|горяч*|распух*|припух*)",
  "= (икра|голень|нога) (красная|красное)",
]);
const clotCause = signs([
  "flight|flights|flew|plane|airplane|surgery|operation",
  "= long haul",
  "перелет*|самолет*|операци*|поезд*",
  "= (only|just) the one (leg|calf|side)",
  "= only one (leg|calf|side)",
  "= bigger than the other",
  "= (одна|одну|одной) (нога|ногу|ноге|икра|икру)",
  "= (больше|толще) (левой|правой|другой)",
  "= (hot|warm) to touch",
  "= (hot|warm) to the touch",
  "= горяч* на ощупь",
  // With breathlessness, a cough or pain on breathing in, a clot may have reached the lungs.
  "= out of breath",
  "= breathing (fast|rapidly|quickly)",
  "cough*|кашля*|кашель",
  "= (pain|hurts|hurt) when i (breathe|breath)",
  "= when i (breathe|breath) in",
  "= больно (дышать|вдохнуть)",
]);

/** The airway or the lips swelling or closing: anaphylaxis on its own. */
const anaphylaxis = signs([
  "anaphyla*|анафилак*",
  "= отек квинке",
  "= (tongue|throat) (swelling|swollen|swelled|closing|tightening|closes)",
  "= (tongue|throat) is (swelling|swollen|closing|tightening)",
  "= throat (feels|felt|keeps|started) (closing|tightening)",
  "= throat (feels|felt|is) like (its|it) closing",
  "(lips|lip|tongue|mouth) (swelling|swollen|swelled|huge|puffing|blowing|ballooning)",
  "(губы|губа|губу|язык) (распухл*|опухл*|отекл*|раздул*|раздуло|опух|распух)",
  "(горло|язык) (отекает|отекло|опухает|опух|закрывается|сжимается|сдавило|перехватило)",
]);
/** An allergic reaction with the airway or the face: anaphylaxis. */
const allergy = signs([
  "allergic|allergy|allergies|hives|аллерги*|крапивниц*",
  "= after eating",
  "= (после|от) (еды|рыбы|креветок|орехов|арахиса|морепродуктов)",
]);
const airway = signs([
  "wheez*|hoarse",
  "= throat (feels|is|got|felt|getting|gets) tight",
  "= (voice|throat) (sounds|feels|felt|is) (weird|strange|funny)",
  "= face (swelling|swollen|swelled|puffed)",
  "= face is (swelling|swollen)",
  "хрип*|хрипит|свист*",
  "= (лицо|губы|язык) (распухл*|опухл*|отекл*|раздул*|раздуло|опух|распух)",
  "= горло (сжимается|сдавило|перехватило|закрывается)",
]);

/** Asthma that the inhaler does not ease. */
const asthma = signs(["asthma*|inhaler*|ventolin|albuterol|salbutamol|puffer", "астм*|ингалятор*|вентолин*|сальбутамол*"]);
const asthmaAttack = signs([
  "wheez*|хрип*|хриплю|свист*",
  "= (not|isnt|wasnt|arent|no) (helping|working)",
  "= not doing anything",
  "= (doesnt|didnt|dont) (help|work)",
  "= (не|ничего) (помогает|помог|помогло|действует|спасает)",
  "= (cant|cannot|couldnt) (finish|say) a sentence",
  "= (cant|cannot|couldnt) (talk|speak)",
  "= не могу (говорить|сказать)",
]);

/** A diabetic with confusion, vomiting or ketones: a low or a very high blood sugar. */
const diabetes = signs([
  "diabet*|t1d|t2d|insulin|glucose|ketone*",
  "= type (1|one) $",
  "= type (1|one) (and|diabetic|here|so|but)",
  "= (blood|my) sugar",
  "= sugar (is|was|at|reading|level|levels|over|under|of|says) [0-9]+",
  "диабет*|инсулин*|глюкометр*|кетон*",
  "= сахар [0-9]+",
  "= сахар (за|под|выше|ниже|больше|меньше|около) [0-9]+",
  "= сахар в крови",
]);
const diabeticDanger = signs([
  ...confused,
  ...vomiting,
  "nause*|тошнит",
  "ketone*|кетон*",
  "= breathing (fast|rapidly|quickly|hard)",
  "(slurred|slurring) (speech|words)",
  "невнятн*",
]);

/** Hard effort in the heat with confusion, hot dry skin or vomiting: heat stroke. */
const heat = signs([
  "heat|heatwave|sun|sunny|degrees|humid|жара|жару|жаре|жарой|жарко|жарища|солнц*|градус*|зной|духот*",
  "= (so|very|really|super|too|extremely|crazy) hot",
  "= hot (day|days|weather|outside|out|afternoon|sun)",
  "= на улице (3[0-9]|4[0-9])",
  "(temp|temperature|температур*) (39|40|41|42)",
]);
const heatDanger = signs([...confused, ...vomiting, "= hot and dry", "= кожа горячая", "бред*"]);

/** Both arms or legs swollen and stiff after a hard session: muscle breakdown. */
const swollenMuscles = signs(["swollen|swelling|опухл*|опухли|раздул*|раздуло|отекл*"]);
const stiffLimbs = signs([
  "= (cant|cannot|couldnt) (straighten|bend|extend) (arms|elbows|knees|legs)",
  "= (cant|cannot|couldnt) (straighten|bend|extend) my (arms|elbows|knees|legs)",
  "= (руки|ноги|колени|локти) не (разгибаются|сгибаются)",
]);

/** The first aid an emergency's answer adds to "call emergency services" (messages `triage_aid_*`). */
export const firstAids = ["allergy", "asthma", "sugar", "heat", "clot"] as const;
export type FirstAid = (typeof firstAids)[number];

/**
 * Emergencies with a cause of their own: one when the message holds a sign of `alone`, or a sign
 * of each of `both` (in any of its sentences); `aid` is the first aid its answer adds, if any.
 */
export const emergencyCauses: readonly { aid: FirstAid | null; alone: Sign[]; both: readonly [Sign[], Sign[]] }[] = [
  { aid: "allergy", alone: anaphylaxis, both: [allergy, airway] },
  { aid: "asthma", alone: [], both: [asthma, asthmaAttack] },
  { aid: "sugar", alone: [], both: [diabetes, diabeticDanger] },
  { aid: "heat", alone: [], both: [heat, heatDanger] },
  { aid: "clot", alone: [], both: [clotLeg, clotCause] },
  { aid: null, alone: [], both: [headKnock, headDanger] },
  { aid: null, alone: [], both: [swollenMuscles, stiffLimbs] },
];
