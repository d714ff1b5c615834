// Someone choking now: the airway blocked ("my toddler is choking", "choking on a grape and can't
// cough", «подавился и синеет»). Its cause joins the emergencies of triage-pairs.ts with its first
// aid (back blows and abdominal thrusts; chest pushes for a baby); a pet's is set aside with the
// poisonings' (triage.ts). Not "choked under pressure", a choke hold, or water gone down the wrong
// way and coughed up.
// Signs as in triage-signs.ts: `*` any ending, "= " a fixed phrase, otherwise words in any order.
import { sign, type Sign } from "./triage-text";

const signs = (list: readonly string[]): Sign[] => list.map(sign);

/** Choking as a person's state now. */
const who =
  "(he|she|hes|shes|theyre|old|yo|baby|babys|toddler|kid|son|daughter|child|boy|girl|infant|dad|mom|mum|husband|wife|grandpa|grandma|granny|friend|buddy|guy|man|woman|girlfriend|boyfriend|someone|client|partner)";
const someoneChoking = signs([
  ...[`= ${who}`, `= ${who} is`, `= ${who} keeps`, `= ${who} still`].flatMap((from) => [
    `${from} (choking|chokng) $`,
    `${from} (choking|chokng) (on|help|what|please|pls|and|cant|now|right|at)`,
  ]),
  "= (choking|chokng) (right|now|help|pls|please) ",
  "= choking (and|but) (cant|cannot|not|turning|going|is|hes|shes)",
]);
/** Choking said any way, for the pair with no air (`blocked`). */
const choking = signs([
  "choking|chokng",
  "= stuck in (my|his|her|their|the) throat",
  "(swallowed|проглотил|проглотила) (coin|coins|монетку|монету|пуговицу|деталь|игрушку|шарик|кусок)",
  "подавился|подавилась|подовился|подовилась|поперхнулся|поперхнулась|захлебывается|захлебнулся|захлебнулась",
  "= (застрял|застряла|застряло) в (горле|дыхательных)",
]);
/** What makes it an emergency: no air in or out, blue. */
const blocked = signs([
  "= (cant|cannot|couldnt|isnt|not) (cough|coughing|breathe|breathing|speak|talk|cry|crying|make)",
  "= (turning|went|going|is|lips|face) (blue|purple|grey|gray)",
  "= no (sound|air)",
  "= (не|никак) (может|могу|получается) (дышать|вдохнуть|откашляться|кашлять|говорить|плакать|сказать)",
  "= не (дышит|кашляет|плачет)",
  "синеет|посинел|посинела|посинели|хрипит|сипит|задыхается|задыхаюсь|обмяк|обмякла|silent",
  "= (губы|лицо) (синие|синее|синеют|посинели)",
  "= (grabbing|clutching|holding|grabbed|clutched) (his|her|their|my) (throat|neck)",
  "= (держится|хватается|схватился|схватилась) за (горло|шею)",
  "= (ни|no) (звука|sound)",
  "= не может ни (кашлять|говорить|дышать|вдохнуть)",
  "= теряет сознание",
]);

/** The cause, in the shape of `emergencyCauses` (triage-pairs.ts): a child or person choking, or choking with no air. */
export const chokingCauses: readonly { aid: "choking"; alone: Sign[]; both?: readonly [Sign[], Sign[]] }[] = [
  { aid: "choking", alone: someoneChoking },
  { aid: "choking", alone: [], both: [choking, blocked] },
];
