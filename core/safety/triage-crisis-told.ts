// Thoughts of suicide told without the usual words: a last message, a future cut short, a goodbye
// to whoever reads it. Only phrases that everyday talk does not use: two reviews' messages written
// around such words (a step platform and "thinking about stepping up my cardio", a massage gun used
// on oneself, meds taken all at once, «меня уже не будет» before a holiday, «покончу со всем
// сладким», "this is my last message, promise") raised a crisis for most of them through pairs of
// everyday words (a place and a step, pills and "too many"). So the pairs read are narrow: a high
// place and a jump at the end of its clause in one sentence (`highPlace`), and, anywhere in a
// message and never beside a joke's marker, an edge and a thought of ending, pills gathered and an
// end, "better off without me" beside a gun (below; a review of their first wording flagged 216 of
// 326 everyday messages). These phrases come after a medical emergency in the same message, never
// of an accident (`accidentSigns`), and the crisis they tell is the member's own unless the gun
// pair says otherwise (triage.ts). Signs as in triage-signs.ts: "= " a fixed phrase, `$` the end of a clause.
import { sign, type Sign } from "./triage-text";

const signs = (list: readonly string[]): Sign[] => list.map(sign);

/** Said alone: a last message, a future cut short, a goodbye to whoever reads it. */
export const crisisTold = signs([
  "= (thats|its) my last message $",
  "= ночью я все закончу $",
  "= (всем|все) (станет|будет) легче без меня $",
  "= легче без меня $",
  "= (i|she|he) wont be a burden (much|for) (longer|long)",
  "= осталось быть обузой",
  "= зачем (держусь|живу) $",
  "= зачем я держусь $",
  "= (tell|say|telling|saying) (someone|somebody) goodbye $",
  "= (хотела|хотел|хочу) кому то (сказать|написать) прощай",
  "= попрощаться хоть с кем",
]);

/**
 * The one pair read: a high place and jumping from it now ("standing on the bridge … i want to
 * jump", «стою на крыше, хочу прыгнуть»); the jump only at the end of its clause, not "want to
 * jump higher" on a balcony.
 */
export const highPlace = signs([
  "= (on|at|off) (the|a|this|my) (bridge|roof|rooftop|ledge|overpass)",
  "= на (крыше|мосту|подоконнике|карнизе|парапете|балконе|перилах)",
]);
export const aboutToJump = signs([
  "= (i|and) (want|wanna) to jump $",
  "= (im|am) (going|gonna|about|ready) to jump $",
  "= (хочу|хочется|думаю|собираюсь|готова|готов) (прыгнуть|спрыгнуть|сброситься|шагнуть) $",
]);

/** An accident's words: a goodbye said or a message sent by mistake tells no crisis. */
export const accidentSigns = signs(["accidentally|случайно|нечаянно", "= by mistake", "= по ошибке"]);

/**
 * Three more pairs, each read anywhere in one message and only as a pair (every word of them is
 * ordinary alone: a balcony workout, a pill organizer, a hunting rifle, a toxic ex we are better
 * off without). First: an edge, and a thought of how easy it would be or of no one noticing
 * ("standing on the bridge … it would be so easy. just one step", «на обрыве … никто бы и не
 * заметил»); the thought ends its clause, so "would be so easy to run across the bridge" is none.
 */
