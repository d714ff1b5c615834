// Emergencies with a cause of their own, most read from two signs anywhere in one message
// (either alone is often harmless
// ("I have asthma, what cardio?", "hit my head on the cabinet lol"); together they are not:
// "inhaler isn't working and I'm wheezing", "hit my head and now I'm seeing double"), and the
// first aid each adds to the emergency answer.
// Signs as in triage-signs.ts: `*` any ending, "= " a fixed phrase, otherwise words in any order.
import { sign, type Sign } from "./triage-text";

const signs = (list: readonly string[]): Sign[] => list.map(sign);

/**
 * Confusion as a person's state now: "I'm confused", «мысли путаются». Not a question one is
 * confused about ("confused which hits upper chest more", "confusing"), nor «туплю» or «бред»
 * said of an idea, which members write every day.
 */
const confused = [
  "= (im|am|feel|feeling|felt|got|getting|seems|seem|became|hes|shes|is|was|and|so|very|really|totally) confused $",
  "= (im|am|feel|feeling|felt|got|getting|seems|seem|became|hes|shes|is|was|and|so|very|really|totally) confused (and|now|after|since|like)",
  "disoriented|disorientated",
  "= (feel|feeling|felt|im|am|hes|shes|really|so|totally|completely|kinda) out of it",
  "= (cant|cannot|couldnt) think (straight|clearly|properly)",
  "= not making (any|much) sense $",
  "= not making sense $",
  "= (is|hes|shes|keeps) not making sense",
  "= talking (nonsense|gibberish)",
  "= acting (weird|strange|drunk|confused)",
  "= (путаюсь|путается|путался|путалась) в (словах|мыслях)",
  "= (мысли|слова|речь) (путаются|путается)",
  "= (в|во) голове туман",
  "= туман в голове",
  "= (ничего|совсем|вообще) не (соображаю|соображает)",
  "= (несет|несу|нес|несла) (бред|чушь|околесицу|ерунду) $",
  "= (несет|нес|несла) (бред|чушь|околесицу) (и|а)",
  "= несет что то невнятное",
  "= (спутанное|спутанность) сознани*",
];
const vomiting = ["vomit*", "= (throwing|threw|throw) up", "= (рвет|вырвало|рвало|стошнило)"];

/** A head that hit something, or was hit: "bar slipped and hit me in the head", «гриф упал на голову». */
const headKnock = signs([
  "= (hit|hits|banged|bumped|knocked|smacked|whacked|slammed|cracked|struck|smashed|bonked) (my|his|her|their) head",
  "= (hit|hits|bonked|smacked|struck|whacked|clocked|conked|got) (me|him|her) (in|on) the head",
  "= (took|got|caught) (a|the) [a-z]+ (to|in|on) the head",
  "= (fell|landed|dropped|came|slipped) on (my|his|her|their) head",
  "= (dumbbell|bar|barbell|plate|kettlebell|weight|medball|ball) (fell|dropped|landed|came) on (my|his|her|their) head",
  "= dropped (a|the) (dumbbell|bar|barbell|plate|kettlebell|weight) on (my|his|her|their) head",
  "= (have|got|get|getting|has) a concussion",
  "= (ударился|ударилась|ударился|стукнулся|стукнулась|приложился|приложилась|треснулся|треснулась) (головой|затылком)",
  "= (упал|упала|упали|свалился|свалилась) (с|со) [а-я]+ головой",
  "= (упал|упала|упало|прилетел|прилетела|прилетело|ударил|ударило|ударила) (на|по) голов(у|е)",
  "= (прилетел|прилетела|прилетело|получил|получила|ударило|ударил) [а-я]+ по голове",
  "= (кажется|похоже|наверное|меня) сотрясение",
]);
const headDanger = signs([
  ...confused,
  ...vomiting,
  "= (seeing|see|saw) double",
  "= double vision",
  "sleepy|drowsy",
  "= (keep|keeps|kept) forgetting",
  "= (cant|cannot|couldnt|dont) remember (what|anything|how|where|hitting|falling|the)",
  "= (blurry|blurred) vision",
  "тошнит|мутит|двоит*|сонлив*|заторможен*",
  "= не (помню|помнит|помнила|помнил) (что|ничего|как|момент)",
  "= клонит в сон",
  "= (кружится|закружилась) голова",
  "= голова кружится",
  "= все плывет",
]);

