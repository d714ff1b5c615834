// Thoughts of suicide told without the usual words: a last message, a future cut short, or a
// place, a means or a farewell. Each half of a pair alone is everyday talk ("standing on the
// bridge after my run", "bought a rope"); with its other half in the same message it is not
// ("standing on the bridge, thinking about stepping off", "bought a rope and it's not for
// climbing"). A review's messages written to join the halves innocently mark where they stop:
// shoulder blades and going deeper in a squat, a massage gun used on oneself, meds taken all at
// once in the morning, a step platform, long sleeves that burn calories, "won't be around next
// week". These signs never outrank a medical emergency in the same message, nor read an accident
// (pills swallowed by mistake, a razor that slipped) as a crisis (`accidentSigns`), and the crisis they tell is read as
// the member's own (triage.ts). Signs as in triage-signs.ts: `*`
// any ending, "= " a fixed phrase, `$` the end of a clause.
import { sign, type Sign } from "./triage-text";

const signs = (list: readonly string[]): Sign[] => list.map(sign);

/** Said alone: a last message, a future cut short, a goodbye to whoever reads it. */
export const crisisTold = signs([
  "= (this|it) is my last message $",
  "= (thats|its) my last message $",
  "= это мое последнее сообщение $",
  "= мое последнее сообщение (тебе|вам)",
  "= hear from me after tonight",
  "= не ищите $",
  "= не ищите меня $",
  "= wont be (here|around) anymore $",
  "= меня (уже|скоро) не будет $",
  "= (tonight|today) im ending (things|everything|it) $",
  "= im ending (things|everything) tonight",
  "= со всем покончу $",
  "= покончу со всем $",
  "= ночью все закончу $",
  "= ночью я все закончу $",
  "= (всем|все) (станет|будет) легче без меня $",
  "= без меня (станет|будет) легче $",
  "= легче без меня $",
  "= (i|she|he) wont be a burden (much|for) (longer|long)",
  "= (she|he) wont be around (much|for) (longer|long)",
  "= осталось быть обузой",
  "= перестану быть обузой",
  "= зачем (держусь|живу) $",
  "= зачем я держусь $",
  "= (если|когда) меня не станет $",
  "= (tell|say|telling|saying) (someone|somebody) goodbye $",
  "= wanted (someone|somebody) to know before",
  "= (хотела|хотел|хочу) кому то (сказать|написать) прощай",
  "= попрощаться хоть с кем",
  "= (took|swallowed|taken|drank) a whole bottle of (pills|meds|tablets|sleeping)",
  "= (выпила|выпил|выпью) (всю|целую) (пачку|упаковку) (таблеток|снотворного|лекарств) $",
]);

/** Someone at a height, a railway or water now, or looking down at it: not "ran over the bridge". */
const atTheEdge = signs([
  "= (im|were|shes|hes|theyre) (on|at) the (roof|bridge|ledge|edge|railing|overpass)",
  "(standing|sitting|stood|sat|stands|sits|been) (roof|bridge|ledge|railing|parapet|tracks|cliff|overpass)",
  "= at the top of (the|a|this) (parking|building|garage|tower|multistorey)",
  "= (looking|staring|stare) at the (train|trains|tracks|rails)",
  "(стою|сижу|стояла|сидела|стоял|сидел|стоит|сидит) (крыше|мосту|перроне|рельсах|подоконнике|обрыве|карнизе)",
  "= на краю (крыши|моста|обрыва)",
  "= (смотрю|смотрела|смотрел|смотрит) на (электрички|поезда|рельсы)",
]);

/** The step, the fall or the letting go from there, as a thought or a plan: not a box jump. */
const theStep = signs([
  "= (thinking|think|thought|thoughts|keep) (about|of) (jumping|stepping|falling|leaning|letting)",
  "= (thinking|think|thought|keep) about just (jumping|stepping|falling|leaning|letting)",
  "= (step|stepping|walk|walking) in front",
  "= the drop looks",
  "= not going to step back",
  "= let (myself|herself|himself) (go|fall)",
  "сигануть|броситься",
  "= (думаю|думает|тянет) (прыгнуть|шагнуть|спрыгнуть)",
  "= (думаю|думает) сделать шаг",
  "= под поезд",
  "= отпустить (руки|перила)",
]);

/** One's own sleeping pills or meds (not a supplement or a pre-workout), and enough of them to die. */
const ownPills = signs(["= sleeping pills", "снотворн*", "= (моих|своих) (таблеток|лекарств)"]);
const enoughToDie = signs([
  "lethal|fatal",
  "смертельн(ая|ую|ой|ые|ых|ое|ого)",
  "= too many for me",
  "= (будет|было|будут) слишком много для меня",
  "= (saved|saving|hoarded|hoarding|gathered) enough",
  "= (saved|saving) up enough",
  "= (набралось|накопилось) достаточно",
  "= enough to (stop|kill|end)",
  "= stop the heart",
  "= (чтобы|чтоб) уже (точно|наверняка)",
]);

/** A rope that is not for training, a blade and cutting deeper, a gun and oneself. */
const rope = signs(["rope"]);
const notForTraining = signs(["= its not for climbing", "= done with everything $"]);
// "The blade" or "my razor", not "shoulder blades".
const blade = signs(["= (a|the|my) (razor|blade)", "лезвие|лезвия|лезвием|бритв*"]);
const deeper = signs([
  "= (go|cut|going|cutting) deeper",
  "= not stopping at scratches",
  "= (порежу|порезать|резать|режу) глубже",
]);
// Not a massage gun («массажный пистолет»), which members use on themselves every day.
const gun = signs(["= (his|her|my|dads|their) (gun|rifle|pistol)", "rifle|firearm|ружье|ружья|ружьем"]);
const onOneself = signs([
  "= (using|use|used|turn|turning|turned|point|pointing|pointed) it on (himself|herself|themselves|myself)",
  "(направить|направит|направлю|направил|направила) на себя",
]);

/** Giving away what one loves or needs, and that nothing is left to stay for (not a move). */
const givingAway = signs([
  "(gave|given|giving|gives|rehomed) (dog|cat|pets|pet|belongings|possessions|watches|tools|stuff|things|everything)",
  "(раздала|раздал|раздаю|раздает|отдала|отдал|отдает) (вещи|кота|собаку|кошку|пса|попугая)",
  "(отвезла|отвез|пристроила|пристроил) (собаку|кота|кошку|пса)",
]);
const nothingToStayFor = signs([
  "= nothing (holds|keeps) me here",
  "= (sorted|ready|done|settled) for after",
  "= after im gone",
  "= ничего меня не держит",
  "= (теперь|больше|уже) ничего не держит $",
]);

/** Cuts that are hidden (not a bike fall, nor a surgery's scars). */
const wounds = signs(["cuts|порезы"]);
const hidden = signs([
  "= (hides|hiding|hid|hide) (them|it)",
  "= (under|in) long sleeves",
  "= (длинные|длинных) рукава",
  "= (прячет|прятала|прятал) (их|под)",
  "= под рукавами",
]);

/** An accident: what was swallowed or cut by mistake is not a thought of suicide. */
export const accidentSigns = signs(["slipped|accident|accidentally|mistake|случайно|нечаянно|ошибке|перепутал*"]);

/** Pairs of signs that together tell thoughts of suicide (either half alone is everyday talk). */
export const crisisPairs: readonly (readonly [Sign[], Sign[]])[] = [
  [atTheEdge, theStep],
  [ownPills, enoughToDie],
  [rope, notForTraining],
  [blade, deeper],
  [gun, onOneself],
  [givingAway, nothingToStayFor],
  [wounds, hidden],
];