export const edgePlace = signs([
  "= (on|at|off) (the|a|this|my) (bridge|roof|rooftop|ledge|overpass|balcony|cliff|railing|platform)",
  "= up on (the|a|this|my) (bridge|roof|rooftop|ledge|overpass|balcony|cliff)",
  "= edge of (the|a|this|my) (bridge|roof|rooftop|ledge|overpass|balcony|cliff|platform)",
  "= [0-9]+ (floors|stories|storeys) up",
  "edge (overpass|bridge|roof|rooftop|cliff|platform|ledge|balcony)",
  "= (train|subway|metro|station|tube) platform",
  "= (legs|feet) over the edge",
  "= top of the (parking|car|multistorey|building)",
  "= на (крыше|мосту|подоконнике|карнизе|парапете|балконе|перилах|обрыве|скале)",
  "= на краю (крыши|обрыва|моста|платформы|пропасти|балкона)",
  "= у края (платформы|крыши|обрыва|моста)",
  "= на подоконнике (открытого|окна)",
  "= (пришел|пришла|вышел|вышла|залез|залезла|поднялся|поднялась) на (мост|крышу|балкон|обрыв)",
]);
export const edgeThoughts = signs([
  "= would be (so|really|too|very) easy $",
  "= it would be easy $",
  "= how easy it would be $",
  "= easy it would be to just (let|step|jump|lean|fall)",
  "= easy to step off",
  "= (so|too|really) easy to just (let|step|jump|fall|lean|end)",
  "= would be (so|too|really) easy to (let|step|jump|end|fall)",
  "= how (quick|fast) it would be $",
  "= climbed (over|past) the (railing|rail|barrier)",
  "= (один|одним) шаг и (все|всё) $",
  "= one step and (its|it) (all|done|over)",
  "= (легкий|легким) выход $",
  "= just let go of everything",
  "= if i just (leaned|stepped|let|jumped|fell)",
  "= nobody would have to deal with me",
  "= nobody would (even|ever) (notice|care)",
  "= no one would (even|ever) (notice|care)",
  "= (как|так) (легко|просто) было бы $",
  "= было бы (так|очень|слишком) (легко|просто) $",
  "= (легко|просто) было бы (шагнуть|прыгнуть|перелезть|сделать|отпустить)",
  "= (легко|просто) было бы (все|всё) закончить",
  "= бы (легко|просто) (перелезть|шагнуть|прыгнуть)",
  "= так (просто|легко) (шагнуть|прыгнуть|перелезть)",
  "= если меня не станет",
  "= (перелез|перелезла|перелезли) (через|за) (перила|ограждение|ограду|парапет)",
  "= без меня будет (легче|лучше|проще) $",
  "= (tell|say) (everyone|mom|mum) (im|i) sorry $",
  "= (скажите|передайте) (маме|папе|всем) что я",
  "= никто бы (и|даже) не заметил",
  "= никто бы не заметил",
  "= если бы меня не стало",
  "= так будет проще для всех $",
]);

/**
 * Pills gathered, and an end told beside them ("i counted out all the pills ive been saving. i
 * think tonight i finally get some peace", «разложил все таблетки на столе, пересчитал, должно
 * хватить»): not a week's vitamins in an organizer, nor a grandmother's morning pills.
 */
export const pillsGathered = signs([
  "(counted|counting|lined|laid|emptied|poured|piled|saving|saved|hoarded|hoarding|stockpiled) (pill|pills|meds|tablets)",
  "= (saved|saving|hoarded|stockpiled) (up|all) (my|his|her|the) sleeping pills",
  "= (saved|saving|hoarded|stockpiled) (my|his|her|the) sleeping pills",
  "= enough (pills|meds|tablets) (here|to)",
  "= (pile|heap|handful) of (pills|meds|tablets)",
  "= every (pill|tablet) (i|in|we)",
  "= (month|months|weeks) of (my|the|his|her) sleeping (pills|meds|tablets)",
  "(высыпала|высыпал|разложил|разложила|выложила|выложил|копила|копил|накопила|накопил|пересчитал|пересчитала|пересчитываю|горсть|горстью|горстка|собрала|собрал|приготовил|приготовила|пересчитывает|пересчитываю) (таблетки|таблеток|таблетками|снотворное|снотворного|лекарства|лекарств)",
  "= (копила|копил|накопила|накопил) (снотворное|таблетки|лекарства)",
  "= (все|всю) (таблетки|аптечку) из аптечки",
  "= (все|всё) из аптечки",
  "(пересчитывает|пересчитываю|пересчитал|пересчитала) (снотворное|снотворного|таблетки|лекарства)",
  "= (перед|передо) (собой|мной) (все|горсть|куча|кучка) (таблетки|таблеток)",
]);
export const pillsEnd = signs([
  "= (finally|just) get some peace",
  "= (i|ill) wont be around $",
  "= (i|ill) wont be around (anymore|much|for|after)",
  "= (nobodys|noones) gonna miss me",
  "= (nobodys|noones) going to miss me",
  "= nobody (will|would) miss me",
  "= nobody is gonna miss me",
  "= make it all stop",
  "= (rest|sleep) for good",
  "= enough to not wake up",
  "= enough to never wake up",
  "= done being a burden",
  "= nobody would (even|ever) notice",
  "= (want|wanted) (everything|it|this|all) to stop $",
  "= (want|wanted) it all to stop",
  "= сегодня наконец (все|всё) закончится",
  "= сегодня (все|всё) закончится",
  "= (чтоб|чтобы) (все|всё) прекратилось",
  "= (чтоб|чтобы) (все|всё) наконец (прекратилось|закончилось)",
  "= хочу (чтоб|чтобы) (все|всё) (прекратилось|закончилось)",
  "= (попрощался|попрощалась) со мной",
  "= завтра меня не будет $",
  "= меня уже не будет $",
  "= (никому|никого) (не|больше) (буду|стану) (мешать|беспокоить)",
  "= больше никому не буду мешать",
  "= уснуть и не проснуться",
  "= (чтобы|чтоб) просто уснуть и (все|всё)",
  "= хватит (чтобы|чтоб) уснуть навсегда",
  "= хватит , (чтобы|чтоб) уснуть навсегда",
]);

