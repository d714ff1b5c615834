// Someone having a seizure now: an epileptic fit, a child's febrile convulsions ("my grandson is
// having a seizure", "he's fitting", «у внука судороги», «бьётся, пена изо рта»). Its cause joins
// the emergencies of triage-pairs.ts with its first aid for whoever is beside them (nothing in the
// mouth, don't hold them down, on the side once it stops). Not a muscle cramp («судорога в икре»,
// "my calf seized up"), a tantrum ("threw a fit"), or seizures told as over ("had febrile seizures
// as a baby, he's 10 now"); epilepsy as a condition with a training question is the coach's.
// Signs as in triage-signs.ts: `*` any ending, "= " a fixed phrase, otherwise words in any order.
import { childWords } from "./triage-patient";
import { anyHolds, sign, type Sentence, type Sign } from "./triage-text";

const signs = (list: readonly string[]): Sign[] => list.map(sign);

/** Who has it, in Russian: «у внука», «у жены», «у него». */
const ownersRu = `(него|нее|мужа|жены|сына|сыночка|дочери|дочки|мамы|папы|отца|матери|друга|подруги|брата|сестры|клиента|клиентки|ребенка|малыша|малышки|внука|внучки|племянника|племянницы|бабушки|дедушки|деда|соседа|соседки|тренера|парня|девушки|мужчины|женщины|человека|кого-то)`;
/** Who has it, in Russian, as the one who does: «ребёнок бьётся», «муж трясётся». */
const whoRu =
  "(он|она|сын|сынок|дочь|дочка|ребенок|малыш|малышка|внук|внучка|племянник|племянница|муж|жена|папа|мама|отец|мать|дедушка|бабушка|дед|брат|сестра|друг|подруга|парень|мужик|девушка|тренер|сосед|соседка|клиент|клиентка|мужчина|женщина|человек|девочка|мальчик|младенец|кто-то)";
/** Who has it, in English. */
const whoEn = `(he|she|hes|shes|theyre|${childWords.slice(1, -1)}|husband|wife|dad|mom|mum|mother|father|grandpa|grandma|granny|friend|buddy|guy|man|woman|girlfriend|boyfriend|someone|client|partner|brother|sister)`;

/** Someone named as the one having it: "my son is seizing", «у внука судороги». */
const othersSeizing = signs([
  // "he's seizing", "my wife is seizing on the floor", not "my back is seizing up".
  ...[`= ${whoEn}`, `= ${whoEn} is`, `= ${whoEn} keeps`, `= ${whoEn} started`, `= ${whoEn} has been`, `= ${whoEn} been`].flatMap(
    (from) => [
      `${from} (seizing|fitting|convulsing) $`,
      `${from} (seizing|fitting|convulsing) (on|and|again|now|right|help|please|pls|what|in|at|for|non|mid|during|while)`,
    ],
  ),
  `= ${whoEn} (is|keeps) having (a|another) (seizure|fit)`,
  `= ${whoEn} is (shaking|jerking|convulsing) (all|uncontrollably|on)`,
  `= ${whoRu} (бьется|трясется|дергается|бился|билась) (в|на|всем|весь|вся)`,
  `= ${whoEn} (is|keeps) having seizures`,
  `= у ${ownersRu} припадок`,
  `= у ${ownersRu} (судороги|конвульсии) $`,
  "= у (ребенка|сына|дочки|дочери|малыша) [0-9]+ (лет|года|год) (судороги|конвульсии)",
  // «у внука судороги и пена», not «у мамы судороги от недостатка магния».
  `= у ${ownersRu} (судороги|конвульсии) (и|,|всего|всем|что|прямо|сейчас|опять|снова|из-за|руки|ноги|уже|минут|минуту|температура|жар|дергается|трясет|пена|глаза|помогите|срочно|скорую)`,
  `= у ${ownersRu} (в|на|во) [а-я]+ (припадок|судороги|конвульсии)`,
  `= у ${ownersRu} (сейчас|опять|снова|вдруг) (припадок|судороги|конвульсии)`,
  `= у ${ownersRu} (начались|начинаются|опять|снова) (судороги|конвульсии)`,
]);

