// Poisonings happening now: something swallowed by mistake or by a child (a household chemical
// or fuel, a button battery or magnets, medicines, methanol in bad alcohol, wild mushrooms),
// sprayed into the mouth or the eyes, or fumes breathed in (carbon monoxide, bleach mixed with an
// acid). Their causes join the emergencies of triage-pairs.ts; one told as over since childhood is
// none, and one done on purpose is a crisis (triage.ts).
// Signs as in triage-signs.ts: `*` any ending, "= " a fixed phrase, otherwise words in any order.
import { childWords, namesChildPatient } from "./triage-patient";
import { anyHolds, sign, type Sentence, type Sign } from "./triage-text";

const signs = (list: readonly string[]): Sign[] => list.map(sign);

export const vomiting = [
  "vomit*",
  "puking|puked",
  "= (throwing|threw|throw|thrown) up",
  "= (рвет|вырвало|рвало|стошнило|рвота|рвоты)",
];

/**
 * A verb of swallowing, up to five words of amount or owner ("a sip of", «немного», "some of my
 * roommate's"), then the thing, in that order: not bleach used to clean a bottle, "sugar is
 * poison", or a member's own supplements taken as meant.
 */
const swallowed =
  "(drank|drunk|drink|drinks|swallowed|swallow|swallows|sipped|gulped|chugged|ate|eaten|eat|licked|bit|chewed|chewing|drinking|eating|выпил|выпила|выпили|глотнул|глотнула|глотнули|хлебнул|хлебнула|отпил|отпила|проглотил|проглотила|проглотили|съел|съела|съели|наелся|наелась|лизнул|лизнула|нахлебался|нахлебалась|раскусил|раскусила|надкусил|надкусила|прокусил|прокусила|разгрыз|разгрызла|слизал|слизала|поел|поела|поели)";
/** Words of amount, owner or kind between the verb and the thing; never "his", "her" or "their" before a child's medicine (`childAmount`). */
const ownerWords =
  "my|our|your|grandmas|grandpas|moms|mums|dads|wifes|husbands|roommates|мои|моих|мое|мою|мой|моего|моей|мужнины|мужнино|женины|женино|папино|мамино|бабушкино|дедушкино|бабушкины|бабушкиных|мамины|маминых|папины|дедушкины|дедушкиных";
const amountWords =
  "fat|burner|diet|some|a|an|the|few|several|all|half|one|handful|too|many|big|huge|quick|bunch|couple|lot|of|sip|sips|mouthful|bit|little|capful|cup|gulp|swig|whole|bottle|pack|box|scoop|scoops|spoonful|tub|packet|sachet|wrong|into|from|out|load|those|these|fridge|windshield|blue|evening|morning|night|daily|usual|regular|iron|vitamin|sleeping|gummy|chewable|allergy|heart|blood|pressure|thyroid|thinner|thinners|diet|small|tiny|neodymium|hearing|aid|2|3|4|5|two|three|four|five|немного|чуть|глоток|глотка|несколько|пару|горсть|неодимовых|неодимовые|маленьких|маленькие|мармеладные|мармеладных|жевательные|жевательных|мерную|мерные|ложки|пакетик|порцию|полбанки|полпачки|порошок|порошка|целую|всю|пачку|упаковку|банку|бутылку|из|бутылки|стакан|полстакана|крышку|ложку|штук|штуки|два|пара|две|три|четыре|пять|это|эту|этого|шейкера|стакана|кружки|банки|холодильника|вечерние|утренние|обычные|таблетку";
const amount = `(${amountWords}|${ownerWords}|his|her|their|его|ее)`;
const childAmount = `(${amountWords}|${ownerWords})`;
const upTo5 = (from: string, to: string, between = amount) =>
  [0, 1, 2, 3, 4, 5].map((n) => `= ${from} ${Array(n).fill(between).join(" ")} ${to}`.replace(/ +/g, " "));

/** Household chemicals, fuels, batteries and magnets: a danger whoever swallowed them. */
const poisons = [
  "(bleach|antifreeze|kerosene|gasoline|petrol|turpentine|acetone|ammonia|methanol|pesticide|insecticide|weedkiller|descaler|degreaser|sanitizer|sanitiser|febreze|отбеливатель|отбеливателя|белизну|белизны|хлорку|хлорки|антифриз|антифриза|тосол|тосола|керосин|керосина|бензин|бензина|скипидар|скипидара|ацетон|ацетона|растворитель|растворителя|нашатырь|нашатыря|метанол|метанола|стеклоомыватель|стеклоомывателя|омывайку|омывайки|незамерзайку|незамерзайки|крот|крота|яд|яда|антисептик|антисептика|санитайзер|санитайзера|обезжириватель|обезжиривателя|антинакипин|антинакипина|фейри|дихлофос|дихлофоса)",
  "(drain|oven|toilet|window|glass|pool|floor|carpet|surface|bathroom|kitchen) (cleaner|cleaners|chlorine)",
  "toilet bowl cleaner",
  "cleaning (spray|fluid|liquid|product|products|solution)",
  "rinse aid",
  "(laundry|dishwasher|detergent|tide) (pod|pods|capsule|capsules|tablet|tablets|detergent|liquid|powder|gel)",
  "(vape|vaping|e) (juice|liquid|refill|pod|pods|cartridge)",
  "nicotine (liquid|juice)",
  "washing (liquid|powder|pod|pods)",
  "washing up liquid",
  "(button|coin|lithium|watch) (battery|batteries|cell)",
  "(magnet|magnets|battery|batteries)",
  "hand (sanitizer|sanitiser|gel)",
  "(rat|mouse) poison",
  "(weed|bug) killer",
  "(lighter|brake|windshield|washer) fluid",
  "(paint|nail) (thinner|polish)",
  "(white|mineral) (spirit|spirits)",
  "(lamp|tiki) oil",
  "(rubbing|wood) alcohol",
  "(средство|средства|жидкость|жидкости|гель|геля|капсулу|капсулы|таблетку|таблетки) для (мытья|чистки|стирки|труб|унитаза|посуды|посудомойки|посудомоечной|окон|стекол|розжига|электронки|электронок|вейпа|вейпов)",
  "(жидкость|жидкости|средство) для снятия лака",
  "(отраву|отравы|яд|яда) для (крыс|мышей|тараканов|грызунов)",
  "(жидкость|жидкости) для (электронной|электронных) (сигареты|сигарет)",
  "(средство|средства|жидкость|жидкости) от (накипи|ржавчины|засоров|плесени|тараканов|насекомых|муравьев|клопов)",
  "(батарейку|батарейки|батарейка|батареек|магнит|магниты|магнитов|магнитика|магнитик|магнитики|магнитиков)",
  "(магнитных|магнитные|магнитный) (шарика|шарики|шариков|шарик)",
  "(крысиный|крысиного) (яд|яда)",
  "(уксусную|уксусной) (эссенцию|эссенции|кислоту|кислоты)",
  "(тормозную|тормозной) (жидкость|жидкости)",
  "(метиловый|метилового) спирт*",
  "уайт (спирит|спирита)",
];

