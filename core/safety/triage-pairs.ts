// Emergencies with a cause of their own, most read from two signs anywhere in one message
// (either alone is often harmless
// ("I have asthma, what cardio?", "hit my head on the cabinet lol"); together they are not:
// "inhaler isn't working and I'm wheezing", "hit my head and now I'm seeing double"), and the
// first aid each adds to the emergency answer.
// Signs as in triage-signs.ts: `*` any ending, "= " a fixed phrase, otherwise words in any order.
import { chokingCauses } from "./triage-choking";
import { pregnancyCauses } from "./triage-pregnancy";
import { seizureCauses } from "./triage-seizure";
import { fumesCauses, poisonCauses, preWorkoutCauses, vomiting } from "./triage-poison";
import { sign, type Sign } from "./triage-text";

const signs = (list: readonly string[]): Sign[] => list.map(sign);

/**
 * Confusion as a person's state now: "I'm confused", «мысли путаются». Not a question one is
 * confused about ("confused which hits upper chest more", "confusing"), nor «туплю» or «бред»
 * said of an idea, which members write every day.
 */
const confused = [
  "= не (понимает|понимаю) где (он|она|я|находится)",
  "= (hes|shes|is|was|seems|seem|became|getting|got|theyre) (confused|confuzed) $",
  "= (hes|shes|is|was|seems|seem|became|getting|got|theyre) (confused|confuzed) (and|now|after|since|like)",
  "= (hes|shes|is|was|seems|became) (so|very|really|totally|kinda|bit|pretty) confused",
  "disoriented|disorientated",
  "= now (im|i|hes|shes) (confused|disoriented)",
  "= (shaky|shaking|dizzy|sweaty|sweating|pale|hot|weak|sick|drowsy) and confused",
  "= (cant|cannot|couldnt) think $",
  "= (really|very|so|totally) confused and (shaking|shaky|sweaty|sweating|dizzy)",
  "= (doesnt|dont|didnt) know what day",
  "= не (понимает|понимаю|знает|знаю) какой (день|сегодня)",
  "заговаривается|заговаривался|заговаривалась",
  "= (doesnt|dont|didnt|does|do) (know|remember) where (he|she|i|they|we) (is|am|are|was|were)",
  "= (keeps|keep|kept) asking the same (question|questions|thing|things)",
  "= (asking|asks|asked) what day it is",
  "= (одно|то) и то же по кругу",
  "= не (помнит|помню) где (он|она|находится|нахожусь)",
  "= (feel|feeling|felt|im|am|hes|shes|really|so|totally|completely|kinda) out of it",
  "= (cant|cannot|couldnt) think (straight|clearly|properly)",
  "= not making (any|much) sense $",
  "= not making sense $",
  "= (is|hes|shes|keeps|and|he|she) not making (any|much) sense",
  "= (is|hes|shes|keeps|and|he|she) not making sense",
  "= (в|во) голове каша",
  "= (отвечает|отвечаю|говорит) невпопад",
  "= не (может|могу) сообразить",
  "= (переспрашивает|спрашивает) одно и то же",
  "= не (соображает|соображаю) $",
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
  "= (она|он|стала|стал|совсем|очень) (заторможенная|заторможенный|заторможенной|заторможенным)",
  "бредит|бредил|бредила",
  "= (несет|нес|несла) (какую|какой) то (чушь|бред|ерунду)",
  "= не (понимает|понимаю|понимал|понимала) где (находится|нахожусь|он|она|я)",
  "= как (пьяный|пьяная)",
  "= (говорит|говорю|говорил|говорила) невнятно",
  // «сбивается речь», «она не соображает».
  "= (сбивается|сбилась|заплетается) речь",
  "= речь (сбивается|сбилась|заплетается)",
  "= (он|она) не соображает",
];
/** "I'm confused": after a knock to the head a symptom, beside a question about training a puzzle. */
const confusedSelf = [
  "= (im|am|feel|feeling|felt|and|so|very|really|totally|kinda|bit|little|pretty) confused $",
  "= (im|am|feel|feeling|felt|and|so|very|really|totally|kinda|bit|little|pretty) confused (and|now|after|since|like)",
];

/** A head that hit something, or was hit: "bar slipped and hit me in the head", «гриф упал на голову». */
const headKnock = signs([
  "= (knocked|bumped|clashed|banged|cracked) heads with another",
  "= (пропустил|пропустила) (сильный|жесткий) удар $",
  "= (пропустил|пропустила) (сильный|жесткий) удар (в|по) (голову|челюсть|подбородок|лицо|висок)",
  "= hit (my|his|her) forehead",
  // A fifth blind set (fifty-fourth session): a fall with no helmet, heads clashed.
  "= (без|нет) шлема",
  "= without a helmet",
  "= (столкнулся|столкнулась|столкнулись) (головой|головами|лбами)",
  "= (hit|hits|banged|bumped|knocked|smacked|whacked|slammed|cracked|struck|smashed|bonked) (my|his|her|their) head",
  "= (hit|hits|bonked|smacked|struck|whacked|clocked|conked|got) (me|him|her) (in|on) the head",
  "= (took|got|caught) (a|the) [a-z]+ (to|in|on) the head",
  "= (took|got|caught|ate) a (hook|punch|kick|knee|elbow|headbutt) (to|in|on) the (head|face|jaw|temple|chin)",
  "= (took|got|caught|ate) a hook sparring",
  "= (прилетело|прилетел|прилетела) по (голове|башке)",
  "= (got|was|been) (kneed|kicked|punched|elbowed|hit) in the head",
  "= (fell|landed|dropped|came|slipped) on (my|his|her|their) head",
  "= (dumbbell|bar|barbell|plate|kettlebell|weight|medball|ball) (fell|dropped|landed|came) on (my|his|her|their) head",
  "= dropped (a|the) (dumbbell|bar|barbell|plate|kettlebell|weight) on (my|his|her|their) head",
  "= (have|got|get|getting|has) a concussion $",
  "= (have|got|get|getting|has) a concussion (and|now|from|after|i|he|she|its)",
  "= (ударился|ударилась|стукнулся|стукнулась|приложился|приложилась|треснулся|треснулась) (головой|затылком|башкой)",
  "= (головой|башкой) (ударился|ударилась|стукнулся|стукнулась)",
  "= (ударился|ударилась|стукнулся|стукнулась) (об|о) [а-я]+ (головой|башкой)",
  "= (получил|получила) [а-я]+ по голове",
  "= по голове (задело|задела|попало|попала|прилетело|ударило)",
  "= (упал|упала|упали|свалился|свалилась) (с|со) [а-я]+ головой",
  "= (упал|упала|упало|прилетел|прилетела|прилетело|ударил|ударило|ударила) (на|по) голов(у|е)",
  "= (прилетел|прилетела|прилетело|получил|получила|ударило|ударил) [а-я]+ по голове",
  "= (кажется|похоже|наверное|видимо) сотрясение",
  "= (кажется|похоже|наверное|видимо) у (меня|него|нее|сына|дочки|дочери|мужа) сотрясение",
  "= у (него|нее|сына|дочки|дочери|мужа) сотрясение",
  // A fall from a height: with a lost minute or a pupil bigger, a head injury whether or not the head is named.
  "= (fell|fallen|dropped|rolled) (from|off|of|down) (the|a|his|her|my|their) (bunk|bed|ladder|stepladder|stairs|steps|roof|tree|balcony|trampoline|swing|rings|changing|sofa|couch)",
  "= (fell|fallen) (from|off) the (top|climbing|monkey) (bunk|frame|bars)",
  "= (fell|fallen|rolled) (from|off|of|down) (bunk|bed|ladder|stepladder|stairs|steps|roof|tree|balcony|trampoline|swing)",
  "= (упал|упала|свалился|свалилась|рухнул|рухнула|скатился|скатилась) (с|со) (двухъярусной|кровати|лестницы|стремянки|качелей|дерева|горки|батута|турника|балкона|крыши|стены|лошади|колец|шведской|дивана|пеленального)",
]);
const headDanger = signs([
  "= (seeing|see|saw|sees) (two|2) of (everything|things|me|you|him|her)",
  "= (is|was|knocked|went|completely|totally) out cold",
  ...confused,
  ...confusedSelf,
  ...vomiting,
  "nauseous|nausea",
  "= feel (sick|nauseous)",
  "= (everything|vision|eyes) (is|are|went|got|going) (blurry|blurred|fuzzy)",
  "= (seeing|see|saw) double",
  "= double vision",
  "drowsy",
  "= (really|so|very|super) sleepy",
  "= (keep|keeps|kept) forgetting (things|stuff|what|where|everything|words)",
  "= (cant|cannot|couldnt|dont) remember (what|anything|how|where|hitting|falling|the)",
  "= (blurry|blurred) vision",
  "тошнит|мутит|двоит*|сонлив*|заторможен*",
  "= не (помню|помнит|помнила|помнил) (что|ничего|как|момент)",
  "= (забыл|забыла|забыл) что было",
  "= была рвота",
  "= клонит в сон",
  "= (кружится|закружилась) голова",
  "= голова кружится",
  "= все плывет",
  // Out for a while, or one pupil bigger: a bleed in the head until a doctor says not. "fell off
  // the top bunk, unconscious": out, however long.
  "= , (unconscious|unresponsive)",
  "= (unconscious|unresponsive) $",
  "= (unconscious|out) for (a|about|like) (minute|second|few|couple|bit)",
  "= (unconscious|out) for (like|maybe|about|around|almost|nearly) a (minute|second|moment)",
  "= (unconscious|out) for (like|maybe|about|around|almost|nearly) [0-9]+ (seconds|secs|sec)",
  "= knocked out (briefly|cold|for)",
  "= (unconscious|out) for [0-9]+ (seconds|minutes|secs|mins|sec|min)",
  "= (knocked|was|went) unconscious",
  "= (был|была|лежал|лежала) без сознания",
  "= (потерял|потеряла|терял|теряла) сознание",
  "отключился|отключилась|вырубился|вырубилась",
  "= (one|a) pupil (is|looks) (bigger|larger|dilated|different)",
  "= one of (his|her|their|the) pupils (is|looks|was|seems) (bigger|larger|dilated|different)",
  "= (one|a) pupil (bigger|larger|dilated|different)",
  "= pupils (are|look) (different|uneven|unequal)",
  "= (зрачок|зрачки) (больше|разные|разного|расширен)",
  "= один зрачок (больше|шире|расширен)",
]);

/** The member as the one who fell or was hit: "I fell off a ladder", «я упала», "my head". */
const memberFell = signs([
  "= (i|я) (fell|fallen|slipped|hit|was|got|passed|blacked|упал|упала|ударился|ударилась|отключился|отключилась|потерял|потеряла|свалился|свалилась|была|был)",
  "= (i|я) (just|also|then|сама|сам) (fell|hit|упал|упала|ударился|ударилась)",
  "= (my|моя|мою|моей) (head|голова|голову|головой)",
]);
/** Knocked out by a blow, whatever hit: A&E (NHS), even if awake again. */
const knockedOut = signs([
  "= knocked unconscious",
  "= knocked out for (a|about|like|maybe) (minute|second|moment|few)",
  "= knocked out for [0-9]+ (seconds|secs|sec)",
  "= (отключился|отключилась|вырубился|вырубилась) (после|от) (удара|пропущенного|нокаута)",
  "= knocked out for (like|about|maybe) [0-9]+ (seconds|secs|sec)",
]);