/** A calf or one leg swollen, red or hot: with a long journey, an operation or childbirth, a clot. */
const clotLeg = signs([
  "= (calf|calves|leg|shin) (swollen|swelling|swelled|red|hot|warm|puffy|tender)",
  "= (calf|calves|leg|shin) (is|are|got|gets|looks|look|feels|feel|went|became|getting|all) (swollen|swelling|red|hot|warm|puffy|tender)",
  "= (calf|calves|leg|shin) (has|have) been (swollen|swelling|red|hot|puffy|tender)",
  "= (calf|leg) is (way|much|twice|so) (bigger|larger|fatter|swollen)",
  "= (calf|leg) is twice the size",
  "= (swollen|red|hot|puffy) (calf|calves|leg|shin)",
  // Not «красная икра», «ела икру» (caviar): the calf changed, «икра покраснела».
  "= (икра|голень|нога) (опухла|отекла|раздулась|покраснела|распухла|припухла|красная)",
  "= (опухла|отекла|раздулась|покраснела|распухла|припухла) (икра|голень|нога)",
]);
const clotCause = signs([
  "= (long|after|the|my|a|since|from) (flight|flights|haul|plane|surgery|operation|drive)",
  "= (flew|flying) (back|home|in|from|to|for)",
  "= (just|i) flew",
  "= flew [0-9]+ (hours|hrs|h)",
  "= only the one (leg|calf)",
  "= only one (leg|calf) is",
  "= (acl|knee|hip|back|foot|ankle|shoulder) (surgery|operation|replacement)",
  "= c section",
  "caesarean|cesarean",
  "= gave birth",
  "перелет*|самолет*|операци*|поезд*|кесарев*|роды|родов|родила",
  "= (hot|warm) to touch",
  "= (hot|warm) to the touch",
  "= горяч* на ощупь",
  // With breathlessness, a cough or pain on breathing in, a clot may have reached the lungs.
  "= out of breath",
  "= breathing (fast|rapidly|quickly)",
  "coughing|кашляю",
  "= (pain|hurts|hurt) when i (breathe|breath)",
  "= when i (breathe|breath) in",
  "= больно (дышать|вдохнуть)",
]);

/** The airway or the tongue swelling or closing: anaphylaxis on its own. */
const anaphylaxis = signs([
  "anaphyla*|анафилак*",
  "= отек квинке",
  "= (tongue|throat) (swelling|swollen|swelled|closing|closes)",
  "= (tongue|throat) is (swelling|swollen|closing)",
  "= throat (feels|felt|keeps|started) (closing|tightening)",
  "= throat (feels|felt|is) like (its|it) closing",
  "= (горло|язык) (отекает|отекло|опухает|опух|закрывается)",
]);
/** An allergic reaction to something eaten or taken, with the airway or the lips: anaphylaxis. */
const allergy = signs([
  "= allergic reaction",
  "= (reaction|reacting) to (something|the|a|my)",
  "hives|крапивниц*",
  "= after eating (shrimp|prawns|nuts|peanuts|fish|shellfish|seafood|something|that|it|sesame)",
  "= (new|a) (preworkout|supplement|powder|bar|cookie|shake)",
  "= аллергическ* реакци*",
  "= аллергия на что",
  "= (после|от) (рыбы|креветок|орехов|арахиса|морепродуктов|кунжута)",
  "= (нового|новой|новый|новую|новых) (бцаа|предтреника|предтрена|протеина|добавки|батончика)",
]);
const airway = signs([
  "wheezing|wheeze",
  "= throat (feels|is|got|felt|getting|gets) tight",
  "= throat tightening",
  "= throat (is|keeps|started) (tightening|closing)",
  "= (lips|lip|tongue) (are|is|started|keep|keeps|getting) (swelling|swollen|huge|puffing)",
  "= (lips|lip|tongue) (swelling|swollen)",
  "= (voice|throat) (sounds|feels|felt|is) (weird|strange|funny)",
  "= (лицо|губы|губа|язык) (распухло|опухло|отекло|раздуло|распухли|опухли|отекли|раздулись|опух|распух)",
  "= (губы|губу|лицо|язык) раздуло",
  "= (хрипит|свистит) в (горле|груди)",
  "= горло (сжимается|сдавило|закрывается)",
]);

/** Asthma the reliever inhaler does not ease: on its own, or asthma with no breath to speak. */
const inhalerFails = signs([
  "= (inhaler|puffer|ventolin|albuterol|salbutamol|reliever) (isnt|is|wasnt|aint|not) (working|helping|doing)",
  "= (inhaler|puffer|ventolin|albuterol|salbutamol|reliever) not (working|helping|doing)",
  "= (inhaler|puffer|ventolin|albuterol|salbutamol|reliever) (doesnt|didnt|wont|isnt) (help|work|helping|working)",
  "= (ингалятор|вентолин|сальбутамол|беротек) (не|ничего) (помогает|помог|действует|спасает)",
  "= (не|ничего) (помогает|помог|действует|спасает) (ингалятор|вентолин|сальбутамол|беротек)",
]);
const asthma = signs(["asthma*|inhaler*|ventolin|albuterol|salbutamol|puffer", "астм*|ингалятор*|вентолин*|сальбутамол*"]);
const asthmaAttack = signs([
  "= (cant|cannot|couldnt) finish a sentence",
  "= (its|it|thats|still) (not|isnt) (helping|working)",
  "= (its|it) (doesnt|didnt|wont) (help|work)",
  "= не могу договорить",
  "= (все|всё) равно не (помогает|проходит)",
]);