/** Medicines a child is in danger from, or vitamins, when said to be someone's or by the handful (`whoseOrMany`). */
const childMedicines =
  "(pills|pill|pillbox|tablets|meds|medicine|medication|medications|painkillers|paracetamol|tylenol|ibuprofen|aspirin|melatonin|caffeine|burners|nicotine|таблетки|таблеток|таблетками|лекарства|лекарств|снотворное|снотворного|мелатонин|мелатонина|жаропонижающее|парацетамол|парацетамола|ибупрофен|ибупрофена|жиросжигатель|жиросжигателя|жиросжигатели|жиросжигателей)";
const vitaminWords = "(vitamins|gummies|витамины|витаминов|витаминки|витаминок)";
/** A pre-workout's caffeine (a scoop holds 200 to 400 mg): a poisoning for a small child at any amount. */
const preWorkouts = [
  "(preworkout|preworkouts|предтрен|предтрена|предтреник|предтреника|предтреники|предтренировочный|предтренировочного|предтренировочник|предтренировочника)",
  "pre (workout|workouts)",
  "пред (тренировочный|тренировочного|трен|трена|треник|треника)",
];
/** Swallowed once, not taken as a habit ("my son drinks pre workout before football"). */
const swallowedOnce =
  "(drank|swallowed|sipped|gulped|chugged|ate|eaten|licked|chewed|выпил|выпила|глотнул|глотнула|хлебнул|хлебнула|проглотил|проглотила|съел|съела|наелся|наелась|наглотался|наглоталась|лизнул|лизнула|слизал|слизала)";
const child = childWords;
/** A child as the one who swallowed, by `verb`: "my son drank", "toddler just ate". */
const childDid = (verb: string) => [
  `${child} ${verb}`,
  `${child} (just|has|had|accidentally|somehow|просто|случайно|как-то) ${verb}`,
];
/**
 * A medicine said to be someone's (mine, grandma's) or taken by the handful, after `from`:
 * "my son ate some of my pills", «сын съел несколько таблеток», not «дочь выпила таблетки от кашля,
 * как сказал педиатр» or "my son ate his vitamins".
 */
const whoseOrMany = `(${ownerWords}|bunch|handful|lot|bottle|jar|pack|box|whole|all|half|scoop|scoops|spoonful|teaspoon|tablespoon|[0-9]+|горсть|целую|всю|банку|пачку|много|несколько|штук)`;
/** `from`, words of amount with one of `must` among them, then `thing`. */
const withOneOf = (from: string, must: string, thing: string) =>
  [0, 1, 2].flatMap((n) =>
    upTo5(`${from} ${Array(n).fill(childAmount).join(" ")} ${must}`.replace(/ +/g, " "), thing, childAmount),
  );
const medicineTaken = (from: string) => withOneOf(from, whoseOrMany, childMedicines);
/** Vitamins are a danger by the bottle (iron, vitamins A and D), not as "a few of my vitamins". */
const bottleOf = "(bottle|jar|pack|box|whole|all|half|handful|bunch|[1-9][0-9]|горсть|целую|всю|банку|пачку|много)";
const vitaminsTaken = (from: string) => withOneOf(from, bottleOf, vitaminWords);
const childMedicineSigns = childDid(swallowed).flatMap((from) => [...medicineTaken(from), ...vitaminsTaken(from)]);
const childPreWorkout = [
  ...childDid(swallowedOnce),
  `${child} (got|gotten) into`,
  `${child} (добрался|добралась) до`,
  `${child} (залез|залезла|залезли) в`,
  // "my son 10 drank", «сынок 3 лет съел»: the age between.
  `${child} [0-9]+ ${swallowedOnce}`,
  `${child} [0-9]+ (лет|года|год|yo|years) ${swallowedOnce}`,
].flatMap((from) => preWorkouts.flatMap((thing) => upTo5(from, thing, childAmount)));
/** Found with it on the mouth: "my 2 year old has pre workout powder all over his mouth". */
const onMouth = ["all over", "in", "on", "around", "all around"].flatMap((place) =>
  ["", "powder "].map((powder) => `${powder}${place} (his|her|their) (mouth|lips|face|tongue)`),
);
const childPreWorkoutOnMouth = preWorkouts.flatMap((thing) =>
  onMouth.flatMap((tail) => upTo5(`${child} (has|had|got|with)`, `${thing} ${tail}`, childAmount)),
);
/** «у сына весь рот в предтрене», «у малыша во рту предтрен». */
const childWhose = "(сына|сынка|дочки|дочери|ребенка|малыша|малышки|внука|внучки)";
const childPreWorkoutOnMouthRu = [
  `= у ${childWhose} (весь|все|вся) (рот|лицо|губы) в (предтрене|предтренике|порошке)`,
  `= у ${childWhose} (рот|лицо|губы) в (предтрене|предтренике|порошке)`,
  `= у ${childWhose} во рту (предтрен|предтреник|порошок)`,
];

/** One's own medicine the wrong way: said to be a mistake. */
const ownMedicines =
  "(pills|meds|medicine|medication|medications|tablets|insulin|thinners|warfarin|таблетки|таблеток|лекарства|лекарств|инсулин|инсулина|снотворное|снотворного|мелатонин|мелатонина)";
const medicineMistakes = [
  ...upTo5("(took|taken|swallowed|gave|given|had|injected)", `${ownMedicines} by mistake`),
  ...upTo5("(случайно|ошибочно) (выпил|выпила|принял|приняла|проглотил|проглотила)", ownMedicines),
  ...upTo5("по ошибке (выпил|выпила|принял|приняла|проглотил|проглотила)", ownMedicines),
  ...upTo5("(выпил|выпила|принял|приняла|проглотил|проглотила)", `${ownMedicines} по ошибке`),
];
/**
 * A double dose, the wrong pills, someone else's: a danger with a mistake or a sign of it now
 * (`unwell`); "2 doses of insulin a day" and «два раза выпила лекарства, как назначено» are not.
 */