/** A rash that stays when a glass is pressed on it (meningitis, sepsis): the glass test named. */
const rash = signs(["rash|spots|сыпь|сыпью|пятна|пятнышки|точки|точками|petechiae|петехии"]);
const notFading = signs([
  "= (under|through|with|press|pressed|pressing) (a|the) glass",
  "= glass test",
  "= non blanching",
  "= не (бледнеет|бледнеют) (при|под)",
  "= (надавливании|нажатии|прижать|прижимаю|прижала|прижал) стаканом",
]);
/** A fever, and a child who is floppy or does not wake: the child must be named (`child` below). */
const fever = signs([
  "fever|temperature|температура|температурой|температуры|жар|жаром",
  "= (burning|boiling) up",
  "= (39|40|41) (c|градусов)",
  "= у (малыша|ребенка|сына|дочки|дочери|внука|внучки) (39|40|41)",
]);
const floppy = signs([
  "floppy|limp|unresponsive",
  "= (wont|cant|doesnt|isnt) (wake|waking)",
  "= не (реагирует|просыпается|добудиться)",
  "= как тряпка",
]);

/** A calf or one leg swollen, red or hot: with a long journey, an operation or childbirth, a clot. */
const clotLeg = signs([
  "= calf is red (,|and) swollen",
  "= (икра|голень|нога) (справа|слева) (опухла|отекла|раздулась|распухла|припухла)",
  // "calfs": "my calf's swollen" once the apostrophe has gone.
  // Swollen or hot, not red alone (a sunburn, a tape, shin guards).
  "= (calf|calves|calfs|leg|shin) (swollen|swelling|swelled|hot|warm|puffy)",
  "= (calf|calves|calfs|leg|shin) (is|are|got|gets|looks|look|feels|feel|went|became|getting|all) (swollen|swelling|hot|warm|puffy)",
  "= (calf|calves|calfs|leg|shin) (is|are|got|looks|feels|went|all) (super|really|very|so|all|kinda|bit|pretty|quite) (swollen|hot|warm|puffy)",
  "= (calf|calves|calfs|leg|shin) (has|have) been (swollen|swelling|hot|puffy)",
  "= its (swollen|swelling) and (warm|hot|red)",
  "= my legs (swollen|warm|hot|puffy)",
  "= (calf|leg|calfs|legs) (red|tender) and (tender|red)",
  "= (calf|leg) is (red|tender) and (tender|red)",
  "= (calf|leg) is red hot",
  "= (calf|leg) is (way|much|twice|so) (bigger|larger|fatter|swollen)",
  "= one of my (legs|calves|calfs) is (way|much|twice|so|noticeably|visibly|clearly) (bigger|larger|fatter|thicker|swollen)",
  "= one (leg|calf) is (way|much|twice|so|noticeably|visibly|clearly) (bigger|larger|fatter|thicker|swollen) than the other",
  "= (calf|leg) is twice the size",
  "= (calf|leg) has been getting (bigger|swollen|fatter)",
  "= (calf|leg) (is|keeps) getting (bigger|swollen|fatter)",
  "= (calf|calfs|leg) is (huge|massive|enormous|swollen) and (red|hot|warm)",
  "(левая|правая|одна) (голень|икра|нога) (раздулась|опухла|отекла|распухла)",
  "= (swollen|hot|puffy) (calf|calves|leg|shin)",
  // Not «красная икра», «ела икру» (caviar), nor red alone (a sunburn, a tape).
  "= (икра|голень|нога) (опухла|отекла|раздулась|распухла|припухла)",
  "= (опухла|отекла|раздулась|распухла|припухла) (икра|голень|нога)",
  "= (опухла|отекла|раздулась|распухла|припухла) одна (нога|икра|голень)",
  "= (икру|ногу|голень) (раздуло|разнесло)",
  "= (икра|голень|нога) (отекшая|опухшая|распухшая|горячая|твердая)",
  "= в два раза (толще|больше)",
  "= (нога|икра) (толще|больше) (другой|второй|левой|правой)",
  "= (нога|икра) (заметно|намного|сильно|явно|гораздо) (толще|больше) (другой|второй|левой|правой)",
  "= (икра|нога|голень) (левая|правая) (опухла|отекла|раздулась|распухла|припухла)",
  "= (икра|голень|нога) (красная|горячая) и (горячая|красная|отекшая|опухшая|твердая)",
]);
const clotCause = signs([
  "= (had|got) (my|his|her|their) (hip|knee) (done|replaced|operated)",
  "= (long|after|the|my|a|since|from) (flight|haul|plane|surgery|operation|drive)",
  "= [0-9]+ (hour|hr|hours|hrs|h) (flight|drive|bus|train|journey|ride|trip)",
  "= (on|after|off) (the|a) (bus|train|coach|plane)",
  "= (knee|hip) (scope|replaced|replacement|arthroscopy)",
  "= (had|got) my (hip|knee) replaced",
  "= (flew|flying) (back|home|in|from|to|for)",
  "= (just|i) flew",
  "= flew [0-9]+ (hours|hrs|h)",
  "= only the one (leg|calf)",
  "= only one (leg|calf) is",
  "= (acl|knee|hip|back|foot|ankle|shoulder) (surgery|operation|replacement)",
  "= c section",
  "caesarean|cesarean",
  "= gave birth",
  "перелет*|самолет*|операци*|поезд*|кесарев*|роды|родов|родила|эндопротез*|прилетел*|прилетела",
  "= (ехала|ехал|ехали|сидела|сидел|просидела|просидел) [0-9]+ (часов|часа)",
  "= [0-9]+ (часов|часа) (ехала|ехал|ехали|дороге)",
  "= (hot|warm) to touch",
  "= (hot|warm) to the touch",
  "= горяч* на ощупь",
  "= (теплая|теплое|теплый|теплее) на ощупь",
  // Warm and tender with no knock to explain it.
  "= (икра|голень|нога) (горячая|красная) и (болит|болезненная|твердая)",
  "= болит (когда|если) (трогаю|нажимаю|касаюсь|дотрагиваюсь)",
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
  "= (having|in|into|going) anaphyla*",
  "= anaphylactic (shock|reaction)",
  "= анафилактическ* (шок|реакци*)",
  "= (кажется|похоже|начинается|начался) отек квинке",
  "= (throat|throats) (closing|closes)",
  "= (throat|throats) (is|keeps|started) swelling shut",
  "= (throat|throats) swelling shut $",
  "= (throat|throats) swelling shut (help|pls|please|and|now|what|call)",
  "= (tongue|throat) and (tongue|throat) (are|is|keep|started) (swelling|swollen)",
  "= (throat|throats) is (closing|tightening)",
  "= (throat|throats) (closing|tightening) up",
  "= throat (feels|felt|keeps|started) (closing|tightening)",
  "= throat (feels|felt|is) like (its|it) closing",
  "= (горло|язык) (отекает|закрывается)",
  // A tongue swelling: nothing in training does that.
  "= tongue (is|started|starts|keeps|keep|starting|has) (swelling|swollen|swelled|to)",
  "= (swelling|swollen) tongue",
  "= язык (опух|опухает|распух|распухает|отек|раздуло|раздувается)",
  "= (отекает|отекло) (горло|язык)",
  // An adrenaline auto-injector just used: anaphylaxis, and hospital all the same.
  "= (used|use|using|gave|give|jabbed|injected) (my|an|the|her|his) (epipen|epi|autoinjector)",
  "(вколол|вколола|вколоть|укол|уколола|использовал|использовала) (эпипен|адреналин)",
]);
/** An allergic reaction to something eaten or taken, with the airway or the lips: anaphylaxis. */
const allergy = signs([
  "= (весь|вся|все) в (волдырях|сыпи)",
  "= (дали|съел|съела|попробовал|попробовала) (яйцо|орехи|арахис|рыбу|креветки) (первый|впервые)",
  "= allergic reaction",
  "= allergic to",
  "= (stung|bitten) by (a|the) (bee|wasp|hornet)",
  "= (bee|wasp|hornet) sting",
  "= (got|been|was|just) stung",
  "= (укусила|ужалила|укусил|ужалил) (оса|пчела|шершень)",
  "= (оса|пчела) (укусила|ужалила)",
  "= (съел|съела|поел|поела) (креветки|орехи|арахис|рыбу|батончик)",
  "(съел|съела|поел|поела|выпил|выпила) (новый|новую|новое|нового) (батончик|протеин|предтрен|добавку|печенье|шейк|коктейль|жиросжигатель|жиросжигатели)",
  "= аллергия на (креветки|орехи|арахис|рыбу|морепродукты|кунжут|осу|пчелу|укус)",
  "= (reaction|reacting) to (something|the|a|my)",
  "hives|крапивниц*|welts",
  "= (bumps|blotches|welts|hives) all over (my|his|her|the)",
  "= (сыпь|пятна|волдыри) (по|на) (всему|всем) (телу|теле)",
  "= (сыпь|пятна|волдыри) пошли по (всему|всем) (телу|теле)",
  "= (покрылся|покрылась) (волдырями|сыпью|пятнами)",
  "= (rash|bumps|blotches|welts|hives) everywhere",
  "= (весь|вся) в (красных|красные) (пятнах|волдырях)",
  "= высыпало по (всему|всем) (телу|теле)",
  "= after eating (shrimp|prawns|nuts|peanuts|fish|shellfish|seafood|something|that|it|sesame)",
  "= (ate|eaten|had) (shrimp|prawn|prawns|nuts|peanuts|shellfish|seafood|sesame)",
  "= (ate|eaten|had) (a|some|the) (shrimp|prawn|prawns|nut|nuts|peanut|peanuts|shellfish|seafood|sesame)",
  "= new (preworkout|supplement|powder|bar|cookie|shake|protein|snack)",
  "= аллергическ* реакци*",
  "= аллергия на что",
  "= (после|от) (рыбы|креветок|орехов|арахиса|морепродуктов|кунжута)",
  "= (нового|новой|новый|новую|новых) (бцаа|предтреника|предтрена|протеина|добавки|батончика)",
  "= после (протеинового|нового|этого|того) (батончика|коктейля|шейка|протеина|предтреника|печенья)",
]);
const airway = signs([
  "= (дышит|дышу) со свистом",
  "wheezing|wheeze",
  "= (tongue|throat|throats) (swelling|swollen|swelled)",
  "= (tongue|throat) is (swelling|swollen)",
  "= (tongue|lips) (feels|feel|is|are) (huge|swollen|thick|tingly)",
  "= throat (is|feels|felt) (itchy|scratchy) and tight",
  "= throat (feels|is|got|felt|getting|gets) tight",
  "= throat is (getting|feeling) tight",
  "= throat tightening",
  "= (getting|its|now) (hard|difficult|harder) to swallow",
  "= (face|lips|tongue) (is|are) swelling up (fast|quickly|rapidly)",
  "= горло (как|будто) (сдавило|сжало|перехватило)",
  "= throat (is|keeps|started) (tightening|closing)",
  "= (lips|lip|tongue) (are|is|started|keep|keeps|getting) (swelling|swollen|huge|puffing)",
  "= (lips|lip|tongue) (swelling|swollen)",
  "= (voice|throat) (sounds|feels|felt|is) (weird|strange|funny)",
  // Not hoarse "from screaming at the final" beside a cat allergy: the voice's change ends its clause.
  "= (voice|voices) (went|getting|going|gone|turned|changing|changed) (hoarse|croaky|raspy|husky|different|weird) $",
  "= (voice|voices) (went|getting|going|gone|turned|changing|changed) (hoarse|croaky|raspy|husky|different|weird) (and|now|too|suddenly)",
  "= (voice|voices) is all (croaky|hoarse|raspy) $",
  "= (voice|voices) is all (croaky|hoarse|raspy) (and|now|too)",
  "= sound like (im|hes|shes) whispering",
  "= something stuck in (my|his|her|their) throat",
  "= voice has (gone|got|become|turned) (hoarse|croaky|raspy|squeaky) $",
  "= voice has (gone|got|become|turned) (hoarse|croaky|raspy|squeaky) (and|now)",
  "= voice has (gone|got|become) all (hoarse|croaky|raspy|squeaky) (and|now)",
  "= voice has (gone|got|become) all (hoarse|croaky|raspy|squeaky) $",
  "= can barely (swallow|breathe) $",
  "= can barely (swallow|breathe) (and|now)",
  "= не (могу|может) нормально (глотать|дышать)",
  "= голос какой то чужой",
  "= (говорит|говорю) (сиплым|хриплым|осипшим|чужим) голосом",
  "= голос (пропадает|пропал|меняется|изменился)",
  "= (трудно|тяжело) глотать $",
  "= (трудно|тяжело) глотать (и|а)",
  "= в горле (как|будто) (сжимает|сдавливает|ком)",
  "= в горле как будто (сжимает|сдавливает|ком)",
  "= горло (стягивает|стянуло|сжимает|сдавливает)",
  "= (лицо|губы|губа|язык) (распухло|опухло|отекло|раздуло|распухли|опухли|отекли|раздулись|опух|распух)",
  "= (губы|губу|лицо|язык) раздуло",
  "= (хрипит|свистит) в (горле|груди)",
  "= горло (сжимается|сжимает|сдавило|сдавливает|закрывается)",
  "= горло (перехватывает|перехватило) $",
  "= (горло|язык) (опух|распух|опухло|распухло)",
  "= (лицо|губы|язык) (отекает|опухает|распухает|отекают|опухают)",
  "хрипит|хрипит|хрипеть",
  "= язык (стал|как) (огромный|огромным|толстый)",
  "= (lips|tongue|face) and (throat|tongue|lips|face) (are|is|started|keep|keeps|getting) (swelling|swollen)",
  "= (горло|горла) (опухает|распухает|отекает)",
  "= (опухает|распухает) горло",
]);

