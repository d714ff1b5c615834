// Thoughts of suicide told without the usual words, through a place, a means, a day or a
// farewell. Each half alone is everyday talk ("standing on the bridge after my run", "bought a
// rope", "picked a date for my meet", "gave my old bike to my cousin"); with its other half in the
// same message it is not ("standing on the bridge, thinking about stepping off", "bought a rope and
// it's not for climbing"). The second halves say intent, not just a word that goes with the first:
// a review's 150 messages written to join the halves innocently (box jumps on a rooftop, a massage
// gun used on oneself, a cat rehomed for good, a wedding date and "everything's ready") raised
// 127 false alarms from the first, looser halves. Signs as in triage-signs.ts: `*` any ending,
// "= " a fixed phrase, `$` the end of a clause.
import { sign, type Sign } from "./triage-text";

const signs = (list: readonly string[]): Sign[] => list.map(sign);

/** Someone at a height, a railway or water now, or looking down at it: not "ran over the bridge". */
const atTheEdge = signs([
  "= (im|were|shes|hes|theyre) (on|at) the (roof|bridge|ledge|edge|tracks|railing|cliff|cliffs|top|overpass)",
  "(standing|sitting|stood|sat|stands|sits|been) (roof|bridge|ledge|edge|railing|parapet|tracks|platform|platforms|cliff|balcony|overpass)",
  "= at the top of (the|a|this) (parking|building|garage|tower|car|multistorey)",
  "= (looking|staring|stare|look) at the (train|trains|tracks|rails|water|drop|edge)",
  "(стою|сижу|стояла|сидела|стоял|сидел|стоит|сидит) (крыше|мосту|краю|перроне|платформе|рельсах|балконе|подоконнике|обрыве|карнизе)",
  "= на краю (крыши|моста|обрыва|платформы)",
  "= (смотрю|смотрела|смотрел|смотрит) на (электрички|поезда|поезд|рельсы|воду|вниз)",
]);

/** The step, the fall or the letting go from there, as a thought or a plan: not a jump rope. */
const theStep = signs([
  "= (thinking|think|thought|thoughts|keep) (about|of) (jumping|stepping|falling|leaning|letting)",
  "= (thinking|think|thought|keep) about just (jumping|stepping|falling|leaning|letting)",
  "= (step|stepping|walk|walking|fall|falling) (off|onto) (it|the|them)",
  "= (step|stepping|walk|walking) in front",
  "= how easy it would be",
  "= the drop looks",
  "= not going to step back",
  "= (wont|doesnt) come down",
  "= let (myself|herself|himself) (go|fall)",
  "= let go $",
  "= (im|shes|hes|theyre) sorry $",
  "= (ему|ей|мне) жаль $",
  "сигануть|броситься",
  "= (думаю|думает|хочу|хочется|хочет|тянет) (прыгнуть|шагнуть|спрыгнуть)",
  "= (думаю|думает) сделать шаг",
  "= один шаг и (все|конец)",
  "= (мне|ему|ей) (все|совсем) равно $",
  "= под поезд",
  "= отпустить (руки|перила)",
]);

/** One's own pills (not the caffeine in a pre-workout, not a melatonin), and enough of them to die. */
const ownPills = signs([
  "= sleeping pills",
  "снотворн*|антидепрессант*|феназепам*|амитриптилин*",
  "antidepressants|sertraline|zoloft|prozac|metoprolol",
  "= (my|her|his|their) (pills|meds|medication|tablets)",
  "= (моих|ее|его|своих) (таблеток|лекарств|таблетки)",
]);
const enoughToDie = signs([
  "lethal|fatal|смертельн*|летальн*",
  "= too many for me",
  "= слишком много для меня",
  "= (saved|saving|hoarded|hoarding|gathered|gathering) enough",
  "= (saved|saving) up enough",
  "= (набралось|накопилось|собрала|собрал) достаточно",
  "= (all|them) at once",
  "= enough to (stop|kill|end)",
  "= stop the heart",
  "= (чтобы|чтоб) уже (точно|наверняка)",
]);

/** A rope that is not for training, a blade and cutting deeper, a gun and oneself. */
const rope = signs(["rope|веревк*|веревку|петл*"]);
const notForTraining = signs(["= its not for climbing", "= done with everything"]);
const blade = signs(["razor|blade|blades|лезвие|лезвия|лезвием|бритв*"]);
const deeper = signs([
  "= (go|cut|going|cutting) deeper",
  "= not stopping at scratches",
  "= (порежу|порезать|резать|режу) глубже",
]);
// Not a massage gun («массажный пистолет»), which members use on themselves every day.
const gun = signs([
  "= (his|her|my|dads|the|a|their) (gun|rifle|pistol|firearm)",
  "rifle|firearm|ружье|ружья|ружьем|оружие|оружия",
]);
const onOneself = signs([
  "= (using|use|used|turn|turning|turned|point|pointing|pointed) it on (himself|herself|themselves|myself)",
  "= (on|at) (himself|herself|myself) with it",
  "(направить|направит|направлю|направил|направила) на себя",
  "= (застрелит|застрелю) себя",
]);