const doubleDose = signs([
  ...upTo5("(took|taken|swallowed|gave|given|had|injected)", `${ownMedicines} twice`),
  ...upTo5("(took|taken|swallowed|gave|given|had) (the|a)", `wrong ${ownMedicines}`),
  ...upTo5("(took|taken|swallowed|gave|given|had)", `${ownMedicines} instead of`),
  ...upTo5("(double|triple) (dose|doses) of", ownMedicines),
  ...upTo5("(выпил|выпила|принял|приняла|дал|дала)", `${ownMedicines} вместо`),
  ...upTo5("(выпил|выпила|принял|приняла|дал|дала)", `${ownMedicines} (дважды|повторно)`),
  ...upTo5("(выпил|выпила|принял|приняла|дал|дала)", `${ownMedicines} (два|три) раза`),
  ...upTo5("(выпил|выпила|принял|приняла)", `${ownMedicines} (от|для) [а-я]+ (дважды|повторно)`),
  ...upTo5("(выпил|выпила|принял|приняла)", `${ownMedicines} (от|для) [а-я]+ (два|три) раза`),
  ...upTo5("(дважды|повторно) (выпил|выпила|принял|приняла)", ownMedicines),
  ...upTo5("два раза (выпил|выпила|принял|приняла)", ownMedicines),
  "= (перепутал|перепутала|перепутали) (таблетки|лекарства|таблетку|лекарство|блистеры|таблетницу)",
  "= (перепутал|перепутала|перепутали) (баночки|банки|флаконы|упаковки|пачки) (с|и) (таблетками|лекарствами|выпила|выпил)",
  // "grabbed the wrong bottle and took 8 of my moms pills thinking they were my vitamins".
  "= (took|taken|swallowed|had) the wrong (pills|tablets|medicine|medication)",
  "= (pills|tablets|meds) thinking (they|it) (were|was) (my|vitamins|the|a)",
  "= (swallowed|took|ate|popped) a (load|lot) of (pills|tablets) (on|and|,|to)",
  "= (took|taken|had) (double|triple) (my|the|his|her) (pills|meds|tablets|dose|insulin|blood)",
  ...upTo5(
    "(took|taken|swallowed|had|popped)",
    `${ownMedicines} thinking (they|it) (were|was)`,
    `(${amountWords}|${ownerWords}|his|her|their|[0-9]+)`,
  ),
  // A pre-workout by the scoop instead of one: "accidentally took like 4 scoops of pre workout instead of 1".
  "= (scoops|servings) of (preworkout|pre) instead of (1|one|a)",
  "= (scoops|servings) of pre workout instead of (1|one|a)",
  "= (двумя|тремя|2|3) (порциями|порции|скупами|скупа) (предтрена|предтреника|жиросжигателя)",
  "= plus caffeine (pills|tablets)",
  "= (и|еще|плюс) кофеин в таблетках",
  "= (скупа|скупов|ложки|ложек|порции|порций|мерных|мерные|мерки) (предтрена|предтреника) вместо",
  "= (mixed|mixes) up (his|her|my|their|the) (pills|meds|tablets|bottles|pill)",
  "= (двойную|тройную) дозу (таблеток|лекарства|лекарств|инсулина)",
  ...upTo5(
    "(выпил|выпила|принял|приняла) (чужие|чужих|мамины|маминых|папины|папиных|бабушкины|бабушкиных|мужнины|женины)",
    ownMedicines,
  ),
]);
const unwellSigns = [
  "= пульс (редкий|слабый|еле)",
  "= by (mistake|accident)",
  "accidentally|accidently|случайно|ошибочно",
  "= по ошибке",
  "dizzy|drowsy|confused|lightheaded|faint|sleepy|sluggish|floppy|unresponsive",
  "= light headed",
  "= (cant|cannot|barely|wont|doesnt|couldnt) wake",
  "= не (просыпается|просыпаются)",
  ...vomiting,
  "= heart (feels|is) (slow|racing|pounding)",
  "= heart (slow|racing|pounding)",
  "слабость|вялый|вялая|вялые|сонный|сонная|тошнит|кружится",
  "= клонит в сон",
  "= не (могу|можем) (разбудить|добудиться)",
  "= не (могу|можем) (его|ее) (разбудить|добудиться)",
  "= mixed up",
  "= медленно (стучит|бьется)",
  "= давление (упало|низкое)",
  "= сердце (колотится|медленно)",
  "= сердце (бешено|сильно|так|жутко) (колотится|стучит|бьется)",
  "= heart (going|is) (crazy|mental|nuts|wild)",
  "= heart going (crazy|mental|nuts|wild)",
  "= пульс (1[5-9][0-9]|2[0-9][0-9])",
  "= (ужасно|очень|сильно|жутко|страшно) (хочется|хочу|тянет) спать",
  "= (feel|feeling|im) (sick|nauseous|weird|strange) (now|and)",
  "= now i feel sick",
  "= heart (is|keeps) racing",
  "вырублюсь|отключусь",
  "= (gonna|to) pass out",
];
const unwell = signs(unwellSigns);
/** Painkillers counted past a day's limit: "had about 20 tablets" of paracetamol. */
const painkillerNamed = signs([
  "paracetamol|tylenol|acetaminophen|panadol|ibuprofen|advil|парацетамол*|ибупрофен*|нурофен*|панадол*",
  "обезболивающ*|painkiller|painkillers",
]);
const manyTablets = signs([
  "= штук ([89]|1[0-9]|[2-9][0-9]) (выпил|выпила|проглотил|проглотила)",
  "= (took|had|taken|swallowed|popped|выпил|выпила|съел|съела) ([89]|1[0-9]|[2-9][0-9]) (tablets|pills|таблеток|таблетки)",
  "= (took|had|taken|swallowed|popped|выпил|выпила) (about|around|like|maybe|over|около|штук) ([89]|1[0-9]|[2-9][0-9]) (tablets|pills|таблеток)",
]);
/** Shaking is a stimulant's sign, not a medicine mix-up's ("took the wrong meds bag… legs shaky"). */
const jittery = signs([...unwellSigns, "трясет|трясется|shaking|shaky|trembling"]);
/** Caffeine by the pill or the shot, beyond a dose: with shaking or vomiting, a poisoning. */
const caffeineOverdose = signs([
  ...upTo5(swallowed, "(caffeine|кофеиновые|кофеиновых|кофеина) (pills|tablets|таблетки|таблеток|таблетками)"),
  ...upTo5(swallowed, "(кофеиновые|кофеиновых) (таблетки|таблеток)"),
  // Energy drinks only by the many: "drank 2 energy drinks, bit shaky" is an ordinary morning.
  ...[swallowed, `${swallowed} (like|about|around|maybe|over)`].flatMap((from) =>
    withOneOf(from, "(bunch|lot|lots|loads|handful|[5-9]|1[0-9])", "(energy|caffeine) (shots|drinks)"),
  ),
  "= (took|taken|popped|had|swallowed) ([5-9]|1[0-9]|[2-9][0-9]) caffeine (pills|tablets)",
  "= (took|taken|popped|had|swallowed) (like|about|around|maybe) ([5-9]|1[0-9]|[2-9][0-9]) caffeine (pills|tablets)",
  "= (выпил|выпила|съел|съела) ([5-9]|1[0-9]) таблеток кофеина",
  "= (выпил|выпила|съел|съела) штук ([5-9]|1[0-9]) таблеток кофеина",
  ...withOneOf(swallowed, "(кучу|много|[5-9]|1[0-9]|пять|шесть)", "(энергетиков|энергетики)"),
]);
/** Painkillers or sleeping pills by the handful at once: eight or more. */
const manyPills = [
  "= (took|swallowed) my (whole|entire) weeks (pill|pills|meds|tablets) at once",
  "= (took|swallowed) my (whole|entire) weeks pill (organizer|organiser|box) at once",
  "= (swallowed|ate|popped) a (bunch|handful) of (his|her|my|their) (mums|moms|dads|grandmas|wifes|husbands) (pills|tablets|meds|sleeping|painkillers)",
  // "swallowed a bunch of pills", «наглотался таблеток», «выпила все свои снотворные».
  "= (swallowed|took|ate|popped) a (bunch|handful|whole) of (pills|tablets|meds|painkillers|sleeping)",
  "= (swallowed|took|ate|popped) a (bunch|handful) of (his|her|my|their) (pills|tablets|meds|painkillers|sleeping)",
  "= (наглотался|наглоталась|наглотались) (таблеток|таблетками|лекарств|снотворного|колес|жиросжигателей|антидепрессантов|парацетамола)",
  "= (swallowed|took|ate|popped) a (bunch|handful|whole) of (paracetamol|tylenol|antidepressants)",
  "= (наглотался|наглоталась|наглотались) (моих|маминых|папиных|бабушкиных|дедушкиных|своих|чужих|его|ее) (таблеток|таблетками|лекарств|витаминов)",
  "= (swallowed|took|ate|popped|had) a (handful|bunch) of (fat|diet|caffeine) (burner|burners|pills|tablets)",
  "= (swallowed|took|ate|popped|had) a (whole|big) handful of (fat|diet|caffeine) (burner|burners|pills|tablets)",
  "= (swallowed|took|ate|popped|had) a (whole|big) handful of fat burner pills",
  "= (swallowed|took|taken) a whole (bottle|pack|packet|box|strip|blister|sheet) of (paracetamol|tylenol|ibuprofen|aspirin|painkillers|antidepressants|sleeping|pills|tablets)",
  "= (swallowed|took|taken) a whole (strip|blister|sheet) of (my|his|her|their) (pills|tablets|antidepressants|painkillers|sleeping)",
  "= (выпил|выпила|наглотался|наглоталась) (кучу|горсть|гору) (таблеток|снотворного|лекарств|колес)",
  "= (выпил|выпила|проглотил|проглотила) (всю|целую) (пачку|упаковку|банку|пластинку|блистер) (феназепама|феназепам|таблеток|снотворного|парацетамола)",
  "= (выпил|выпила|проглотил|проглотила) (всю|целую) (пачку|упаковку|банку) (парацетамола|ибупрофена|аспирина|снотворного|антидепрессантов|таблеток)",
  "= (выпил|выпила|выпили|проглотил|проглотила) (горсть|пачку|упаковку) (таблеток|снотворного|лекарств)",
  "= (выпил|выпила|выпили|проглотил|проглотила) все (снотворные|снотворное)",
  "= (выпил|выпила|выпили|проглотил|проглотила) все свои (снотворные|снотворное|антидепрессанты)",
  "= (took|swallowed|taken) all (my|his|her|their) (antidepressants|sleeping|painkillers|pills)",
  "= (swallowed|took|taken|ate) all (my|his|her|their) (pills|tablets|meds|sleeping|painkillers|antidepressants)",
  "= (swallowed|took|taken) a whole bottle of (my|his|her|their) (antidepressants|painkillers|tylenol|paracetamol|sleeping)",
  "= (took|taken|swallowed|had|popped) ([89]|[1-9][0-9]) (tylenol|paracetamol|acetaminophen|ibuprofen|advil|aspirin|painkillers|sleeping)",
  "= (took|taken|swallowed|had|popped) (like|about|around|maybe|over) ([89]|[1-9][0-9]) (tylenol|paracetamol|acetaminophen|ibuprofen|advil|aspirin|painkillers|sleeping)",
  "= (выпил|выпила|принял|приняла|проглотил|проглотила) ([89]|[1-9][0-9]) (таблеток|таблетки) (парацетамола|ибупрофена|аспирина|снотворного|обезболивающего|анальгина|феназепама)",
  "= (выпил|выпила|принял|приняла|проглотил|проглотила) (сразу|около|штук) ([89]|[1-9][0-9]) (таблеток|таблетки) (парацетамола|ибупрофена|аспирина|снотворного|обезболивающего|анальгина|феназепама)",
];
const sipOf = "(took|had|taken|take) (a|one|another|big) (swig|sip|gulp|mouthful|shot)";
const poisoned = signs([
  ...poisons.flatMap((thing) => [
    ...upTo5(swallowed, thing),
    ...upTo5(sipOf, thing),
    ...upTo5(`${child} (got|gotten) into`, thing),
  ]),
  ...childMedicineSigns,
  ...upTo5(`${child} (got|gotten) into`, childMedicines, childAmount),
  ...poisons.flatMap((thing) => upTo5(`${child} (got|gotten) hold of`, thing)),
  ...upTo5(`${child} (got|gotten) hold of`, childMedicines, childAmount),
  ...medicineMistakes,
  ...manyPills,
]);