/** Lips, face or tongue swelling with a tight throat, a wheeze or trouble swallowing: anaphylaxis, whatever the cause. */
const faceSwelling = signs([
  "= tongue (feels|is|went|got|getting|looks) (thick|swollen|fat|huge|puffy)",
  "= (lips|lip|face|tongue) (are|is|started|keep|keeps|getting|all) (swelling|swollen|huge|puffy|puffing)",
  "= (lips|lip|face|tongue) (swelling|swollen) (up|and)",
  "= (lips|face) (are|is|look|looks) (all|so|really) (puffy|swollen|huge)",
  "= (swollen|puffy) (lips|face|tongue)",
  "= (lips|face|tongue) and (throat|tongue|lips|face) (are|is|started|keep|keeps|getting) (swelling|swollen)",
  "= (лицо|губы|губа|язык) (распухло|опухло|отекло|раздуло|распухли|опухли|отекли|раздулись|опух|распух|огромные|опухают|отекают|распухают|раздуваются|отекает|опухает|распухает)",
  "= (лицо|губы|губа|язык) и (лицо|губы|язык) (распухают|опухают|отекают|раздуваются|распухли|опухли)",
  "= (распухло|опухло|отекло|распухает|опухает|отекает) (горло|лицо|губы)",
]);
const airwayTrouble = signs([
  "wheezing|wheeze",
  "= throat (feels|is|got|felt|getting|gets) tight",
  "= throat is (getting|feeling) tight",
  "= (hard|difficult) to (swallow|breathe)",
  "= (trouble|difficulty|struggling) (swallowing|breathing)",
  "= struggling to (breathe|swallow)",
  "= (cant|cannot|couldnt) (swallow|breathe)",
  "= (cant|cannot) breathe properly",
  "= (в|во) горле ком",
  "= (трудно|тяжело) (глотать|дышать)",
  "= (глотать|дышать) (трудно|тяжело)",
  "= больно дышать",
  "= горло (сжимает|сжимается|сдавило|сдавливает|закрывается)",
  "= горло (перехватывает|перехватило) $",
  "= не (могу|может) (глотать|дышать|сглотнуть)",
  "хрипит|хрипеть",
]);

/** Asthma the reliever inhaler does not ease: on its own, or asthma with no breath to speak. */
const inhaler = "inhaler|inhalers|puffer|ventolin|albuterol|salbutamol|reliever";
const inhalerRu = "ингалятор|вентолин|сальбутамол|беротек|пшикалка";
const inhalerFails = signs([
  // "inhalers": "my inhaler's not working" once the apostrophe has gone.
  `= (${inhaler}) (isnt|wasnt|aint|not) (working|helping|doing)`,
  `= (${inhaler}) (doesnt|didnt|wont|isnt) (help|work|helping|working)`,
  `= (${inhaler}) (does|did|doing) nothing`,
  `= (${inhaler}) (is|isnt|was) barely (doing|helping|working|touching)`,
  `= (${inhaler}) barely (does|did|helps|helped|works|worked|doing|helping)`,
  `= (${inhalerRu}) (не|ничего) (помогает|помог|действует|спасает|спас|работает)`,
  `= (${inhalerRu}) ни капли не (помогает|помог|действует)`,
  `= (не|ничего) (помогает|помог|действует|спасает) (${inhalerRu})`,
]);
const asthma = signs([
  "asthma*|inhaler*|ventolin|albuterol|salbutamol|puffer|reliever|puffs",
  "астм*|ингалятор*|вентолин*|сальбутамол*|пшикалк*",
]);
const asthmaAttack = signs([
  "= (слова|слово) сказать не могу",
  "= (cant|cannot|couldnt) finish a sentence",
  "= (cant|cannot|couldnt) get a sentence out",
  "= (cant|cannot|couldnt) (talk|speak) in (full|whole) sentences",
  "= still (wheezy|wheezing)",
  "= не (могу|может|можешь) договорить",
  "= приступ не проходит",
]);
/** The reliever run out or left behind, with a wheeze or no words: "her inhaler is empty". */
const inhalerEmpty = signs([
  `= (${inhaler}) (is|was|isnt) (empty|out|finished|gone)`,
  `= (${inhaler}) (ran|run|running) out`,
  `= (forgot|left|lost|no) (my|her|his|their) (${inhaler})`,
  `= (${inhalerRu}|ингалятора) (пустой|пуст|закончился|кончился)`,
  `= (забыла|забыл|нет) (ингалятор|ингалятора)`,
  "= ингалятор (забыл|забыла)",
  "= ингалятор (дома|в) (забыл|забыла|машине)",
]);
/** With no reliever at hand, a wheeze or fighting for air is an attack too («ингалятор пустой, задыхается»). */
const struggling = signs([
  "= (говорит|говорю) по (одному|слову)",
  "задыхается|задыхаюсь",
  "= воздуха нет",
  "= wheezing (super|really|so|very) (hard|bad|badly)",
  "= wheezing badly",
  "= (свистит|хрипит) (все|всё)",
  "= (cant|cannot) (breathe|talk|speak) $",
  "= (cant|cannot) breathe",
  "= не (может|могу) (дышать|говорить) $",
  "= не (может|могу) дышать",
]);
/** "It's not helping" is the inhaler's only beside it ("asthma… the plan isn't working" is a diet). */
const inhalerWord = signs([`${inhaler}|${inhalerRu}|пшикнул*`]);
const notHelping = signs([
  "= (still|and) (cant|cannot) get a (full|proper|deep) breath $",
  "= не (легчает|полегчало)",
  // "used my blue puffer 3x no change": after the puffs, not a weight or a pace.
  "= (puffs|puff|x) no (change|difference)",
  "= (puffs|puff|x) and no (change|difference)",
  "= (its|it|thats|still) (not|isnt) (helping|working)",
  "= (its|it) (doesnt|didnt|wont) (help|work)",
  "= (все|всё) равно не (помогает|проходит)",
  "= не (помогло|помогает|помог) $",
  "= no relief",
]);

/** A diabetic confused or with high ketones: a low or a very high blood sugar. */
const diabetes = signs([
  "= (my|our) type (1|one) (client|athlete|runner|member|guy|girl|kid|son|daughter|husband|wife|friend|teammate)",
  "diabetic|diabetes|insulin|glucose",
  // "t1d", «сд1»: a digit between letters is a word of its own.
  "= t (1|2) d",
  "= сд (1|2)",
  "= (bg|bgl|bs) (is|was|at|of|reading) [0-9]+",
  "= type (1|one) $",
  "= type (1|one) (and|diabetic|here|so|but)",
  "= blood sugar",
  "= (sugar|glucose) (is|was|at|reading|level|levels|over|under|says) [0-9]+",
  "диабет|диабета|диабетом|диабете|диабетик|диабетичка|инсулин|инсулина|инсулином|глюкометр*",
  // «гипо», «гипанул»: a low in diabetics' own word.
  "гипо|гипа|гипую|гипует|гипанул*|гипогликеми*|гипергликеми*",
  "= сахар [0-9]+",
  "= сахар (за|под|выше|ниже|больше|меньше|около) [0-9]+",
]);
/**
 * "My sugar dropped" with confusion: a low, whether or not the member says they are diabetic
 * (shaking alone is what members ask about before training).
 */
