// Someone choking now: the airway blocked ("my toddler is choking", "choking on a grape and can't
// cough", «подавился и синеет», «сын подавился»). Its cause joins the emergencies of
// triage-pairs.ts with its first aid (back blows and abdominal thrusts; chest pushes for a baby).
// Not "choked under pressure", "choking up", a choke hold, a car that chokes, or water gone down
// the wrong way and coughed up; a pet's, or one told as over, is set aside (triage.ts). Water
// breathed in (drowning) and vomit in someone passed out are not choking: they get the first aid
// for someone who does not respond (the recovery position, CPR), not back blows.
// Signs as in triage-signs.ts: `*` any ending, "= " a fixed phrase, otherwise words in any order.
import { sign, anyHolds, type Sentence, type Sign } from "./triage-text";

const signs = (list: readonly string[]): Sign[] => list.map(sign);

const chokingWord = "(choking|chokng|chocking)";
/** Choking as a person's state now. */
const who =
  "(he|she|hes|shes|theyre|old|yo|baby|babys|toddler|kid|son|daughter|child|boy|girl|infant|grandson|granddaughter|nephew|niece|dad|mom|mum|husband|wife|grandpa|grandma|granny|friend|buddy|guy|man|woman|girlfriend|boyfriend|someone|somebody|client|partner|lady|person)";
/** Who, in Russian, as the one choking: «сын подавился», «ребёнок давится». */
const whoRu =
  "(он|она|сын|сынок|дочь|дочка|ребенок|малыш|малышка|внук|внучка|племянник|племянница|муж|жена|папа|мама|отец|мать|дедушка|бабушка|дед|бабуля|дедуля|брат|сестра|друг|подруга|парень|пацан|мужик|девушка|тренер|сосед|соседка|коллега|старик|клиент|клиентка|мужчина|женщина|человек|девочка|мальчик|младенец|кто-то)";
/** Whose throat, in Russian: «у сына застряла…». */
const whoseRu =
  "(него|нее|сына|сынка|дочки|дочери|ребенка|малыша|малышки|внука|внучки|мужа|жены|папы|мамы|отца|матери|дедушки|бабушки|брата|сестры|друга|подруги)";
/** Turning blue or fighting for air, said of another: «синеет», «задыхается». */
const thirdPersonBlue = "(синеет|посинел|посинела|задыхается|хрипит|сипит|обмяк|обмякла)";
/** Someone named as the one choking: "my son is choking", «жена подавилась». */
export const othersChoking = signs([
  ...[`= ${who}`, `= ${who} is`, `= ${who} still`].flatMap((from) => [
    `${from} ${chokingWord} $`,
    `${from} ${chokingWord} (on|help|what|please|pls|and|cant|now|in|at)`,
  ]),
  // In any order, a word or two apart: «жена подавилась за ужином», «подавился ребёнок».
  `${whoRu} (подавился|подавилась|подовился|подовилась|давится|давился|давилась)`,
  `= ${whoRu} (поперхнулся|поперхнулась) $`,
  // «у сына (что-то) застряла конфета в горле», «ему трудно дышать»: whose throat, when it is named.
  ...["", "[а-я-]+ ", "что то "].map((between) => `= у ${whoseRu} ${between}(застрял|застряла|застряло|застряли)`),
  "= (ему|ей|сыну|дочке|дочери|ребенку|малышу|малышке|внуку|внучке|мужу|жене|папе|маме|отцу|матери|дедушке|бабушке|брату|сестре|другу|подруге) (трудно|тяжело|нечем) дышать",
]);
/**
 * Weaker words of whose the choking is than `othersChoking`: someone going blue («сын посинел»);
 * Russian drops the one it speaks of after a comma, with a verb in the third person («я с дочкой,
 * что-то застряло в горле, синеет» is the daughter's; «у меня лицо синеет» has a subject of its
 * own). Not a cause: «, хрипит» alone is no choking.
 */