/** Drunk from a shaker, a bottle or a glass, with a chemical named: "drank from the wrong shaker, it had descaler in it". */
const fromContainer = signs([
  ...[
    "(a|the|my|his|her|an|someones|roommates)",
    "(a|the|my|his|her|an) (wrong|old|other|spare|unlabeled|unlabelled|unmarked|random)",
  ].flatMap((which) => [
    `= (drank|sipped|chugged|gulped|swigged) (from|out) ${which} (shaker|bottle|glass|cup|flask|jar)`,
    `= (drank|sipped|chugged|gulped|swigged) out of ${which} (shaker|bottle|glass|cup|flask|jar)`,
    `= (took|had) a (swig|sip|gulp) (from|out) ${which} (shaker|bottle|glass|cup)`,
    `= (took|had) a (swig|sip|gulp) out of ${which} (shaker|bottle|glass|cup)`,
  ]),
  "= (отпил|отпила|хлебнул|хлебнула|глотнул|глотнула|выпил|выпила) из (шейкера|бутылки|стакана|кружки|банки|фляги|бутылочки)",
  "= (отпил|отпила|хлебнул|хлебнула|глотнул|глотнула|выпил|выпила) по ошибке из (шейкера|бутылки|стакана|кружки|банки|фляги|бутылочки)",
  "= (отпил|отпила|хлебнул|хлебнула|глотнул|глотнула|выпил|выпила) из (чужого|чужой|не|того|той|моего|моей|его|ее|своего|своей) (шейкера|бутылки|стакана|кружки)",
  "= (took|had) a (big|quick|small|huge|long) (swig|sip|gulp) (from|out) (a|the|my|his|her|an) (shaker|bottle|glass|cup|flask|jar)",
  "= (drank|sipped|chugged|gulped|swigged) (from|out) what i thought was",
  "= (drank|took|had|swallowed) a (big|huge|small|quick|whole) (gulp|sip|swig|mouthful)",
]);
const chemicalNamed = signs([
  "= (чистящим|чистящее|чистящего|моющим|моющее|моющего) (средством|средство|средства)",
  "bleach|descaler|degreaser|solvent|detergent|antifreeze|thinner|acetone|kerosene|gasoline|petrol|insecticide|pesticide|sanitiser|sanitizer|weedkiller",
  "= (oven|drain|toilet|floor|carpet|window|glass) cleaner",
  "отбеливатель|белизна|белизной|белизну|хлорка|хлоркой|хлорку|растворитель|растворителем|обезжириватель|антифриз|бензин|ацетон|антинакипин|фейри|дихлофос|дихлофосом|антисептик|антисептиком",
  "= средство (для|от) (мытья|чистки|стирки|труб|унитаза|посуды|накипи|засоров|ржавчины|плесени)",
  "= bug spray",
  // "it was some cleaning stuff", not a shaker that "smelled of the cleaning stuff I washed it with".
  "= (was|some|had) cleaning (stuff|chemicals|chemical|solution|product|liquid|spray|fluid)",
  "= (some|bit) of the cleaning (spray|solution|fluid|liquid|product|chemicals)",
  "= (была|оказалась) (бытовая|бытовой) (химия|химией)",
  "= (химию|химия|химии|химией) для (мытья|чистки|уборки|посуды|пола|стирки)",
]);
/** Something sprayed or squirted into the mouth, with a chemical named («брызнула себе в рот дихлофосом»). */
const intoMouth = signs([
  "= (sprayed|squirted|squeezed|spraying|squirting) [a-z]+ [a-z]+ in (his|her|my|their|the) mouth",
  "= (sprayed|squirted|squeezed|spraying|squirting) [a-z]+ in (his|her|my|their|the) mouth",
  "= (sprayed|squirted|squeezed) in (his|her|my|their|the) mouth",
  "= (брызнул|брызнула|пшикнул|пшикнула|прыснул|прыснула|брызнуло) (себе|ему|ей) в рот",
  "= (брызнул|брызнула|пшикнул|пшикнула|прыснул|прыснула|брызнуло) в рот",
]);
/** A chemical splashed into the eyes: rinse them (the first aid's running water). Not pool water. */
const intoEyes = signs(["= (in|into) (his|her|my|their|the|both) (eye|eyes)", "= (в|во) (глаз|глаза)"]);
const eyeChemical = signs([
  "bleach|descaler|degreaser|solvent|antifreeze|thinner|acetone|kerosene|gasoline|petrol|ammonia|insecticide|pesticide|sanitiser|sanitizer",
  "= (oven|drain|toilet|window) cleaner",
  "отбеливатель|белизна|белизной|белизну|хлорка|хлоркой|хлорку|растворитель|растворителем|обезжириватель|антифриз|бензин|ацетон|дихлофос|дихлофосом|крот|крота",
  "= (средство|средством) для (прочистки|чистки|мытья|труб|унитаза|духовки|плиты)",
]);
/** Pellets of rat poison a child chews, the poison named apart: "chewing blue pellets, its rat poison". */
const pellets = signs(["(chewing|chewed|eating|ate|грыз|грызет|жевал|жует|съел|съела) (pellets|гранулы|приманку)"]);
const ratPoison = signs(["= (rat|mouse) poison", "= (крысиный|крысиного|крысиным) (яд|яда|ядом)", "отрава|отраву|отравой"]);
/** A child and a medicine swallowed, anywhere in the message: "my daughter got into my bag and ate a bunch of my iron tablets". */
const childNamed = signs([
  child,
  "= (little|baby|younger|kid) (sister|brother|sis|bro)",
  "= ([1-9]) (летний|летняя|летнюю|летнего|летнему|летней|летку|летка)",
]);
const medicineSwallowed = signs([
  // Pills taken for sweets: "thought my fat burner pills were sweets", «думала, конфеты».
  "= (pills|tablets|capsules|gummies) were (sweets|candy|candies|sweeties)",
  "= (думала|думал) (что|это) конфеты",
  "= (думала|думал) конфеты",
  "= (думала|думал) что это конфеты",
  ...medicineTaken(swallowed),
  ...vitaminsTaken(swallowed),
  ...upTo5(swallowed, `${vitaminWords} (штук|[0-9]+)`, childAmount),
  ...upTo5("(достал|достала|нашел|нашла|нашли)", childMedicines, childAmount),
  ...upTo5("(добрался|добралась) до", childMedicines, childAmount),
  // Found with the pills, some gone: "found my 3 year old with my iron tablets, some are missing".
  ...[1, 2, 3, 4].map(
    (n) =>
      `= (found|caught) ${Array(n).fill("[a-z0-9]+").join(" ")} with (my|the|his|her|grandmas|moms|mums|dads) (pills|tablets|iron|vitamins|meds|medicine|pill)`,
  ),
  "= (нашла|нашел|нашли|застала|застал) [а-я0-9]+ (с|со) (моими|мамиными|бабушкиными|папиными|его|ее) (таблетками|лекарствами|витаминами)",
  "= (нашла|нашел|нашли|застала|застал) [а-я0-9]+ [а-я0-9]+ (с|со) (моими|мамиными|бабушкиными|папиными|его|ее) (таблетками|лекарствами|витаминами)",
]);
/** Alcohol that was not what it seemed (methanol), with the eyes failing: «палёная водка, всё плывёт». */
const badAlcohol = signs([
  "moonshine|methanol|метанол|самогон|самогона|самогонку|паленка|паленку|паленки|паленкой",
  "= (bad|fake|homemade|bootleg|dodgy) (vodka|alcohol|booze|liquor|spirits)",
  "= (была|был|оказалась|оказался|кажется|походу) (паленая|паленой|паленый|паленое)",
  "= (паленая|паленый|паленое) (была|был|оказалась|оказался)",
  "= (паленая|паленой|паленую|паленый|паленого|паленое|паленым) (водка|водку|водки|водкой|спирт|спирта|алкоголь|алкоголя|самогон|самогона|коньяк|коньяка|виски)",
]);
const eyesFailing = signs([
  "= (vision|sight|eyes) (is|are|went|going|getting|got) (blurry|blurred|dark|weird|foggy)",
  "= blurry vision",
  "= (cant|cannot|couldnt) see (properly|well|clearly|straight|anything)",
  "= (в|во) глазах (все|всё) (плывет|двоится|туман|темнеет)",
  "= (в|во) глазах (плывет|двоится|туман|темнеет)",
  "= перед глазами (мушки|туман|пелена|плывет)",
  "= (все|всё) плывет",
  "= (плохо|почти|хуже) (вижу|видит|видно)",
  "= ничего не (вижу|видит)",
]);
/** Mushrooms picked in the wild and eaten, and sick now. */
const sickNow = signs([...vomiting, "рвать|понос|diarrhea|diarrhoea"]);
const wildMushrooms = signs([
  "(ate|eaten|eating|cooked) (wild|forest|foraged|picked) (mushrooms|mushroom|shrooms)",
  "(ate|eaten|eating|cooked) mushrooms (i|we|he|she|they) (picked|found|foraged)",
  "(ate|eaten|eating|cooked) mushrooms from (the|our|my) (yard|garden|woods|forest)",
  "= death cap*",
  "(поели|съели|съел|съела|наелись|наелся|наелась|пожарили|ели|поела|поел) (грибы|грибов|грибами|грибочки|грибочков) (лес|лесу|леса|собрали|собрал|собрала|насобирали|нашли|нашел|нашла|принесла|принес|принесли)",
  "= (отравился|отравилась|отравились) грибами",
]);