const sugarLow = signs([
  "= (sugar|glucose) (dropped|crashed|tanked|plummeted)",
  "= (sugar|glucose) (is|went|was|going) (low|down)",
  "= сахар (упал|падает|упало|рухнул|низкий|просел)",
]);
const lowConfused = signs([
  ...confused,
  "= не (узнает|узнаёт) (меня|нас|никого)",
  "= (doesnt|didnt|dont) (recognise|recognize) (me|us|anyone)",
  "= не (соображаю|соображает) (ничего|совсем|вообще|толком)",
]);
/** A meter that reads "HI" (above what it measures) or a sugar over 20 mmol/l or 360 mg/dl, with sickness or thirst. */
const sugarOffScale = signs([
  "= (meter|glucometer|monitor|cgm|libre|dexcom) (says|said|shows|showing|reads|reading) (hi|high)",
  "= (meter|glucometer|monitor|cgm|libre|dexcom) just (says|said|shows|reads) (hi|high)",
  "= (глюкометр|сенсор|либра|декском) (показывает|показал|пишет|выдает) hi",
  "= на (глюкометре|сенсоре|либре|декскоме) hi",
  "= (sugar|glucose) (reading|reads|says|shows) (hi|high) on",
  "= (reading|reads|says|shows) hi on the (meter|monitor|glucometer)",
]);
const highReading = "(2[0-9]|3[0-9]|3[6-9][0-9]|[4-9][0-9][0-9])";
const highSugar = signs([
  `= (sugar|glucose|bg|bgl|bs) (is|was|at|over|reading) ${highReading}`,
  `= (sugar|glucose) (levels|level) (are|is|at|over) ${highReading}`,
  `= (sugar|glucose|bg) ${highReading} (mmol|mmoll|mg|mgdl|after|and|since)`,
  "= сахар (2[0-9]|3[0-9]) (после|с|уже|утром|вечером|ночью)",
  "= сахар (за|под|больше|выше|около) (2[0-9]|3[0-9])",
  // «сахар 25 ммоль», not «сахар 25 грамм» in a bar.
  "= сахар (2[0-9]|3[0-9]) $",
  "= сахар (2[0-9]|3[0-9]) (ммоль|ммол|mmol|и|а|тошнит|рвет|рвота|кетоны)",
]);
const sickOrThirsty = signs([
  "= (breath|breathing) (smells|smell|smelling) (like|of) (nail|acetone|pear|pears|fruit|fruity)",
  "= breathing (super|really|very|so) fast",
  "= дышит (шумно|часто) и (часто|шумно)",
  "= почти не отвечает",
  ...vomiting,
  "nause*|тошнит|мутит",
  "= (super|very|really|extremely|so) thirsty",
  "= (постоянно|сильно|очень) пить (хочется|хочу)",
  "= (постоянно|сильно|очень) хочется пить",
  "= пить (хочется|хочу) (постоянно|все|сильно)",
]);
/**
 * A headache unlike any before, come on at once, or with light hurting the eyes: a bleed on the
 * brain until a doctor says otherwise. The headache alone is common after hard lifting.
 */
const headache = signs([
  "= (заболела|разболелась|болит|раскалывается) голова",
  "= (шарахнула|стрельнула|долбанула|прострелила|ударила) голова",
  "= голова (шарахнула|стрельнула|взорвалась)",
  "headache*",
  "= pain in (my|his|her|the) head",
  "= pain in the back of (my|his|her) head",
  "= (голова|головная|голову) (болит|боль|заболела|раскалывается)",
  "= боль в (голове|затылке)",
  "= головная боль",
]);
const thunderclap = signs([
  "= никогда такого не было",
  "= (самая|самую|самой) (сильная|сильную|страшная|страшную|жуткая) в жизни $",
  "= как будто (ударили|ударило|взорвалось) $",
  "= такого никогда не было",
  "= (worst|worse) (hes|shes|ive|weve|theyve|he|she|i) (ever|has|have) (had|felt)",
  "= (worst|worse) (hes|shes|ive|he|she|i) ever",
  "explosive|thunderclap",
  "= (came|come|comes|hit) on (instantly|suddenly|at)",
  "= (light|lights|bright) (hurts|hurt|hurting) (my|his|her|their) eyes",
  "= свет режет глаза",
  "= никогда не было (такой|такого|подобной)",
  "= такой боли никогда",
  "= (внезапно|резко|вдруг) (дикая|сильная|адская|страшная|жуткая) боль",
]);

/** Type 1 diabetes with vomiting: ketoacidosis is likely. */
const typeOne = signs(["= t 1 d", "= type (1|one)", "= (1|первого) типа", "= диабет 1", "= сд 1"]);
const diabeticDanger = signs([
  ...confused,
  // A low on the meter: 20 to 54 mg/dl, or 1 to 2.9 mmol/l («сахар 2,5»); not "sugar is 20" g in a bar.
  "= (meter|glucometer|monitor|cgm|libre|dexcom|глюкометр) (says|said|shows|showing|reads|reading|показывает|показал|пишет) (2[0-9]|3[0-9]|4[0-9]|5[0-4]) $",
  "= (meter|glucometer|monitor|cgm|libre|dexcom|глюкометр) (says|said|shows|showing|reads|reading|показывает|показал|пишет) (2[0-9]|3[0-9]|4[0-9]|5[0-4]) (mg|mgdl|and|,|now)",
  "= (сахар|глюкометр) ([12]) ([0-9]|ммоль)",
  "= (сахар|глюкометр) (показывает|показал|пишет) ([12]) ([0-9]|ммоль)",
  "заторможенный|заторможенная|заторможен",
  "= (high|moderate|large) ketones",
  "= ketones (are|is) (high|up|moderate|large)",
  "= ketones (are|is|at) [0-9]+",
  "= кетоны в моче",
  "= (высокие|много) кетон*",
  "= кетоны (высокие|зашкаливают|высокий)",
  "ацетон*",
  "= breathing (fast|rapidly|quickly)",
  "(slurred|slurring) (speech|words)",
  "shaking|shaky|trembling|трясет|трясется|трясутся|дрожит",
  "= и не (соображаю|соображает)",
  "= не (соображаю|соображает) $",
  "= не (отвечает|реагирует) (нормально|толком|адекватно)",
]);

/** Hard effort in the heat, a sauna or a fever, with confusion or hot dry skin: heat stroke. */
const heat = signs([
  "забег|забеге|забега|марафон|марафоне|полумарафон|полумарафоне",
  "пекло|пекле|пеклом|heat|heatwave|sun|sunny|humid|sauna|жара|жару|жаре|жары|жарой|жарко|жарком|жарища|солнц*|зной|духот*|сауна|сауне|сауну|сауны|сауной|баня|бане|бани|баню|парилк*",
  "= (so|very|really|super|too|extremely|crazy) hot",
  "= hot (yoga|af|as)",
  "= (горячей|горячая|горячую|горячий) (йоги|йога|йогу|йоге|зал|зале)",
  "= hot (day|days|weather|outside|out|afternoon|sun|gym|room)",
  "= in (2[5-9]|3[0-9]|4[0-9]|8[0-9]|9[0-9]|1[0-2][0-9]) degrees",
  "= (2[5-9]|3[0-9]|4[0-9]|8[0-9]|9[0-9]|1[0-2][0-9]) degrees (outside|out|today|heat|celsius|c|f)",
  "(temp|temperature|температур*) (39|40|41|42)",
  "= (температура|температуры) (под|около|за|выше) (39|40|41|42)",
  "= на улице (3[0-9]|4[0-9])",
  "= на улице в (3[0-9]|4[0-9])",
  "= in (2[8-9]|3[0-9]|4[0-9]) (c|celsius)",
  "= (its|was|it) (2[8-9]|3[0-9]|4[0-9]) (out|outside|today|c)",
  "= (3[0-9]|4[0-9]) (градусов|градуса) (на|в) (улице|тени|солнце|зале)",
  // Someone hot to the touch after effort («она горячая, бредит»): with confusion, heat stroke.
  "= (она|он|тело|вся|весь) (горячая|горячий|горячее|горячие) (,|и)",
]);
const heatDanger = signs([
  ...confused,
  "= hot and dry",
  "= кожа горячая",
  "= кожа (горячая|горит|сухая) и (сухая|горячая)",
  "= горяч* на ощупь",
  "= stopped sweating",
  "спутанный|спутанная",
  "= (перестал|перестала) потеть",
  "= (теперь|сейчас) (путаюсь|путается) $",
  "= (теперь|сейчас) (путаюсь|путается) (,|и)",
]);

/** Bleeding that will not stop: pressure on the wound. */
const bleeding = signs([
  "= (кровь|кровища) фонтаном",
  "= (wont|doesnt|cant|isnt|not) stop (bleeding|bleedin)",
  "= (cant|cannot|couldnt) stop the bleeding",
  "= (bleeding|blood|nosebleed|nosebleeds) (wont|doesnt|isnt|cant) (stop|stopping)",
  "= (nosebleed|nosebleeds) that (wont|doesnt|isnt|cant) (stop|stopping)",
  "= blood (is|keeps|was|just|its) (pouring|gushing|spurting|pumping|squirting)",
  "= blood (pouring|gushing|spurting|pumping|squirting)",
  "= (pouring|gushing|spurting) blood",
  "= кровь (брызжет|брызгает|фонтанирует)",
  "= кровь (хлещет|хлестала|льет|льется|лилась|фонтаном|бьет)",
  // «кровь из головы хлещет»: words between.
  "= кровь (из|с|со) [а-я]+ (хлещет|фонтаном|бьет|льется)",
  "= кровь (не|никак) (останавливается|остановилась|унимается|прекращается|сворачивается)",
  // «кровь бежит струёй», «кровь ручьём».
  "= кровь (бежит|течет|идет|льется|хлещет) (струей|ручьем)",
  "= кровь (из|с|со) [а-я]+ (бежит|течет|идет|льется|хлещет) (струей|ручьем)",
  "= (струей|ручьем) (бежит|течет|идет|льется|хлещет) кровь",
  "= (раны|пореза|носа) не (останавливается|останавливалась|унимается|прекращается)",
  // Heavy bleeding from a wound, not a heavy period.
  "= (сильное|обильное) кровотечение (из|с|на)",
  "= bleeding (heavily|profusely) from (my|his|her|their|the|a)",
  "= (хлещет|льет|льется) кровь",
  "= не (могу|можем|получается|удается) остановить кровь",
  "= кровотечение не (останавливается|прекращается|проходит)",
]);
/** Someone seen to fall or collapse who then does not respond, wake or breathe. */
const collapse = signs([
  "= (he|she|guy|man|woman|dad|mum|mom|grandpa|grandad|husband|wife|friend|coworker) (slumped|keeled) over",
  "= (he|she|guy|man|woman|dad|mum|mom|grandpa|grandad|husband|wife|friend|coworker) just (slumped|keeled) over",
  "= just slumped over and (isnt|wont|not|doesnt)",
  "= found (my|our|the) (grandad|grandpa|granddad|dad|mum|mom|husband|wife|son|daughter|brother|sister|roommate|flatmate|friend|neighbour|neighbor|grandma|nan|gran|father|mother|partner|boyfriend|girlfriend|uncle|aunt) on the (floor|ground)",
  "= found (my|our|the) (grandad|grandpa|granddad|dad|mum|mom|husband|wife|son|daughter|brother|sister|roommate|flatmate|friend|neighbour|neighbor|grandma|nan|gran|father|mother|partner|boyfriend|girlfriend|uncle|aunt) on the [a-z]+ (floor|ground)",
  "collapsed|fainted|unconscious|colapsed|collaped|collasped",
  "отключился|отключилась",
  "= (лежит|лежал|лежала) на (огороде|траве|дорожке|улице|асфальте|газоне|участке|грядках|грядке|тропинке)",
  "= passed out",
  "= (is|was|knocked|went|completely|totally) out cold",
  "= fell (off|of|down|over|from)",
  "= (lying|lay) on the (floor|ground)",
  "= found (him|her) on the (floor|ground)",
  "= (нашел|нашла|нашли|нашёл) (его|ее|её) на (полу|земле)",
  "= went down (after|during|on|in|mid|hard|and)",
  "упал|упала|рухнул|рухнула|свалился|свалилась",
  "= (потерял|потеряла) сознание",
  "= (лежит|лежал|лежала) на (полу|земле)",
  // "holding my baby and she suddenly went limp", «а она обмякла».
  "= (went|gone|goes|going) (limp|floppy)",
  "= suddenly (limp|floppy)",
  "= went (completely|totally|all|suddenly) (limp|floppy)",
  "= (he|she|buddy|friend|guy|man|woman|dad|mom|mum|partner) (just|suddenly) dropped",
  "обмяк|обмякла|обмякло",
]);
/** "I can't wake him", «не могу его разбудить»: in `noResponse` and `cantWakeThem` both. */
const cantWakeRu = [
  "= не (могу|можем|получается) (его|ее) (разбудить|добудиться|растолкать)",
  "= (его|ее) не (могу|можем) (разбудить|добудиться)",
];
const noResponse = signs([
  "= dont think (hes|shes|theyre) breathing",
  // "and wont answer me", not "coach isnt answering me" by text.
  "= (and|hes|shes) (isnt|wont|not) (answering|answer)",
  "= (cant|cannot) tell if (shes|hes|she|he|theyre) breathing",
  "= (weird|strange|odd) gasping",
  "= gasping (weird|wierd|strange|funny|oddly)",
  "= (cant|cannot|couldnt) wake (him|her|them)",
  "= dont think (hes|shes|theyre) breathing",
  "= хрипит как-то странно",
  "= (isnt|not|wont|doesnt|aint) (responding|respond|responsive)",
  "= (wont|isnt|not|aint|doesnt|cant) (wake|waking) up",
  "= (wont|isnt|not|aint) (wake|waking) $",
  "= (wont|isnt|not|aint) waking (properly|now|and|at)",
  "= (wasnt|werent) (responding|responsive)",
  "= not breathing",
  "= (hes|shes|theyre) not moving",
  "= (he|she|they|and) (isnt|arent|not) moving",
  "= and (is|was) not moving",
  "= (he|she|they) (is|are) not moving",
  ...cantWakeRu,
  "= не (отвечает|реагирует|приходит|дышит|просыпается)",
]);