/** A seizure said as one, now or just now. */
const seizing = signs([
  "seizure*",
  "convuls*",
  "конвульси*",
  "= (started|been) (seizing|convulsing|fitting)",
  "= (having|had|has|is) (a|an) (epileptic|tonic|febrile) (fit|attack|seizure)",
  "= epileptic (fit|attack)",
  "= (приступ|припадок) (эпилепси*|судорог*)",
  // «был припадок», «у жены припадок», «у внука судороги» on their own or with more («и пена»), not «судороги в икрах».
  "= (был|случился|начался|начинается|опять) припадок",
  "= припадок (был|случился|начался|начинается)",
  "= у меня припадок",
  "= (начались|начинаются) (судороги|конвульсии)",
  "= (судороги|конвульсии) (начались|начинаются)",
  "эпилептическ* (приступ*|припад*)",
  "эпиприступ*",
  "= (бьется|билась|бился|колотит) (в|на) (судорогах|конвульсиях|припадке|полу)",
  "= судорог* (и|при|с) (высокая|высокой|высокую|температур*|жар|жаром)",
  "= судорог* на фоне (температуры|жара)",
  // A child's fever and fits: «у малыша температура 40 и судороги», not a cramp after a sauna or a marathon.
  "= у (малыша|малышки|ребенка|сына|сынули|дочки|дочери|внука|внучки) (температура|жар) (и|,) (судороги|конвульсии)",
  "= у (малыша|малышки|ребенка|сына|сынули|дочки|дочери|внука|внучки) (температура|жар) [0-9]+ (и|,) (судороги|конвульсии)",
  "= у (малыша|малышки|ребенка|сына|сынули|дочки|дочери|внука|внучки) (температура|жар) (под|за|выше|больше|около) [0-9]+ (и|,) (судороги|конвульсии)",
  "= фебрильн* (судорог*|приступ*)",
  "= (судороги|конвульсии) (закончились|прекратились|кончились|продолжаются)",
  "= febrile (seizure*|convulsion*|fit)",
  "= судорожн* (припад*|приступ*)",
  "= (shaking|jerking|convulsing|twitching|seizing) on the floor",
  "= (трясло|трясет|колотило) (всего|всю|меня) на полу",
]);

/**
 * "having a fit" is also a tantrum, and shaking is also chills or tired legs: a fit, or shaking,
 * only with what a seizure looks like (eyes rolled back, foam at the mouth, a fall, no response).
 */
const fitWords = signs([
  "= (arms|legs|limbs|body) (are|were|started) jerking",
  "= (затряслась|затрясся) (вся|весь)",
  "= (вся|весь) (затряслась|затрясся)",
  "= (having|had|has|is) a fit",
  "= (hes|shes|he|she|theyre) (having|had) a fit",
  "= (shaking|jerking|twitching|trembling) (all|uncontrollably|violently)",
  "= (is|hes|shes|started|keeps) (shaking|jerking)",
  "= (hes|shes) twitching",
  "= (arms|legs|limbs|body) (jerking|twitching)",
  "трясет|трясется|трясло|колотит|дергается|дергаются|бьется|бьет|судороги|судорога|судорогах",
  "= (начала|начал|стала|стал) (дергаться|трястись|биться)",
]);
const fitLooks = signs([
  "= (bit|bitten) (my|his|her|their) tongue",
  "stiff|foaming|foam|drooling|unresponsive|floppy",
  "= (wont|doesnt|not|cant) respond",
  "= (потерял|потеряла) сознание",
  "= eyes (rolled|rolling)",
  "= eyes (are|were|have) (rolled|rolling)",
  "= (on|to) the floor",
  "grey|gray",
  "= breathing (weird|funny|strange|noisy|oddly)",
  "fell|collapsed|dropped",
  "= (hit|banged) (his|her|their) head",
  "= (not|isnt|wont|cant) (responding|waking|answering|wake)",
  "= (been|going|for) [0-9]+ (mins|minutes|min)",
  "= (been|going|for) (about|like|over|nearly) [0-9]+ (mins|minutes|min)",
  "= [0-9]+ (mins|minutes|min) now",
  "= (пена|пеной|пену) (изо|из|у) (рта|рту)",
  "= (изо|из) рта (пена|пеной|идет)",
  "= закатил* глаза",
  "= глаза (закатились|закатываются|закатились)",
  "= не (реагирует|отвечает|приходит)",
  "упал|упала|рухнул|рухнула",
  "= (прикусил|прикусила) язык",
]);