/**
 * Fumes breathed in at home or in a garage gym: carbon monoxide from a heater, an engine or a
 * generator, or the gas of bleach mixed with an acid or ammonia, with what they do now. The first
 * aid is fresh air, not "nothing by mouth".
 */
const fumesSource = signs([
  "= (co|monoxide) (alarm|detector) (is|keeps|went|going|beeping|was)",
  "= (co|monoxide) (alarm|detector) in (the|their|our|my|his|her) [a-z]+ (is|keeps|went|going|beeping|was)",
  "= (датчик|сигнализация|детектор) угарного газа (пищит|сработал|сработала|орет|верещит)",
  "= carbon monoxide",
  "= (угарный|угарным|угарного) газ*",
  "угорел|угорела|угорели",
  "= (gas|propane|kerosene|paraffin) (heater|fire|stove|boiler)",
  "= running (a|the) (generator|engine|heater) (inside|indoors)",
  "= running (a|the) (generator|engine|heater) in (the|our|my|a) (basement|garage|house|home|shed|cellar|gym|flat|apartment)",
  "= (ancient|faulty|dodgy|leaking) (boiler|heater|gas)",
  "= (generator|engine|heater) running with the (door|doors|garage|windows) (shut|closed)",
  "= (heater|generator|engine) (going|running|on) and the (door|doors|garage) (shut|closed)",
  "= (смешал|смешала|смешали) (средства|средство) для (чистки|уборки|мытья)",
  "= (неисправная|неисправный|протекающий) (колонка|котел|обогреватель|печка|газовая)",
  "= (обогреватель|котел|колонка) (газовый|газовая|газовым)",
  "= газом (пахнет|воняет|запахло|пахло)",
  "= генератор (в|во) (подвале|гараже|доме|квартире|подвальной|закрытом|бане|сарае)",
  "= (smell|smelled|smelt|smelling) gas in (the|my|our) (house|flat|apartment|home|kitchen|garage|basement|gym|room)",
  "= (generator|heater|engine|car) (running|on|was) (in|inside|all)",
  "= (in|inside) the (garage|shed) with the (generator|engine|car|heater)",
  "= (generator|engine) running on purpose",
  "= (в|во) (гараже|закрытом) (с|со) (работающим|включенным|заведенным) (генератором|двигателем|мотором|обогревателем)",
  "= (в|во) гараже (с|со) (работающим|включенным|заведенным) (генератором|двигателем|мотором|обогревателем)",
  "= (включил|включила|завел|завела) (машину|двигатель|мотор|генератор) в (закрытом|гараже)",
  "= (газовый|газовым|газового) (обогреватель|обогревателем|обогревателя|котел|котла|колонка|колонки|колонкой)",
  "= (генератор|печка|печь|обогреватель) (работал|работала|работает|топилась|горел|горела)",
  // A gas leak smelled: "strong gas smell in my home gym", «в квартире пахнет газом».
  "= gas (leak|leaking)",
  "= (strong|weird|funny|real|massive) gas smell (in|at|and|,)",
  "= smell of gas (in|at|and|,)",
  "= (smells|smelled|smelling|stinks) (of|like) gas in (the|my|our|here)",
  "= (пахнет|воняет|запахло|пахло) газом",
  "= (запах|утечка) газа",
  "= (mixed|mixing|mix) bleach (and|with)",
  "= (смешал|смешала|смешали) (хлорку|белизну|отбеливатель|доместос) (с|и)",
]);
const fumesSigns = signs([
  "headache|headaches|dizzy|drowsy|sleepy|sluggish|wheezing|wheeze|nauseous|confused|coughing|groggy",
  "= (barely|not) making sense",
  "бормочет|заторможенный|заторможенная",
  "= (башка|голова) трещит",
  "= (головной|головная) (болью|боль)",
  ...vomiting,
  "= (cant|cannot) breathe",
  "= (chest|throat) (is|feels) (tight|burning)",
  "= (болит|болят|раскалывается) голова",
  "= голова (болит|кружится|раскалывается)",
  "вялые|вялый|вялая|сонные|сонный|сонная|тошнит|кашляет|кашляю|задыхается|задыхаюсь|кружится|рвота|рвотой|тошнота",
  "= (головной|головная) боль*",
]);