/** "Bleeding… pressing a towel for 15 min and it won't stop": the two halves in different clauses. */
const bloodWord = signs(["bleeding|bleedin|blood|bled|кровь|кровотечение|кровит"]);
/**
 * Blood coughed up or vomited (NHS: A&E, 999 if a lot): the numbers, never "press on the wound".
 */
const bloodFromWithin = signs([
  "cough* blood",
  "= кашля* кровью",
  "= (coughing|coughed|cough|coughs) up (a|so) lot of blood",
  "= (vomiting|vomited|vomit|vomits|puking|puked|puke) blood",
  "= (vomiting|vomited|puking|puked) (a|so) lot of blood",
  "= (vomiting|vomited|puking|puked) up blood",
  "= (throw|threw|throwing|thrown) up blood",
  "= (throw|threw|throwing|thrown) up (a|so) lot of blood",
  "= blood in (my|his|her|the) (vomit|puke)",
  "= (рвет|рвало|вырвало|стошнило|тошнит) кровью",
  "= рвота (с|со) кровью",
  "= кровавая рвота",
]);
/**
 * Much blood lost, told without "won't stop": a wound only when a cut is named beside it ("bleeding
 * a lot from a cut on my leg", «потеряла много крови, порезалась стеклом»), not a period, a
 * donation, gums or knuckles off the heavy bag.
 */
const muchBlood = signs([
  "= bleeding (heavily|profusely|badly|alot) (after|from)",
  "= bleeding (heavily|profusely|badly|alot) $",
  "= bleeding (heavily|profusely|badly|alot) (wont|and|it|now|cant)",
  "= (is|im|its|and) bleeding (heavily|profusely|badly|alot)",
  "= (сильное|обильное) кровотечение",
  "= кровь (сильно|очень) (течет|идет|льется|хлещет)",
  "= bleeding a lot (after|from)",
  "= (losing|lost) (a|so) lot of blood",
  "= (losing|lost) so much blood",
  "= (потерял|потеряла|потеряли|теряю|теряет) (много|очень) (крови|много)",
  "= (очень|слишком) много крови",
]);
const cutNamed = signs([
  "sliced|slicing|gash|wound|knife|blade|порез*|порезал*|порезалась|порезался|рана|рану|раны|раной|нож|ножом|ножа|ножик|ножиком|стекло|стеклом|стекла|стеклу",
  "= (broken|smashed|shattered) glass",
  // A cut to the body, not "cutting weight", "cut my carbs" or "on a cut".
  "= (cut|cutting|sliced|slicing) (my|his|her|their) (hand|finger|arm|leg|foot|head|face|palm|thumb|wrist|knee|shin|lip|neck|toe|forearm|thigh|calf|eyebrow|chin|scalp)",
  "= (cut|cutting) (myself|himself|herself|open)",
  "= cut (it|myself|himself|herself) on",
  "= (deep|bad|big|nasty) cut",
  "= (a|the) cut (on|in) (my|his|her|the)",
  "= from (a|the|this) cut",
]);
/** A towel or a bandage soaked through: beside blood or a cut, bleeding that will not stop. */
const soakedThrough = signs([
  "= бинт (уже|весь) (весь|красный|промок|пропитался)",
  "= (soaked|soaking) through and still (pouring|gushing|bleeding)",
  "= (pressed|pressing|pressure) for [0-9]+ (min|mins|minutes) and (its|it) still (pouring|gushing|bleeding)",
  "= bled through [0-9]+ (towels|bandages|cloths|shirts)",
  "= (soaking|soaked|soaks) through (the|a|another|two) (second|towel|towels|bandage|bandages|gauze)",
  "= (its|towel|bandage|cloth) (soaked|soaking) (right|straight|all) through",
  "= (its|towel|bandage|cloth) soaked through",
]);
const wontStop = signs([
  "= (its|it|blood|and) (still|keeps) (gushing|pouring|spurting)",
  "= blood (soaking|soaked|soaks) through",
  // Not "can't stop vomiting blood", nor "leg won't stop twitching".
  "= (it|still|just|and|cut|hand|leg|arm|finger|wound) (wont|doesnt|isnt|cant|aint) (stop|stopping) $",
  "= (it|still|just|and|cut|hand|leg|arm|finger|wound) (wont|doesnt|isnt|cant|aint) (stop|stopping) (bleeding|and|now|help|please|pls|what|at|even|no|its|i)",
  "= не (останавливается|прекращается|унимается|сворачивается)",
]);

/** A nosebleed told by how long it has run: 20 minutes or more, or "nonstop" (NHS: over 10 to 15 minutes needs help). */
const longMinutes = "(2[0-9]|[3-9][0-9])";
const longBleed = signs([
  `= bleeding (for|over) ${longMinutes} (minutes|mins|min)`,
  `= bleeding (for|over) (about|like|nearly|almost|around|over) ${longMinutes} (minutes|mins|min)`,
  "= bleeding (nonstop|non)",
  `= bleeding ${longMinutes} (minutes|mins|min)`,
  `= (nosebleed|nosebleeds) for ${longMinutes} (minutes|mins|min)`,
  "= (pouring|bleeding|gushing) for half an hour",
  "= (pouring|bleeding|gushing) for (over|about|nearly|almost) (an|half) (hour|an)",
  `= bleeding ${longMinutes} (minutes|mins|min) (nonstop|straight)`,
  `= (идет|течет|льет|льется|хлещет|бежит) уже ${longMinutes} (минут|мин)`,
  `= (идет|течет|льет|льется|хлещет|бежит) уже минут ${longMinutes}`,
  `= (идет|течет|льет|льется|хлещет|бежит) ${longMinutes} (минут|мин)`,
]);
/** Said of a nosebleed only: "its not stopping", «кровь из носа уже больше получаса». */
const noseNotStopping = signs(["= кровь из носа уже (полчаса|час)", "= кровь из носа уже больше (получаса|часа)"]);
/** A nose that bleeds: its first aid is pinching the nose, leaning forward, not pressing on a wound. */
const nose = signs(["nose|nosebleed|nosebleeds|нос|носа|носом|носу|носовое|носовым"]);

/** One arm gone weak with speech gone strange: a stroke (FAST), whoever else is named. */
const armWeak = signs([
  "= (cant|cannot|couldnt) (lift|raise) (his|her|my|their) (left|right) arm",
  "= (cant|cannot|couldnt) (lift|raise) (his|her|my|their) arm",
  "= рука (повисла|отнялась)",
  "= рука не (поднимается|слушается)",
  "= (левая|правая) рука (повисла|отнялась)",
  "= не (может|могу) (поднять|поднять) (руку|левую|правую)",
]);
const speechOff = signs([
  "slurring|slurred|slurry|мямлит",
  "= не (может|могу) нормально говорить",
  "= (he|she|hes|shes|husband|wife|dad|mum|mom) sounds drunk",
  "= речь (странная|непонятная|невнятная|спутанная|смазанная|заплетается)",
  "= (говорит|разговаривает) (невнятно|непонятно)",
]);
/** A trip or an operation, then breath gone at rest or blood coughed: a clot in the lungs. */
const tripOrSurgery = signs([
  "= (long|after|since|from) (flight|haul|plane|surgery|operation)",
  "= [0-9]+ (hour|hr|hours|hrs|h) (flight|drive|bus|train|journey)",
  "= (flew|flying) (back|home|in|from)",
  "= (had|got) (my|his|her|their) (hip|knee) (done|replaced|operated)",
  "= (knee|hip|acl|back|foot|ankle|shoulder) (surgery|operation|replacement)",
  "= c section",
  "= gave birth",
  "caesarean|cesarean|перелет*|кесарев*|прилетел*|прилетела",
  "= после (операции|перелета|родов)",
]);
const breathGoneAtRest = signs([
  "= (cant|cannot|couldnt) catch (my|his|her|their) breath (just|sitting|lying)",
  "= suddenly (cant|cannot|couldnt) catch (my|his|her|their) breath",
  "= out of breath just (walking|sitting|standing|talking|lying)",
  "= coughing up (blood|bloody)",
  "= (stabs|stabbing|sharp|hurts) when (i|he|she) (breathe|breathes|breath) in",
  "= (задыхается|задыхаюсь) (даже|сидя)",
]);