/** The cause, in the shape of `emergencyCauses` (triage-pairs.ts): a seizure now, or a fit that looks like one. */
export const seizureCauses: readonly { aid: "seizure"; alone: Sign[]; both?: readonly [Sign[], Sign[]] }[] = [
  { aid: "seizure", alone: [...othersSeizing, ...seizing] },
  { aid: "seizure", alone: [], both: [fitWords, fitLooks] },
];

/**
 * The member as the one who has it: "I think I'm about to have a seizure", "getting my aura",
 * "just had a seizure, woke up on the floor", «у меня припадок», «очнулась на полу». A seizure is
 * someone else's unless the member says so and names no one else as having it.
 */
export const memberSeizing = signs([
  "= (im|i) (having|getting|about|going) (a|to|my|an) (seizure|have|aura)",
  "= (i|im) (think|feel) (im|i|a|one|it|like) (having|am|seizure|coming|about|going)",
  "= (i|im) (getting|had|have|feel|feeling) (my|an|the) aura",
  "= (feel|feeling) (one|it) (coming|starting)",
  "= (feel|feeling) (a|an) (seizure|attack|fit) (coming|starting)",
  "= (i|ive) had (a|another) (seizure|fit)",
  "= (i|ive) just had (a|another) (seizure|fit)",
  "= (i|im) (was|am) (seizing|convulsing|fitting|shaking)",
  "= (woke|came) (up|to|round) on the floor",
  "= (bit|bitten) my tongue",
  "= im (alone|home)",
  "= i am (alone|home)",
  "= im by myself",
  "= у меня (припадок|приступ|судороги|будет|был|была|начинается|начался|аура)",
  "= у меня (сейчас|только) (будет|был|была|начинается|начался)",
  "= у меня только что (был|была|начался)",
  "= (я|меня) (очнулся|очнулась|трясет|трясло)",
  "= (очнулся|очнулась) на полу",
  "= (чувствую|кажется) (начинается|приближается|будет|сейчас) (приступ|припадок)",
  "= (прикусил|прикусила|прокусил|прокусила) язык",
  "= (прикусил|прикусила|прокусил|прокусила) (себе|свой) язык",
  "= язык (прокушен|прикушен)",
  "= (ничего|ни4его) не помню",
  "= не помню (ничего|ни4его|как|что)",
  "= (dont|cant) remember (anything|what|how)",
  "= (я|дома) (один|одна)",
  "= я (в|на) [а-я]+ (один|одна)",
]);

/** Someone named as having it, whatever the member says of themselves. */
export const someoneSeizing = othersSeizing;

/**
 * Not a seizure: a cramp told with a seizure word («у мамы судороги от недостатка магния», «сводит
 * икры»), a tantrum ("having a fit because i said no"), jerks when falling asleep, a joke.
 */
const notSeizure = signs([
  "сводит|свело|сводило|икры|икр|икре|икрах|магни*|калия|кальция|дефицит*|недостат*|мышц*|cramp|cramps|cramping",
  "tantrum|tantrums|истерик*|капризнича*",
  "= because (i|we|mum|mom|dad) said no",
  "= (said|told|telling) no",
  "= (said|told|telling) (him|her|them) no",
  "= (falling|fall|fell|drifting) asleep",
  "= (when|as) (im|i) (fall|falling|drift|drifting)",
  "засыпаю|засыпая|засыпании|засыпать",
  "haha|hahaha|lol|lmao|jk|ахах|ахаха|лол|хаха",
  "= (almost|nearly) (gave|give) me a seizure",
]);

/** Whether a sentence's seizure words are a cramp, a tantrum, sleep's jerks or a joke. */
export const seizureAside = (s: Sentence): boolean => anyHolds([s], notSeizure);