export const othersChokingWeak = signs([`= , ${thirdPersonBlue}`, `= ${whoRu} ${thirdPersonBlue}`]);
const someoneChoking = signs([
  "= (im|i) (choking|chocking) $",
  "= (im|i) (choking|chocking) (help|please|pls|cant|now)",
  `= is ${chokingWord} $`,
  `= is ${chokingWord} (on|help|please|pls|and|cant|now|in)`,
  `= ${chokingWord} on (a|an|his|her|their|the|some) (piece|bit|grape|grapes|bone|chunk|sandwich|steak|food|candy|sweet|nut|nuts|peanut|popcorn|meat|chicken|bread|apple|carrot|fish|coin|toy|lego|marble|ball|sausage|hotdog|hot|cherry|olive)`,
  `= ${chokingWord} right now`,
  `= ${chokingWord} (help|pls|please)`,
  `= ${chokingWord} (and|but) (cant|cannot|not|turning|going|is|hes|shes)`,
]);
/** Choking said any way, for the pair with no air (`blocked`). */
const choking = signs([
  "= (put|stuck|shoved) (a|the) (grape|coin|marble|sweet|candy|button|battery|lego|nut|peanut) in (his|her|their) mouth",
  "choking|chokng|chocking|choked|chocked|gagging|gagged",
  "= stuck in (my|his|her|their|the|your) throat",
  "= stuck in (my|his|her|their|the|your) [a-z]+ throat",
  "= stuck in throat",
  "= (food|something|piece|bone|bit|grape|candy|sweet|chunk|meat) (stuck|lodged)",
  "= (food|something|piece|bone|bit|grape|candy|sweet|chunk|meat) (is|got) (stuck|lodged)",
  // "went down wrong and its stuck", "coughing but now no sound".
  "= went down (wrong|the) (and|,) (its|it) (stuck|is)",
  "= went down wrong and (its|it) (stuck|is)",
  "= coughing but now no sound",
  "(закашлялся|закашлялась) (вдохнуть|дышать|дышит)",
  "= (capsule|pill|tablet|vitamin) stuck in (my|his|her|the) throat",
  "(swallowed|проглотил|проглотила) (coin|coins|marble|marbles|lego|grape|candy|sweet|button|монетку|монету|пуговицу|деталь|игрушку|шарик|кусок|конфету|виноградину)",
  "= (grabbing|clutching|holding|grabbed|clutched) (his|her|their|my) (throat|neck)",
  "= (держится|хватается|схватился|схватилась) за (горло|шею)",
  "подавился|подавилась|подовился|подовилась|поперхнулся|поперхнулась|давится|давился|давилась|захлебнулся|захлебнулась|захлебывается",
  "(застрял|застряла|застряло|застряли) горле",
  "= (застрял|застряла|застряло) в (горле|дыхательных)",
]);
/** What makes it an emergency: no air in or out, blue. */
const blocked = signs([
  "= (hes|shes|he|she|is|and|now) not making (any|a) (sound|noise)",
  "= (cant|cannot|isnt|not) (cough|coughing|breathe|breathing|speak|talk|cry|crying)",
  "= (cant|cannot) get air",
  "= (cant|cannot) get any air",
  "= (can|could) (barely|hardly) get air",
  "= (can|could) (barely|hardly) get any air",
  "= (дышу|дышит) (со|с) свистом",
  "= еле (дышу|дышит)",
  "= (дышу|дышит) еле",
  "= (cant|cannot) swallow or breathe",
  "= (can|cant|could) (barely|hardly) (breathe|breath)",
  "= (тяжело|трудно) (дышать|вдохнуть)",
  "= passed out",
  "unconscious|хрипит",
  "= без сознания",
  "= (потерял|потеряла) сознание",
  "= (cant|cannot) make (a|any) (sound|noise)",
  "= (turning|went|going|is|lips|face) (blue|purple|grey|gray)",
  "= no sound",
  // Not "no air con".
  "= no air $",
  "= no air (at|in|coming|going|left|getting)",
  "= (не|никак) (может|могу|получается) (дышать|вдохнуть|откашляться|кашлять|говорить|плакать|сказать)",
  "= (откашляться|вдохнуть|кашлянуть) не (могу|может|получается)",
  "= воздух еле проходит",
  "= (can|could) only make (squeaky|squeaking|little|weird) (noises|sounds)",
  "= не (дышит|кашляет|плачет)",
  "синеет|посинел|посинела|посинели|сипит|задыхается|задыхаюсь|обмяк|обмякла|silent",
  "= (губы|лицо) (синие|синее|синеют|посинели)",
  "= (ни|no) (звука|sound)",
  "= не (может|могу) ни (кашлять|говорить|дышать|вдохнуть)",
  "= теряет сознание",
]);