/**
 * "Better off without me" (or him, her) with a gun at hand: a crisis, whose depending on who is
 * named. Not "better off without sugar", nor a hunting trip.
 */
export const betterOffWithoutMe = signs([
  "= better off without me $",
  "= better off without me (and|anyway|honestly|,)",
  "= better off if i (was|were|am) gone",
  "= (happier|better) without me around",
  "= (would|will|be) happier without me",
  "= better for everyone (this|that) way",
  "= (im|iam) just a burden",
  "= (do|be|fare) better without me",
  "= (lighter|easier|fine|happier|better) without me (around|here) $",
  "= (lighter|easier|fine|happier|better) without me dragging",
  "= (если|когда) меня не станет $",
  "= без меня (будет|станет) (лучше|легче|проще)",
  "= без меня (лучше|легче|проще) (будет|станет)",
  "= без меня было бы (лучше|легче|проще)",
  "= (лучше|легче|проще) (будет|станет) без меня",
]);
export const betterOffWithoutThem = signs([
  "= better off without (him|her|them) $",
  "= better off without (him|her|them) (and|anyway|honestly|,)",
  "= better off if (he|she|they) (was|were) gone",
  "= без (него|нее) (будет|станет) (лучше|легче|проще)",
  "= без (него|нее) (лучше|легче|проще) (будет|станет)",
  "= без (него|нее) заживем",
  "= без (него|нее) наконец заживем",
  "= без (него|нее) (всем|нам|им|вам) (будет|станет) (лучше|легче|проще)",
  "= (будет|станет) (лучше|легче|проще) без (него|нее)",
  "= без (него|нее) нам с [а-я]+ (будет|станет) (лучше|легче|проще)",
  "= без (него|нее) было бы (лучше|легче|проще)",
  "= (лучше|легче|проще) (будет|станет) без (него|нее)",
]);
export const weapon = signs([
  "rifle|rifles|handgun|handguns|shotgun|shotguns|firearm|firearms|revolver",
  "= (his|her|my|the|a|dads|moms|fathers|grandpas|hunting|loaded) (gun|pistol)",
  "= (gun|pistol) (is|was) loaded",
  "ружье|ружья|ружьем|травмат|травматом|травмата|оружие|оружием|винтовка|винтовку|винтовкой|обрез|карабин|карабина|карабином",
  "= (отцовский|его|свой|заряженный|боевой) пистолет",
  // A gun gone from its place is there all the more («ружья нет на месте» reads as no gun).
  "= (ружья|пистолета|оружия|травмата|винтовки) нет на месте",
  "= (ружья|пистолета|оружия|травмата|винтовки) (в|на) (сейфе|шкафу) нет",
]);
/** Someone close who said or wrote it: "my brother texted 'youre all better off without me'". */
export const saidByAnother = signs([
  "(brother|sister|dad|father|mom|mum|mother|son|daughter|husband|wife|friend|boyfriend|girlfriend|bf|gf|partner|roommate) (texted|said|says|wrote|messaged|told|keeps)",
  "(брат|сестра|отец|папа|мама|мать|сын|дочь|муж|жена|друг|подруга|парень|девушка) (написал|написала|сказал|сказала|говорит|пишет|твердит)",
]);
/** A joke said as one: a told pair is no crisis beside "lol" or «шучу» (the usual words still are). */
export const jokeMarkers = signs(["lol|lmao|haha|hahaha|хаха|хахаха|ахах|ахаха|шучу|смешно|jk"]);