/** The poisonings' causes, in the shape of `emergencyCauses` (triage-pairs.ts). */
/**
 * A pre-workout swallowed by a child, read (triage.ts) only in sentences with no teenager's age:
 * "my 17 year old son drank some preworkout before football" is no poisoning.
 */
export const preWorkoutCauses: readonly { aid: "poison"; alone: Sign[] }[] = [
  { aid: "poison", alone: signs([...childPreWorkout, ...childPreWorkoutOnMouth, ...childPreWorkoutOnMouthRu]) },
];
export const teenAge = signs([
  "= (1[3-9]) (year|years|yr|yrs|yo|y)",
  "= (1[3-9]) (лет|года|летний|летняя|летнему|летней)",
  "teen|teens|teenager|teenage|подросток|подростку|подростка",
  "= (сыну|дочке|дочери|сынку|ему|ей) (1[3-9]) $",
  "= (сыну|дочке|дочери|сынку|ему|ей) (1[3-9]) (лет|года|,)",
]);

export const poisonCauses: readonly { aid: "poison" | "fumes"; alone: Sign[]; both?: readonly [Sign[], Sign[]] }[] = [
  { aid: "poison", alone: poisoned },
  { aid: "poison", alone: [], both: [doubleDose, unwell] },
  { aid: "poison", alone: [], both: [caffeineOverdose, jittery] },
  { aid: "poison", alone: [], both: [painkillerNamed, manyTablets] },
  { aid: "poison", alone: [], both: [fromContainer, chemicalNamed] },
  { aid: "poison", alone: [], both: [badAlcohol, eyesFailing] },
  { aid: "poison", alone: [], both: [wildMushrooms, sickNow] },
  { aid: "poison", alone: [], both: [intoMouth, chemicalNamed] },
  { aid: "poison", alone: [], both: [intoEyes, eyeChemical] },
  { aid: "poison", alone: [], both: [pellets, ratPoison] },
  { aid: "poison", alone: [], both: [childNamed, medicineSwallowed] },
];
/** Fumes are read in every sentence: a pet drowsy beside the member is one more sign, not a pet's poisoning. */
export const fumesCauses: readonly { aid: "fumes"; alone: Sign[]; both: readonly [Sign[], Sign[]] }[] = [
  { aid: "fumes", alone: [], both: [fumesSource, fumesSigns] },
];