/** Water breathed in, and someone passed out with vomit in the airway: not back blows, the first aid for no response. */
const drowning = signs([
  "drowning|drowned|тонул|тонула|утонул|утонула|тонет|нахлебался|нахлебалась",
  "(захлебнулся|захлебнулась|захлебывается) (бассейне|ванне|ванной|воде|водой|воды|озере|реке|море)",
  "= (choked|choking) on water",
  "= (choked|choking) on (pool|bath|lake|sea) water",
  "= (pulled|dragged|got) (him|her|them) out of the (water|pool|lake|sea|river)",
  "= (вытащили|вытащил|вытащила) из (воды|бассейна|озера|реки|моря)",
  "(достали|достал|достала|вытащили) (бассейна|бассейне|воды|озера|реки|пруда)",
]);
const noAir = signs([
  "= (not|isnt|stopped) breathing",
  "= (turning|went|going|is|lips|face) (blue|purple|grey|gray)",
  "unconscious|unresponsive|limp",
  "= (not|isnt|wont) (responding|waking)",
  "синеет|посинел|посинела|посинели|обмяк|обмякла",
  "= не (дышит|реагирует|отвечает|приходит)",
  "= без сознания",
  "= (губы|лицо) (синие|синее|синеют|посинели)",
]);
const vomitInAirway = signs([
  `= ${chokingWord} on (vomit|sick)`,
  `= ${chokingWord} on (his|her|their) (vomit|sick)`,
  `= ${chokingWord} on (his|her|their) own (vomit|sick)`,
  "= (захлебывается|захлебнулся|захлебнулась|давится) (рвотой|рвотными)",
]);
const passedOut = signs([
  "unconscious|unresponsive|drunk|asleep",
  "= passed out",
  "= без сознания",
  "= не (реагирует|просыпается|приходит)",
  "пьяный|пьяная|отключился|отключилась",
]);

/** A child's cough with noisy or hard breathing (croup): an emergency, not back blows. */
const chokingCough = signs([
  "= (захлебывается|заходится|давится|захлебывался|заходился) кашлем",
  "= (barking|croupy|seal) cough",
  "= лающий кашель",
]);
const hardBreathing = signs([
  "хрипит|сипит|задыхается|синеет|stridor|wheezing|gasping",
  "= (cant|cannot) breathe",
  "= (struggling|hard) to breathe",
  "= (не|еле) (может|получается) (дышать|вдохнуть)",
]);

/**
 * The causes, in the shape of `emergencyCauses` (triage-pairs.ts): water breathed in or vomit in
 * someone passed out (the first aid for no response), a choking cough with hard breathing (the
 * numbers alone), then a child or person choking, or choking with no air.
 */
export const chokingCauses: readonly {
  aid: "choking" | "unresponsive" | null;
  alone: Sign[];
  both?: readonly [Sign[], Sign[]];
}[] = [
  { aid: "unresponsive", alone: [], both: [drowning, noAir] },
  { aid: "unresponsive", alone: [], both: [vomitInAirway, passedOut] },
  { aid: null, alone: [], both: [chokingCough, hardBreathing] },
  { aid: "choking", alone: [...othersChoking, ...someoneChoking] },
  { aid: "choking", alone: [], both: [choking, blocked] },
];

/**
 * A sentence whose choking is not an airway blocked: a figure of speech or sport ("choking up",
 * "I keep choking in competitions", "choked under pressure"), a choke hold ("he keeps choking me in
 * bjj"), a car, the air, a joke ("lol"), or one already coughed up («откашлялся»).
 */