/** A diabetic confused or with high ketones: a low or a very high blood sugar. */
const diabetes = signs([
  "diabetic|diabetes|t1d|insulin|glucose",
  "= type (1|one) $",
  "= type (1|one) (and|diabetic|here|so|but)",
  "= blood sugar",
  "= (sugar|glucose) (is|was|at|reading|level|levels|over|under|of|says) [0-9]+",
  "диабет|диабета|диабетом|диабете|диабетик|диабетичка|инсулин|инсулина|инсулином|глюкометр*",
  "= сахар [0-9]+",
  "= сахар (за|под|выше|ниже|больше|меньше|около) [0-9]+",
]);
/** A meter that reads "HI" (above what it measures) or a sugar over 20 mmol/l or 360 mg/dl, with sickness or thirst. */
const sugarOffScale = signs([
  "= (meter|glucometer|monitor|cgm|libre|dexcom) (says|said|shows|showing|reads|reading|just) hi",
  "= (глюкометр|сенсор|либра|декском) (показывает|показал|пишет|выдает) hi",
]);
const highSugar = signs([
  "= (sugar|glucose) (is|was|at|over|reading|of) (2[0-9]|3[0-9]|3[6-9][0-9]|[4-9][0-9][0-9])",
  "= сахар (за|больше|выше|около) (2[0-9]|3[0-9])",
  "= сахар (2[0-9]|3[0-9])",
]);
const sickOrThirsty = signs([
  ...vomiting,
  "nause*|тошнит|мутит",
  "= (super|very|really|extremely|so) thirsty",
  "= (постоянно|сильно|очень) пить (хочется|хочу)",
  "= (постоянно|сильно|очень) хочется пить",
  "= пить (хочется|хочу) (постоянно|все|сильно)",
]);
/** Type 1 diabetes with vomiting: ketoacidosis is likely. */
const typeOne = signs(["t1d", "= type (1|one)", "= (1|первого) типа", "= диабет 1"]);
const diabeticDanger = signs([
  ...confused,
  "= (high|moderate|large) ketones",
  "= ketones (are|is) (high|up|moderate|large)",
  "= кетоны в моче",
  "= (высокие|много) кетон*",
  "= breathing (fast|rapidly|quickly|hard)",
  "(slurred|slurring) (speech|words)",
  "= и не (соображаю|соображает)",
  "= не (соображаю|соображает) $",
]);

/** Hard effort in the heat, a sauna or a fever, with confusion or hot dry skin: heat stroke. */
const heat = signs([
  "heat|heatwave|sun|sunny|humid|sauna|жара|жару|жаре|жары|жарой|жарко|жарком|жарища|солнц*|зной|духот*|сауна|сауне|сауну|баня|бане|парилк*",
  "= (so|very|really|super|too|extremely|crazy) hot",
  "= hot (day|days|weather|outside|out|afternoon|sun|gym|room)",
  "= in (2[5-9]|3[0-9]|4[0-9]|8[0-9]|9[0-9]|1[0-2][0-9]) degrees",
  "= (2[5-9]|3[0-9]|4[0-9]|8[0-9]|9[0-9]|1[0-2][0-9]) degrees (outside|out|today|heat|celsius|c|f)",
  "(temp|temperature|температур*) (39|40|41|42)",
  "= на улице (3[0-9]|4[0-9])",
  "= (3[0-9]|4[0-9]) (градусов|градуса) (на|в) (улице|тени|солнце|зале)",
]);
const heatDanger = signs([...confused, "= hot and dry", "= кожа горячая", "= stopped sweating"]);

/** The first aid an emergency's answer adds to "call emergency services" (messages `triage_aid_*`). */
export const firstAids = ["allergy", "asthma", "sugar", "heat", "clot"] as const;
export type FirstAid = (typeof firstAids)[number];

/**
 * Emergencies with a cause of their own: one when the message holds a sign of `alone`, or a sign
 * of each of `both` (in any of its sentences, read in one way: the words as written, or Russian
 * typed in Latin letters); `aid` is the first aid its answer adds, if any.
 */
export const emergencyCauses: readonly { aid: FirstAid | null; alone: Sign[]; both: readonly [Sign[], Sign[]] }[] = [
  { aid: "allergy", alone: anaphylaxis, both: [allergy, airway] },
  { aid: "asthma", alone: inhalerFails, both: [asthma, asthmaAttack] },
  { aid: "sugar", alone: sugarOffScale, both: [diabetes, diabeticDanger] },
  { aid: "sugar", alone: [], both: [highSugar, sickOrThirsty] },
  { aid: "sugar", alone: [], both: [typeOne, signs(vomiting)] },
  { aid: "heat", alone: [], both: [heat, heatDanger] },
  { aid: "clot", alone: [], both: [clotLeg, clotCause] },
  { aid: null, alone: [], both: [headKnock, headDanger] },
];