/** A bone through the skin, bent where it should not bend, or out of its joint: keep it still. */
const brokenOrOut = signs([
  // A fifth blind set (fifty-fourth session): a limb bent where it should not be, a kneecap or collarbone out.
  "= (arm|forearm|leg|shin|finger|wrist|ankle) has a (bend|kink) where there shouldnt be",
  "= (bent|bend) in the middle like (a|an) (second|extra)",
  "= kneecap slid off (to|the)",
  "= kneecap is (shoved|pushed|sitting|stuck) (way|off|on|out)",
  "= collarbone (is|was) (sticking|poking) up",
  "= (bump|lump) (sticking|poking) (up|out) (on|from) (my|his|her|their) collarbone",
  "= (wrist|arm|forearm|leg|ankle|finger|hand|foot|shin|elbow|knee) (is|was) bent at a (totally|completely) wrong angle",
  "= bent at a (wrong|weird|strange|odd|unnatural|funny|horrible) angle and (i|he|she|it|cant)",
  "(нога|рука|голень|предплечье|палец|кисть|стопа|лодыжка) (выгнута|выгнут|вывернута|вывернут|согнута|согнут) вбок",
  "(кисть|рука|нога|стопа|палец|запястье|предплечье) (висит|висела) (странным|неестественным|неправильным|жутким|страшным|диким) углом",
  "= (выгнуто|выгнута|выгнут|изогнуто|изогнута) (ступенькой|штыком)",
  "= (forearm|arm|leg|shin) has a new bend",
  "(рука|нога|локте|колено|кисть|стопа|плечо) (вывернута|вывернут|выгнута|выгнут) ту сторону",
  "= (вывернута|развернута) наружу и короче",
  "(рука|нога|предплечье|голень|кость) (сломано|сломана|сломан) посередине",
  "= bone (sticking|poking|coming|is|was) (out|through)",
  "= bone (is|was) (sticking|poking|coming) (out|through)",
  // Not a lifting cue ("knees point the wrong way", "wrist bent back in the front rack").
  "= (finger|fingers|thumb|toe|arm|forearm|leg|shin|elbow|knee|ankle|hand|foot) (is|was|looks|looked|got|now) (bent|twisted) the wrong (way|direction)",
  // A wrist only with what a break does: not the front rack's cue.
  "= wrist (is|was|looks|got|now) (bent|twisted) the wrong way (,|and) (cant|i|it|its|now|theres)",
  // "his arm is bent where theres no joint", «рука согнута там где нет сустава».
  "= (bent|bends|bending) where (theres|its) no joint",
  "= (bent|bends|bending) where there is no joint",
  "= (согнута|согнут|согнуто|гнется|изогнута) там где нет сустава",
  // "popped out doing handstands, its sitting all weird": out and seen out of place now.
  "= (popped|slipped|came|went) out (doing|during|on|when|while|and) [a-z]+ (its|it) (sitting|looks|is) (all|really|so|super|kinda) (weird|wrong|off|funny|flat)",
  "= (its|it) (sitting|looks) (all|really|so|super|kinda) (weird|wrong|flat|off) (and|,) (the|i) (pain|cant)",
  "= (pointing|bent|twisted|sticking|facing) (sideways|backwards|out) at (a|an) (weird|wrong|strange|funny|odd|impossible|unnatural|horrible|awful) angle",
  "= (ankle|foot|leg|arm|forearm|finger|knee|hand) is (pointing|bent|twisted|facing) (sideways|backwards)",
  "= bent (sideways|backwards) at the (middle|top|knuckle|joint)",
  "= bent in a way (it|its) (shouldnt|cant)",
  // Not "popped out and back in" (an old instability, pain).
  "= kneecap (slid|moved|shifted|went) (to|sideways|outside|out)",
  "= kneecap has (slid|moved|shifted|popped|gone) (off|out|to|sideways)",
  "= bone (poking|sticking|coming) through the skin",
  "= (poking|sticking) out of the skin",
  "= bone showing",
  "= bone is (literally|actually) (poking|sticking) through",
  "= bone is (poking|sticking) through",
  "= (ankle|wrist) is pointing the wrong way (,|and|i|now)",
  "= (согнута|согнут|согнуто) не там где (надо|нужно)",
  "(нога|рука|голень|предплечье|палец|локоть) (выгнута|выгнут|согнута|согнут|вывернута|вывернут) (обратную|другую|неправильную) сторону",
  "= кость (видно|видна) $",
  "= its (clearly|visibly|totally|completely|obviously) out of place",
  "= see (its|it) (out|sitting) (of|out) place",
  "= see it sitting out of place",
  "= (вывернута|вывернут|согнута|согнут|изогнута|изогнут|торчит) под (странным|неестественным|неправильным|жутким|страшным|диким) углом",
  "= (согнута|согнут|гнется) (там|так) где не",
  "= чашечка (сместилась|съехала|ушла|выскочила)",
  "= (плечо|сустав|колено|локоть|палец|челюсть|чашечка|кость) (явно|точно|совсем|будто|видно) не на месте",
  "= (compound|open) fracture $",
  "= (compound|open) fracture (i|im|maybe|probably|think)",
  "= (bone|bones) (came|come|coming|went|poked|poking) through (the|my|his|her) skin",
  // Out through the skin; not «тазовая кость торчит, когда худею» (a thin body).
  "= кость (торчит|торчат|вылезла|видна|вышла) (из|наружу|сквозь|через)",
  "= кость (торчит|вылезла|видна|наружу) $",
  "= кость (наружу|проткнула)",
  "= кость (торчит|видна) у [а-я]+ (из|сквозь|через)",
  "= кость (из|сквозь|через) [а-я]+ (торчит|торчат|вылезла|видна)",
  "= (нога|ноги|рука|руки|палец|пальцы|колено|коленка|локоть|стопа|ступня|кисть|запястье|лодыжка|плечо|голень|предплечье) смотрит в (обратную|другую|неправильную) сторону $",
  "= (нога|ноги|рука|руки|палец|пальцы|колено|коленка|локоть|стопа|ступня|кисть|запястье|лодыжка|плечо|голень|предплечье) смотрит в (обратную|другую|неправильную) сторону (после|и)",
  "= (нога|ноги|рука|руки|палец|пальцы|колено|коленка|локоть|стопа|ступня|кисть|запястье|лодыжка|плечо|голень|предплечье) (согнута|согнут|согнуто|согнуты|вывернута|вывернут|вывернуто|вывернуты|выгнута|выгнут|выгнуто) в (обратную|другую|неправильную) сторону",
  "= bone through (the|my|his|her) skin",
  // Not "my wrist cracked" (a joint's sound).
  "= (my|his|her|their|friends) (leg|arm|shin|forearm) snapped $",
  "= (my|his|her|their|friends) (leg|arm|shin|forearm) snapped (and|in|like|when|while)",
  "= (торчит|видна|вылезла) кость (из|наружу|сквозь|через)",
  "= (торчит|видна|вылезла) кость $",
  "= (открытый|открытым) перелом*",
  // Seen out of its joint now; a shoulder that "keeps popping out" on dips is an old instability (pain).
  "= (shoulder|kneecap|knee|elbow|finger|jaw|wrist|ankle) (looks|is) out of (place|joint)",
  "= (shoulder|kneecap|knee|elbow|finger|jaw|wrist|ankle) (looks|is) (totally|completely|clearly|visibly|obviously) out of (place|joint)",
  "= (popped|came|slipped|went) out of (its|the) socket",
  "= (плечо|сустав|колено|локоть|палец|челюсть|чашечка|кость) не на месте",
  "= (плечо|сустав|колено|локоть|палец|челюсть|чашечка) (выбито|выбит|выбита|выскочило|выскочил|выскочила)",
  "= (выбито|выбит|выбита|выскочило|выскочил|выскочила) (плечо|сустав|колено|локоть|палец|челюсть|чашечка)",
]);
/** A fall, then no feeling or movement below it: a spine to keep still. */
const fellOnto = signs([
  // Diving into shallow water, or into a tree on skis: the neck until proven not.
  "= (dived|dove|dive|diving) into the shallow",
  "= (ударился|ударилась) шеей",
  "= (в|во) (пояснице|спине|позвоночнике|шее) (хрустнуло|щелкнуло)",
  "= (в|во) (пояснице|спине|позвоночнике|шее) что-то (хрустнуло|щелкнуло)",
  "= (нырнул|нырнула|прыгнул|прыгнула|нырял|ныряла) в (мелкую|мелкое|мелководье)",
  "= onto (my|his|her|their) (back|neck|spine|tailbone)",
  "= (влетел|влетела|врезался|врезалась) в (дерево|столб)",
  "= (crashed|slammed|flew|skied) into a (tree|pole)",
  "= (onto|on|into|in) (my|his|her|their|the) (neck|spine)",
  "= landed (flat|hard|right) on (my|his|her|their) back",
  "= landed on (my|his|her|their) back",
  "= (на|в|по) (шею|шее|позвоночник)",
  "= (упал|упала|рухнул|рухнула) в (ванной|душе)",
  "= (упал|упала|рухнул|рухнула) (на|с) (лестнице|лестницы)",
  "= (колено|ногу|стопу|голеностоп) (вывернуло|вывернул|вывернула)",
  "= (fell|fallen|landed|slipped|came|dropped) (off|from) (the|a|my|his|her) (ladder|rings|box|bar|bars|bike|horse|roof|wall|tree|stairs|steps|trampoline|rack|treadmill|scaffold|rope|swing|stepladder|climbing|monkey|pullup)",
  "= (штанга|гриф) (соскользнула|соскочила|упала|скатилась) (на|с) [а-я]+ , (упал|упала)",
  "= (fell|landed|dropped) (on|onto) (my|his|her|their|the) (back|neck|head|spine|tailbone)",
  "= (fell|fallen) (backwards|down) (the|off|from) (stairs|ladder|steps)",
  "(упал|упала|рухнул|рухнула|свалился|свалилась|грохнулся|грохнулась|сорвался|сорвалась) (стремянки|шведской|колец|турника|лестницы|велосипеда|велика|крыши|дерева|скалодрома|стенки|брусьев)",
  "(упал|упала|рухнул|рухнула|свалился|свалилась|грохнулся|грохнулась|приземлился|приземлилась) (спину|спиной|шею|копчик)",
]);
const numbHands = signs([
  "= (hands|arms) (are|went|feel) (numb|tingling)",
  "= (руки|кисти) (онемели|немеют)",
  "= (hands|arms) (tingling|numb|tingly) and (numb|tingling|tingly)",
  "= (рук|руки|кистей) не (чувствует|чувствую)",
  "= pins and needles (down|in) (both|my|his|her) (arms|hands)",
  "= онемение (в|во) (руках|кистях|ногах)",
]);
const noFeelingBelow = signs([
  "= (их|ноги) почти не (чувствую|чувствует)",
  "= (legs|feet) (are|feel|went|feels) (numb|dead)",
  "= (hands|arms) are (tingling|numb) and (numb|tingling)",
  "= (cant|cannot) really feel (my|his|her|their) (feet|legs|arms|hands)",
  "= (ноги|ступни) (онемели|отнялись)",
  "= руки покалывает и немеют",
  "= не (чувствую|чувствует) (ступни|ступней|ног|рук|стоп)",
  "= (ног|рук|ступней|ноги) не (чувствую|чувствует)",
  "= (ноги|ног) (толком|совсем|вообще) не (чувствую|чувствует)",
  "= (cant|cannot|couldnt) (feel|move) (my|his|her|their) (legs|feet|arms|hands|toes)",
  "= (no|lost) (feeling|sensation) in (my|his|her|their) (legs|feet|arms)",
  "= не (чувствует|чувствую|чувствовал|чувствовала) (ног|рук|ноги|руки|ступней)",
  "= не (может|могу|получается) пошевелить (ногами|руками|ногой)",
  "= (ноги|руки) (не|перестали) (чувствует|чувствую|слушаются|двигаются)",
]);