/** Giving away what one loves or needs, and that nothing is left to stay for (not a move). */
const givingAway = signs([
  "(gave|given|giving|gives|rehomed) (dog|cat|pets|pet|belongings|possessions|watches|tools|stuff|things|everything)",
  "(раздала|раздал|раздаю|раздает|раздаёт|отдала|отдал|отдает) (вещи|кота|собаку|кошку|пса|попугая)",
  "(отвезла|отвез|пристроила|пристроил) (собаку|кота|кошку|пса)",
  "(раздал|раздала|раздает) (друзьям|подругам|всем)",
]);
const nothingToStayFor = signs([
  "= nothing (holds|keeps) me here",
  "= (sorted|ready|done|settled) for after",
  "= after im gone",
  "= wont be around (for|next|much)",
  "= ничего меня не держит",
  "= (теперь|больше|уже) ничего не держит",
  "= после меня",
]);

/** A day chosen, and that everything ends then (not a meet, a wedding or a diet's start). */
const dayChosen = signs([
  "= (picked|chosen|chose|set|decided) (a|the|on) (date|day)",
  "= (saturday|sunday|monday|tuesday|wednesday|thursday|friday|tomorrow|tonight) is the (day|night)",
  "= (выбрала|выбрал|выбрали|назначила|назначил) (дату|день)",
]);
const everythingEnds = signs([
  "= (все|всё) (закончится|кончится|прекратится) $",
  "= (everything|it) will end $",
  "= it all ends $",
]);

/** Letters left for the family, and that the writer is ready or gone. */
const lettersLeft = signs([
  "(letters|letter|notes|note|записки|записку|письма|письмо) (mom|mum|mother|dad|family|parents|sister|brother|kids|children|wife|husband|everyone|relatives|родителям|маме|папе|детям|брату|сестре|мужу|жене|внукам|всем|родственникам)",
]);
const readyToGo = signs([
  "= im ready $",
  "= i am ready $",
  "= think im ready $",
  "= (сегодня|этой) ночью (все|всё) $",
  "= after im gone",
]);

/** Cuts, scars or burns that are hidden (not a bike fall or a kitchen burn). */
const wounds = signs(["cuts|scars|burns|порезы|шрамы|ожоги"]);
const hidden = signs([
  "= (hides|hiding|hid|hide) (them|it|the|her|his)",
  "= long sleeves",
  "= (длинные|длинных) рукава",
  "= (прячет|прятала|прятал) (их|под|в)",
  "= под рукавами",
  "= cigarette burns",
  "= ожоги от сигарет",
]);

/**
 * Signs read alone whose person is read as a pair's (a pronoun names someone else): "someone"
 * here is whom the member tells, not the one in danger ("just wanted to tell someone goodbye").
 */
export const crisisAlone = signs([
  "= (tell|say|telling|saying) (someone|somebody) goodbye",
  "= wanted (someone|somebody) to know before",
  "= (хотела|хотел|хочу) кому то (сказать|написать) прощай",
  "= попрощаться хоть с кем",
  "= swallowed a (bunch|handful|bottle) of (her|his|their|my) (pills|meds|tablets|sleeping)",
  "= (took|swallowed|taken|drank) a whole bottle of my",
  "= (выпила|выпил|проглотила|проглотил|наглоталась) почти все таблетки",
  "= (выпила|выпил) все таблетки из",
  "= ночью (все|всё) закончу",
  "= ночью я (все|всё) закончу",
  "= осталось быть обузой",
  "= перестану быть обузой",
  "= зачем держусь $",
  "= зачем я держусь $",
  "= (если|когда) (меня|его|ее) не станет $",
]);

/** Pairs of signs that together tell thoughts of suicide (either half alone is everyday talk). */
export const crisisPairs: readonly (readonly [Sign[], Sign[]])[] = [
  [atTheEdge, theStep],
  [ownPills, enoughToDie],
  [rope, notForTraining],
  [blade, deeper],
  [gun, onOneself],
  [givingAway, nothingToStayFor],
  [dayChosen, everythingEnds],
  [lettersLeft, readyToGo],
  [wounds, hidden],
];