/** Now, again: "but now he's drooling", «а сейчас рвота». */
const nowWords = signs(["again|but|сейчас|теперь|снова|опять|но", "= (right|just|and|but) now", "= только что"]);
/** A pet's poisoning is the vet's ("my cat licked some bleach", «кошка лизнула хлорку»). */
const pets = signs([
  "cat|cats|dog|dogs|puppy|kitten|pup|кошка|кот|кота|коту|собака|собаку|пес|пса|щенок|щенка|котенок|котенка|кошке|собаке|собаки|собакой|кошки|кошкой|котом|псом|щенку|котенку|собачки|собачка|кошечки|питомца|питомец|питомцу|хомяка|попугая",
]);

/**
 * A poisoning told as over: since childhood ("drank bleach by mistake as a kid", «в детстве
 * проглотил магнитик, всё обошлось»), or a professional said it is harmless. Not "he seems fine":
 * a swallowed button battery often shows nothing for hours.
 */
export const toldOver = signs([
  "= as a (kid|child|teen|teenager|toddler)",
  "= when (i|he|she) (was|were) (little|young|small|[0-9]+)",
  "= when (i|he|she) (was|were) a (kid|child|toddler|baby)",
  "= в детстве",
  "= (когда|как) (был|была) (маленьким|маленькой|ребенком)",
  "= (все|всё) обошлось",
  "= (doctor|nurse|dr) said (it|everything) was (fine|ok|okay|nothing)",
  "= (doctor|nurse|dr|pharmacist|pharmacy) (says|said) (its|thats) (fine|ok|okay|harmless|nothing)",
  "= (doctor|nurse|dr|pharmacist|pharmacy) (says|said) not dangerous",
  "= (врач|доктор|фармацевт|педиатр|аптекарь) (сказал|сказала|говорит) (ничего|не) (страшного|опасно)",
]);

export const poisonAsideSigns = { toldOver, now: nowWords, pets, children: childNamed };
/** A sentence whose poisoning is over (and nothing happens now), or a pet's (and no child's). */
export function poisonAside(s: readonly Sentence[], aside: typeof poisonAsideSigns): boolean {
  const holds = (list: readonly Sign[]) => anyHolds(s, list);
  return (holds(aside.toldOver) && !holds(aside.now)) || (holds(aside.pets) && !holds(aside.children));
}

/** Swallowed on purpose: the crisis answer, not first aid alone (triage.ts). */
/** With pills taken (not fumes, not a mistake): "i just want it to stop", «пусть уже всё». */
export const wantsItToStop = signs([
  "= (i|just) (want|wanted) it to stop $",
  "= (i|just) (want|wanted) it all to stop $",
  "= пусть уже (все|всё) $",
]);
export const onPurpose = signs([
  "= (couldnt|cant) take it (anymore|any)",
  "= потому что не могу больше",
  "= (texted|sent|messaged) me goodbye",
  "= прощальное (сообщение|письмо)",
  "= on purpose",
  "deliberately|intentionally|специально|нарочно|намеренно",
  "= (to|so) die $",
  "= to end it",
  "= so (i|id) die",
  "= чтобы (умереть|покончить)",
  "= (хотела|хотел|хочу) (чтобы|чтоб) (все|всё) (кончилось|закончилось|прекратилось)",
  "= чтобы не проснуться",
  "= (want|wanted|need) (it|this|everything) to be over",
  "= (want|wanted|need) it all to be over",
  "= sorry for everything",
  "= (nobody|noone) (will|would) (miss|notice)",
  "= no one (will|would) (miss|notice)",
  "= (goodbye|bye) (everyone|all|world)",
  "= простите за (все|всё)",
  "= простите меня за (все|всё)",
  "прощайте",
  "= никто не (заметит|вспомнит)",
  "= никто не будет скучать",
  "= (хочу|хотела|хотел) чтобы (все|всё) (закончилось|кончилось|прекратилось)",
]);