/** A joint out: "shoulder popped out", «вывихнул плечо»; with the arm hanging or unmoved, an injury now. */
const outOfJoint = signs([
  "= (shoulder|knee|kneecap|elbow|hip|finger|jaw) (popped|came|slipped|went) out",
  "= (shoulder|knee|kneecap|elbow|hip|finger|jaw) (has|just) (popped|came|slipped|gone) out",
  "= shoulder looks (square|sunk|flat)",
  "= (dislocated|dislocate) (my|his|her|their|a|the) (shoulder|elbow|knee|kneecap|hip|finger|jaw)",
  "(вывихнул|вывихнула) (плечо|локоть|колено|палец|челюсть|руку)",
  "(вылетело|выскочило|вылетел|выскочил) (плечо|сустав|колено|локоть)",
]);
const limbHangs = signs([
  "= (cant|cannot|couldnt) (lift|raise|move) (the|my|his|her|their) arm at all",
  "= (cant|cannot|couldnt) (lift|raise) it at all",
  "= (and|,) (i|he|she) (cant|cannot|couldnt) move it $",
  "= (its|it) looks (flat|square|sunk) and",
  "= sitting way lower than the other",
  "= (arm|hand|leg) is (hanging|dangling) (and|,)",
  "= (arm|hand|leg) is just hanging",
  "= (arm|hand|leg) just hanging",
  "= (arm|hand|leg) is hanging (there|limp|loose|down)",
  "= (arm|hand|leg) is hanging $",
  "= (arm|hand|leg) hanging (there|limp|loose|down)",
  "= не (могу|может) (ей|им|рукой|ногой) пошевелить",
  "= не (могу|может) пошевелить (ей|им|рукой|ногой)",
  "= (arm|hand|leg) just hanging (there|limp|loose|down)",
  "= (cant|cannot|couldnt) move it at all",
  "= (рука|нога) (висит|повисла|болтается)",
  "= пошевелить (вообще|совсем|ей|им|рукой|ногой) не (могу|может)",
]);
/** A foot or leg turned out after a fall or a twist («нога вывернута наружу», «стопа смотрит в сторону»). */
const limbTurned = signs([
  "= (нога|стопа|ступня) (вывернута|вывернут|развернута|развернут) (наружу|внутрь)",
  "= (нога|стопа|ступня) смотрит в сторону $",
  "= (голень|нога|стопа|ступня) в сторону смотрит",
]);

/**
 * Urine dark as cola or strong tea told without its name ("went to the toilet and it came out the
 * colour of coke", «в унитазе как будто чай заварили»): muscle breakdown after a hard session.
 * The toilet and the colour both; not a can of Coke Zero nor a shake that looks like cola.
 */
const toiletWord = signs(["toilet|bathroom|loo|restroom|туалет|туалете|унитаз|унитазе|унитазу"]);
/** Urine named, in the colours the general signs do not read ("the colour of black tea", «пописала, а там как кола»). */
const urineWord = signs(["urine|pee|peed|wee|моча|мочи|пописал|пописала"]);
const urineColour = signs([
  "= (colour|color) of (black|dark|strong) tea",
  "= как крепкий чай",
  "= (как|будто) (кола|колы)",
  "= (coke|cola) (colored|coloured)",
]);
const colaColour = signs([
  "= (came|comes) out the (colour|color) of (coke|cola)",
  "= (was|is) (basically|literally|like) (coke|cola) (colored|coloured)",
  "= (was|is|came) like (dark|strong|black) tea",
  "= came out like (dark|strong|black) tea",
  "= там (как|будто) (кола|колы)",
  "= (все|всё) цвета (колы|кока-колы)",
  "= (коричневое|коричневая|темное|темная|черное) как (кола|колы)",
]);

/**
 * A limb bent where it does not bend, after a fall or a crash ("his leg is bent at a really weird
 * angle below the knee", «нога под странным углом»): a fracture to keep still. Not a camera's
 * angle, a bench stuck at a strange angle, nor a foot turned in the splits: the fall is needed.
 */
const fellOrCrashed = signs([
  "fell|slipped|crashed|tripped|bailed|collided",
  "= flew off (the|his|her|my|a)",
  "= came off (his|her|my|the|a)",
  "= went down (hard|badly|on)",
  "упал|упала|упали|падения|падении|сорвался|сорвалась|поскользнулся|поскользнулась|навернулся|навернулась|грохнулся|грохнулась|столкнулись|столкнулся|столкнулась",
]);
const limbBent = signs([
  "(leg|arm|ankle|wrist|knee|finger|foot|forearm|shin|elbow|hand) (weird|wrong|strange|odd|funny|crazy|unnatural) angle",
  "(leg|arm|ankle|wrist|knee|finger|foot|forearm|shin|elbow|hand) (bent|turned|twisted|pointing) wrong way",
  "(leg|arm|ankle|wrist|knee|foot|forearm|shin|elbow) (turned|twisted|pointing) (sideways|backwards)",
  "= (arm|forearm|leg|shin|wrist) (is|looks) bent in the middle",
  "= (arm|forearm|leg|shin|wrist) (bent|curved) like a (banana|fork)",
  "= bone (pushing|poking) (against|at|through) the skin",
  "= (bone|bones) (pushing|poking|sticking) (against|into|at|through) (the|his|her|my) skin",
  "= (нога|ноги|рука|руки|колено|лодыжка|стопа|запястье|палец|голень|кисть|локоть) под (странным|неестественным|диким|непонятным|жутким) углом",
  "= под (странным|неестественным|диким|жутким) углом (нога|рука|колено|лодыжка|стопа|запястье|палец|голень)",
  // Only with a fall: alone, a foot "unnaturally turned" is as often a stretch's.
  "= неестественно (вывернута|вывернут|вывернуто|вывернуло|согнута|согнут|согнуто|согнулась|согнулся|изогнута|изогнут)",
  "= (нога|стопа|ступня|рука|колено|лодыжка|палец|кисть|локоть) (смотрит|повернута|повернут|вывернута|вывернут) не туда",
  "= (согнуто|согнут|согнута) как ступенька",
  "= (выгнуто|выгнута|выгнут|согнуто|согнута|согнут|вывернуто|вывернута|вывернут) не в ту сторону",
  "= (голень|рука|нога|запястье|предплечье) с уступом",
  "= (голень|рука|нога|запястье|предплечье) как будто с уступом",
  "= кость упирается в кожу",
  "= кость (прям|прямо) упирается в кожу",
  "= (лодыжка|стопа|нога|рука|запястье|колено) (вывернута|вывернут|вывернуто) вбок",
  "= (лодыжка|стопа|нога|рука|запястье|колено) (вывернута|вывернут|вывернуто) в сторону",
]);

/**
 * Pills swallowed all at once, by mistake or by a child: the numbers (and the poison centre they
 * reach). Not a course finished («выпила все таблетки магния»), nor glucose tablets eaten on a run.
 */
const overdose = signs([
  "= (took|swallowed|taken|ate|drank) a whole (bottle|pack|packet|box) of (pills|meds|tablets|sleeping|melatonin)",
  "= (took|swallowed|taken|ate|drank) a whole (bottle|pack|packet|box) of (paracetamol|tylenol|ibuprofen|aspirin|painkillers|antidepressants)",
  "= (took|swallowed|taken|ate|drank) a whole (bottle|pack|packet|box) of (his|her|my|their) (pills|meds|tablets|sleeping|melatonin|medication)",
  "= (took|swallowed|ate) all of (his|her|my|their) (pills|meds|tablets|sleeping)",
  "= (выпил|выпила|съел|съела|проглотил|проглотила) (всю|целую) (пачку|упаковку|банку) (таблеток|лекарств|снотворного) $",
  "= (выпил|выпила|съел|съела|проглотил|проглотила) (всю|целую) (пачку|упаковку|банку) (таблеток|лекарств|снотворного) (и|час|только)",
]);

/**
 * What makes not waking an emergency ("drank a ton last night and i cant wake him", «выпил какие-то
 * таблетки и не могу его добудиться», a knock to the head, a fit, odd breathing, blue lips): not a
 * husband who will not get up for a morning run, nor a teenager who sleeps through the alarm.
 */
const wakeDanger = signs([
  "wasted|overdosed|overdose",
  "= (very|really|so|blind|blackout|extremely) drunk",
  "= drank (a|so|way|too) (ton|lot|much)",
  "= drank (a|the) whole (bottle|fifth)",
  "= took something at (a|the) party",
  "= (pill|pills|meds|tablets) (bottle|bottles|packet|pack) (is|was) empty",
  "= empty (pill|pills|meds) (bottle|bottles)",
  "= (took|taken|swallowed) (some|his|her|their|all|too) (pills|meds|tablets|sleeping)",
  "seizure|seizures|seizing|convulsing|convulsions",
  "= (hit|banged|bumped|knocked|smacked|cracked) (his|her|their|the) head",
  "= (gurgling|rattling|snoring|choking) (sounds|noises|noise|sound)",
  "gurgling|gurgles",
  "= breathing (weird|weirdly|strange|strangely|funny|oddly|odd|badly|slowly|shallow|loudly)",
  "= (weird|strange|odd|shallow|slow|noisy) breathing",
  "= (lips|lip|face) (are|is|look|looks|went|turned|turning|going) (blue|bluish|grey|gray|purple)",
  "= (blue|bluish|grey|gray) lips",
  "= (cold|clammy) and (sweaty|wet|clammy)",
  "напился|напилась|перепил|перепила|наглотался|наглоталась",
  "= (много|сильно) (выпил|выпила)",
  "= (выпил|выпила) (какие|таблетки|таблеток|снотворное|снотворного)",
  "= (пустая|пустой) (пачка|упаковка|флакон|баночка)",
  "судороги|судорог|судорогами",
  "= (ударился|ударилась) головой",
  "= дышит (хрипло|странно|тяжело|редко|плохо|шумно)",
  "= дышит с хрипом",
  "= (губы|лицо) (синие|синеватые|посинели|синеют|серые)",
  "синеватые|посинел|посинела|посинели",
  "= (холодный|холодная) и (мокрый|мокрая|липкий|липкая)",
  "= (холодный|холодная) и (весь|вся) (мокрый|мокрая|липкий|липкая)",
  "= (только|лишь) (стонет|хрипит)",
]);