const notAirway = signs([
  "= (choking|choked|choke|chokes) up",
  "= (choking|choked|choke|chokes) (me|him|her|them|out)",
  "= (choking|choked|choke|chokes) (under|from) pressure",
  "= (feels|feel|felt|feeling) like (choking|im|i)",
  "= от (смеха|волнения|слез|слёз|эмоций|обиды)",
  "lol|lmao|haha|hahaha|jk|лол|ахах|ахаха|хаха|хахаха|ржу",
  "= just kidding",
  "= (coughed|coughing) it (up|out)",
  // "choking a bit on my water", not "choking on a bit of banana".
  "= (choking|choked|chokes|choke|gagging|gagged) a (bit|little) $",
  "= (a|bit|little) stuck (with|on)",
  "= (choking|choked|chokes|choke|gagging|gagged) a (bit|little) (on|when|while|during|after|but|,)",
  "= (during|when|while|at) (feeds|feeding|feedings|breastfeeding|nursing)",
  "letdown",
  "= went down the wrong (way|pipe)",
  "откашлялся|откашлялась|прокашлялся|прокашлялась",
  "= (уже|все|всё) (нормально|норм|прошло|хорошо)",
  "= (im|hes|shes|its|all) (fine|ok|okay) now",
]);
/** Sport, pressure, engines, air: what "choking" also means. */
const notAirwayTopic = signs([
  "attempt|attempts|meet|meets|competition|competitions|comp|comps|race|races|game|games|match|matches|semis|semifinal|semifinals|final|finals|exam|exams|interview|penalty|penalties|platform|pressure|clutch|tournament|bjj|jiujitsu|grappling|judo|wrestling|mma|rolling|sparring|chokehold|tap|tapped|car|engine|motor|mower|carburetor|humidity|smog|smoke|heat|air",
]);
const chokingNamed = signs(["choking|chokng|chocking|choked|chocked|choke|chokes"]);

/** Whether a sentence's choking is set aside: a figure of speech, a joke, coughed up, or sport and the like with nothing blocked. */
export function chokingAside(s: Sentence, blockedInMessage: boolean): boolean {
  return anyHolds([s], notAirway) || (anyHolds([s], chokingNamed) && anyHolds([s], notAirwayTopic) && !blockedInMessage);
}
/** Whether any sentence says the air is blocked: then "choking in the car!" is no figure of speech. */
export const airBlocked = (sentences: readonly Sentence[]): boolean => anyHolds(sentences, blocked);

/** Told in the first person: the member's own whatever a third person's verb says after it. */
const firsthandChoking = [
  "= (откашляться|вдохнуть) не могу",
  "= (im|i) (choking|chocking)",
  "= (choking|chocking) on my",
  "= (my|own) throat",
  "= (i|я) (cant|cannot|не) (breathe|cough|могу)",
  "= не могу (дышать|вдохнуть|откашляться|говорить)",
  "= не могу ни (дышать|вдохнуть|откашляться|говорить)",
  "= у меня (застрял|застряла|застряло|в|что-то)",
  "задыхаюсь",
  "= (подавился|подавилась|поперхнулся|поперхнулась) не могу",
  "= (подавился|подавилась|поперхнулся|поперхнулась) (и|,) не могу",
  "= (can|could) (barely|hardly) get air",
  "= (дышу|дышала|дышал) (со|с) свистом",
  "= еле (дышу|дышала|дышал)",
  "= (дышу|дышала|дышал) еле",
  "= (stuck|lodged) in my throat",
];
export const memberChokingFirsthand = signs(firsthandChoking);
/**
 * The member as the one choking: "im choking", "stuck in my throat", «у меня застрял кусок»,
 * «не могу дышать». Someone else's unless the member says so: a member choking can hardly type.
 * Russian tells its own throat without "my" too («застряла таблетка в горле, трудно дышать»), but
 * those impersonal words give way to a third person's verb after them («…, синеет»).
 */
export const memberChoking = signs([
  ...firsthandChoking,
  "= (застрял|застряла|застряло|застряли) [а-я]+ в горле",
  "= (трудно|тяжело|нечем) дышать",
]);