/** Whose thing it is, never who it happened to: «мамины» (таблетки); "wifes" only before the thing ("my wife's pills", not "my wife's swallowed"). */
const ownerAdjective =
  /^(мамины|маминых|маминой|мамино|папины|папиных|бабушкины|бабушкиных|бабушкино|дедушкины|дедушкиных|мужнины|мужниных|мужнино|женины|жениных|женино|папино|дедушкино|чужие|чужих|чужое)$/;
const ownerBefore =
  /^(wifes|husbands|moms|mums|dads|grandmas|grandpas|roommates|elses|sons|daughters|kids|babys|brothers|sisters)$/;
/** What "my" (or "mum's") owns in a poisoning, not a body: "my iron pills", "my gym bag", «мои таблетки». */
const thingOwned =
  /^(pills|tablets|meds|medicine|medication|medications|vitamins|vitamin|iron|gummy|gummies|sleeping|blood|heart|thyroid|warfarin|insulin|thinners|antidepressants|bleach|shaker|bottle|water|juice|drink|sippy|cup|glass|vape|gym|bag|jar|cupboard|cabinet|drawer|purse|shed|garage|evening|morning|caffeine|preworkout|pre|fat|burners|таблетки|таблеток|лекарства|лекарств|витамины|витаминов|мармеладные|снотворное|шейкер|бутылку|бутылки|стакан|сумку|сумки|шкафчик|аптечку|аптечки|кофеиновые|кофеиновых|предтрен|предтреник|жиросжигатели)$/;
const my = /^(my|мои|моих|мою|мое|мой|моего)$/;
/** Who put, poured or gave the thing: "my husband had put it in a bottle", «жена отмачивала», «подруга дала». */
const leftIt =
  /^(put|poured|soaked|kept|keeps|stored|filled|gave|given|перелил|перелила|отмачивал|отмачивала|налил|налила|хранит|держит|поставил|поставила|замочил|замочила|развел|развела|дал|дала|дали)$/;
const person =
  /^(he|she|husband|wife|roommate|flatmate|partner|boyfriend|girlfriend|bf|gf|mom|mum|dad|friend|someone|он|она|муж|жена|сосед|соседка|мама|папа|друг|подруга|кто-то)$/;
/** «он был в бутылке»: the product (Крот, уайт-спирит), not a person. */
const wasIn = /^(был|была|было|стоял|стояла|стояло|лежал|лежала|лежало)$/;

/**
 * The sentences without the words that name only an owner or whoever put or gave the thing, for
 * reading whose poisoning it is: "took my wife's pills", "my husband had put it in a bottle",
 * «муж перелил его в стакан», «он был в бутылке от изотоника».
 */
export function poisonPatients(sentences: readonly Sentence[]): Sentence[] {
  return sentences.map((s) => {
    const dropped = new Set<number>();
    s.forEach((w, i) => {
      if (ownerAdjective.test(w)) dropped.add(i);
      if (ownerBefore.test(w) && thingOwned.test(s[i + 1] ?? "")) dropped.add(i);
      if (w === "someone" && s[i + 1] === "elses") dropped.add(i);
      if (my.test(w) && thingOwned.test(s[i + 1] ?? "")) dropped.add(i);
      if (person.test(w) && (leftIt.test(s[i + 1] ?? "") || (s[i + 1] === "had" && leftIt.test(s[i + 2] ?? "")))) {
        dropped.add(i);
        if (my.test(s[i - 1] ?? "")) dropped.add(i - 1);
      }
      // «перелил его в стакан»: the thing poured, not a person.
      if (/^(его|ее|it)$/.test(w) && leftIt.test(s[i - 1] ?? "")) dropped.add(i);
      if (/^(он|она|оно)$/.test(w) && wasIn.test(s[i + 1] ?? "")) dropped.add(i);
      // «из бутылочки сына», «из шейкера мужа»: whose container, not who drank.
      if (/^(бутылки|бутылочки|шейкера|стакана|кружки|банки|сумки|чашки|поильника)$/.test(s[i - 1] ?? "")) dropped.add(i);
    });
    return s.filter((_, i) => !dropped.has(i));
  });
}

/** The member as the one who swallowed it, or whose body it is: "I drank", «я случайно выпила», "my throat", «у меня горит». */
const memberSwallowed = signs([
  `= (accidentally|accidently|случайно) ${swallowed}`,
  ...upTo5("(i|я)", swallowed, "(accidentally|just|also|too|случайно|тоже|сам|сама|по|ошибке)"),
  "= (i|я) (took|had|выпил|выпила|принял|приняла)",
  // "Swallowed all my sleeping pills, my baby is in her cot": the member's own pills, told without "I".
  "= (swallowed|took|taken) all my",
  "= (swallowed|took|taken) a whole (bottle|pack|packet|box|strip) of my",
  "= (выпила|выпил|наглоталась|наглотался) (всю|все|горсть) (пачку|свои|таблеток|снотворного)",
  "= my (mouth|throat|stomach|lips|tongue|eyes|eye|chest)",
  "= у меня (горит|болит|жжет|жжёт|во|в)",
  "= мне (плохо|жжет|больно)",
]);
/**
 * A child named (`child`: "1yo", "my baby", «малой», «двухлетка») and the member not said to be the
 * one who swallowed it: "my toddler swallowed a battery and I'm panicking" is the child's.
 */
export function childPoisoned(sentences: readonly Sentence[], holds: (signs: readonly Sign[]) => boolean): boolean {
  return namesChildPatient(poisonPatients(sentences)) && !holds(memberSwallowed);
}
/** A poisoning's first aids: something swallowed, or fumes breathed in. */
export const isPoisoning = (aid: string | null | undefined): aid is "poison" | "fumes" => aid === "poison" || aid === "fumes";