/** Someone else who cannot be woken: not "cant wake up at 6am", nor a watch or a coach "not responding". */
const cantWakeThem = signs([
  "= (cant|cannot|couldnt) wake (him|her|them) $",
  "= (cant|cannot|couldnt) wake (him|her|them) (and|,)",
  "= (cant|cannot|couldnt) wake (him|her|them) up $",
  "= (cant|cannot|couldnt) wake (him|her|them) up (and|,|hes|shes)",
  "= (cant|cannot|couldnt) get (him|her|them) to wake",
  "= (he|she|they|hes|shes|mom|mum|dad|grandma|grandpa|brother|sister|son|daughter|husband|wife|roommate|friend|boyfriend|girlfriend) (wont|isnt|doesnt) (wake|waking) up",
  "= (he|she|they|hes|shes|mom|mum|dad|grandma|grandpa|brother|sister|son|daughter|husband|wife|roommate|friend|boyfriend|girlfriend) (wont|isnt|doesnt) (wake|waking) $",
  "= out and (wont|isnt|doesnt) wake",
  ...cantWakeRu,
  "= не могу (добудиться|разбудить)",
  "= (он|она|брат|сестра|муж|жена|сын|дочь|мама|папа|бабушка|дедушка|друг|подруга|парень) не просыпается",
  "= не просыпается , (трясу|тормошим|тормошу|трясем|зову)",
]);

/** Someone who has collapsed and does not come round: breathing checked, compressions if not. */
const unresponsive = signs([
  "= breathing but (wont|cant|doesnt|isnt) (wake|waking) up $",
  "= breathing but (wont|cant|doesnt|isnt) (respond|responding) $",
  "= (cant|cannot|couldnt) tell if (hes|shes|theyre) breathing $",
  "= (is|lying|found|hes|shes|and|them|him|her|now) unconscious",
  // Not "unresponsive to emails".
  "= (is|was|lying|found|hes|shes|and|seems) unresponsive $",
  "= (is|was|lying|found|hes|shes|and|seems) unresponsive (and|on|now|at|in|after|since|with)",
  // Not "isn't responding to the program", nor "he isn't responding" to a text: with a fall or a
  // collapse in the message (`collapse` and `noResponse` below), or "and isn't responding" alone.
  "= and (isnt|not|wont|doesnt) (responding|respond) $",
  "= and not breathing $",
  "= not moving (and|or) not breathing",
  "= (collapsed|fainted|down) and (his|her|their) lips (are|were|went|turned|turning)",
  "= не (отвечает|реагирует) и не (двигается|шевелится|дышит)",
  "= (лежит|упал|упала) на (полу|земле|дорожке) (и|без) (не|сознания)",
  "= (глаза|глаза) закатились",
  "= (he|she|they|and) (isnt|arent|stopped) breathing",
  "= not breathing (what|help|pls|please|call)",
  "= not breathing now $",
  // "my daughter is not breathing", "she's not breathing": a person's state, at the end of a clause
  // (not "he's not breathing through his nose on the bench").
  "= (is|are|hes|shes|theyre) not breathing $",
  "= isnt breathing $",
  "= (is|are|hes|shes|theyre) not breathing (and|anymore|what|help|pls|please|call)",
  "= isnt breathing (and|anymore|what|help|pls|please|call)",
  "= (doing|giving|started|starting|start|needs) (cpr|compressions)",
  "= out cold $",
  "= out cold on the (floor|ground|mat|gym|track|deck|court)",
  "= out cold and (not|isnt|wont|cant|doesnt)",
  "(man|woman|guy|lady|person|someone|somebody|kid|child|boy|girl|dad|mom|friend|wife|husband|son|daughter|client|member|baby|toddler|infant|newborn|grandson|granddaughter|nephew|niece) stopped breathing",
  "(клиент*|он|она|человек|друг|подруга|муж|жена|сын|дочь|ребенок|мужчина|женщина|парень|девушка|папа|мама|отец|брат|сестра|напарник|тренер|сосед|малыш|малышка|младенец|внук|внучка|дочка|сынок|бабушка|дедушка|дед) (перестал|перестала) дышать",
  "(клиент|клиентка|человек|друг|подруга|муж|жена|сын|дочь|ребенок|мужчина|женщина|парень|девушка|папа|мама|отец|брат|сестра|напарник|тренер|сосед|малыш|малышка|младенец|внук|внучка|дочка|сынок|бабушка|дедушка|дед) не дышит",

  "(fell|collapsed|dropped|fainted|passed|lying) (isnt|not|wont|doesnt) (responding|respond|responsive)",
  "= (лежит|упал|упала|находится) без сознания",
  "= без сознания $",
  "= не приходит в себя",
  "= (упал|упала|лежит|рухнул|рухнула|свалился|свалилась|грохнулся|грохнулась) и не (отвечает|реагирует|двигается|шевелится|приходит|дышит)",
  "= (упал|упала|лежит|рухнул|рухнула|свалился|свалилась) (на|в|во) [а-я]+ и не (отвечает|реагирует|двигается|шевелится|приходит|дышит)",
  "= (упал|упала|рухнул|рухнула) во время [а-я]+ и не (отвечает|реагирует|двигается|шевелится|приходит|дышит)",
  "= не реагирует на (голос|оклик|хлопки|слова|боль|окрики)",
]);

/** The first aid an emergency's answer adds to "call emergency services" (messages `triage_aid_*`). */
export const firstAids = [
  "allergy",
  "asthma",
  "sugar",
  "heat",
  "clot",
  "bleeding",
  "nosebleed",
  "injury",
  "unresponsive",
  "choking",
  "seizure",
  "pregnancy",
  "poison",
  "fumes",
] as const;
export type FirstAid = (typeof firstAids)[number];

/**
 * Emergencies with a cause of their own: one when the message holds a sign of `alone`, or a sign
 * of each of `both` (in any of its sentences, read in one way: the words as written, or Russian
 * typed in Latin letters); `aid` is the first aid its answer adds, if any.
 */
/**
 * Which of a message's sentences a cause reads (triage.ts): all of them; `live`, not those telling
 * a poisoning as over or a pet's; `fits` and `airway`, not those telling it as over either, nor a
 * cramp or tantrum (seizures) or a figure of speech (choking); `expecting`, not a question about
 * a pregnancy's signs, a past pregnancy or a training block's weeks; `young`, as `live` and not
 * those naming a teenager's age (a pre-workout is a small child's danger).
 */
export type Reading = "all" | "live" | "fits" | "airway" | "expecting" | "young" | "recent";
const readIn = <T extends object>(read: Reading, causes: readonly T[]) => causes.map((cause) => ({ ...cause, read }));

export const emergencyCauses: readonly {
  aid: FirstAid | null;
  alone: Sign[];
  both?: readonly [Sign[], Sign[]];
  /** Mostly a child's: the answer speaks to whoever is with the child a message names. */
  child?: true;
  /** With `child`: the member telling of their own body ("I fell off the ladder"), whoever else is named. */
  own?: Sign[];
  read?: Reading;
}[] = [
  { aid: "allergy", alone: anaphylaxis, both: [allergy, airway] },
  { aid: "allergy", alone: [], both: [faceSwelling, airwayTrouble] },
  { aid: "asthma", alone: inhalerFails, both: [asthma, asthmaAttack] },
  { aid: "asthma", alone: [], both: [inhalerWord, notHelping] },
  { aid: "asthma", alone: [], both: [inhalerEmpty, [...asthmaAttack, ...struggling]] },
  { aid: "sugar", alone: sugarOffScale, both: [diabetes, diabeticDanger] },
  { aid: "sugar", alone: [], both: [highSugar, sickOrThirsty] },
  { aid: "sugar", alone: [], both: [sugarLow, lowConfused] },
  { aid: "sugar", alone: [], both: [typeOne, signs(vomiting)] },
  { aid: "heat", alone: [], both: [heat, heatDanger] },
  { aid: "clot", alone: [], both: [clotLeg, clotCause] },
  { aid: null, alone: [], both: [tripOrSurgery, breathGoneAtRest] },
  { aid: null, alone: [], both: [armWeak, speechOff] },
  // A seizure first: no one convulsing is helped by back blows or compressions ("seizing and
  // choking on saliva" is the seizure's first aid: on the side once it stops).
  ...readIn("fits", seizureCauses),
  // Choking before "not responding": a child who "doesn't breathe" after choking needs back blows first.
  ...readIn("airway", chokingCauses),
  { aid: "unresponsive", alone: unresponsive, both: [collapse, noResponse] },
  // An open fracture bleeds too: its first aid (keep it still, cover it) comes before pressing on it.
  { aid: "injury", alone: brokenOrOut },
  { aid: "injury", alone: [], both: [fellOnto, noFeelingBelow] },
  // A fall or a blow to the neck, then numb hands: read where it is not told as over.
  { aid: "injury", alone: [], both: [fellOnto, numbHands], read: "recent" },
  { aid: "injury", alone: [], both: [outOfJoint, limbHangs] },
  { aid: "injury", alone: [], both: [fellOnto, limbTurned] },
  { aid: "injury", alone: [], both: [fellOrCrashed, limbBent], read: "recent" },
  { aid: null, alone: [], both: [toiletWord, colaColour] },
  { aid: null, alone: [], both: [urineWord, urineColour] },
  // A nose that will not stop bleeding: pinch it and lean forward (NHS), rather than press on a wound.
  { aid: "nosebleed", alone: [], both: [nose, [...bleeding, ...wontStop, ...longBleed, ...noseNotStopping]] },
  // Bleeding in pregnancy is the maternity team's, not a wound to press on.
  ...readIn("expecting", pregnancyCauses),
  { aid: "bleeding", alone: bleeding, both: [bloodWord, wontStop] },
  { aid: "bleeding", alone: [], both: [muchBlood, cutNamed] },
  { aid: "bleeding", alone: [], both: [cutNamed, soakedThrough] },
  ...readIn("live", poisonCauses),
  // After the poisonings (what was swallowed keeps its first aid): not waking, with what makes it dangerous.
  { aid: "unresponsive", alone: [], both: [wakeDanger, cantWakeThem] },
  ...readIn("recent", fumesCauses),
  ...readIn("young", preWorkoutCauses),
  // After a wound and the poisonings ("drank bleach and is vomiting blood" keeps the poison's first aid).
  { aid: null, alone: bloodFromWithin },
  // After the poisonings: "drank bleach, passed out and hit his head" needs the poison's first aid.
  // A child named who fell ("my toddler fell off the top bunk, unconscious"): the one beside them.
  { aid: null, alone: knockedOut, both: [headKnock, headDanger], child: true, own: memberFell },
  { aid: null, alone: overdose },
  { aid: null, alone: [], both: [headache, thunderclap] },
  // A rash that does not fade under a glass (meningitis, sepsis), and a child with a fever who
  // is floppy or does not respond: the numbers, not a coach's answer; the child's when one is named.
  { aid: null, alone: [], both: [rash, notFading], child: true },
  { aid: null, alone: [], both: [fever, floppy], child: true },
];
