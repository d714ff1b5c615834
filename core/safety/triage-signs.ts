// The words of the red flags, in English and Russian, written as signs (see triage-text.ts):
// `*` is any ending, "= " a fixed phrase, `$` the end of the sentence. Both languages are always
// read: a member may write in either whatever the screen's language.
import { sign, type Sign } from "./triage-text";

const signs = (list: readonly string[]): Sign[] => list.map(sign);

/** Russian pain words: «бол(ь|и|ит|ят|ело…)», never «больше», «большой», «болгарские». */
const ruPain =
  "боль|боли|болит|болят|болело|болела|болел|болели|болью|болям|болями|болях|болей|болевой|болевые|болевая|болевых|больно|болезненн*";
/**
 * Pain that has just begun: «заболело в груди», «разболелось колено». Only beside a body part:
 * alone, «я заболел» is "I fell ill".
 */
const ruPainOnset = "заболел*|заболит|заболят|разболел*|разболит*|разболят*";

const chest = "(chest|груд(ь|и|ью)|грудин(а|у|ы|е|ой))";
/** Pain, pressure, tightness or burning: a symptom even beside gym words ("chest and back pain"). */
const chestSymptom = `pain*|hurt*|ache|aches|aching|pressure|tight|tightness|heaviness|discomfort|burning|killing|${ruPain}|${ruPainOnset}|давит|давило|давящ*|давлени*|сдавлива*|сдавил*|сжима*|сжат*|сжало|тяжест*|колет|кольнуло|жжет|жжени*|печет|пекло|жмет|жмут|ломит|ломило|ноет|давила|давил|щемит|щемило|щемящ*`;
/** A chest word and a word of pain, pressure or tightness, in any order: "pressure in my chest", «давит в груди». */
const chestFeeling = `(heavy|squeez*|crush*|${chestSymptom})`;

/** «грудная клетка» in any case: грудной клетке, грудную клетку (never the chest muscles, «грудные мышцы»). */
const ribCage = "грудн(ая|ой|ую|ою) клетк(а|е|у|и|ой|ою)";

/** Call emergency services now. */
export const emergencySigns = signs([
  `${chest} ${chestFeeling}`,
  `${ribCage} ${chestFeeling}`,
  "= за грудиной",
  // «тяжело» alone is a hard set («тяжело даётся жим на грудь»): only as a phrase.
  "= тяжело в (груди|грудине)",
  "= в груди тяжело",
  "= angina",
  `(heart|сердце|сердц*) (pain*|hurt*|ache|aches|aching|${ruPain}|${ruPainOnset}|колет|кольнуло|щемит|сжима*|прихват*|давит|давило|давила|давящ*|ноет|ныло|squeez*|crush*)`,
  "= having a heart attack",
  "= having a stroke",
  // "feels like a heart attack", "am I having a heart attack", not "my dad had a heart attack".
  "= (like|maybe|think|probably|its|im|am) a heart attack",
  "= (like|maybe|think|probably|its|im|am) having a heart attack",
  "= (sitting|sits|sat|standing|stands) on my chest",
  "(chest|груд(ь|и|ью)) (being|getting) (crushed|squeezed)",
  "= груд(ь|и) горит огнем",
  "= (в|за) (груди|грудиной) (горит|печет|жжет)",
  "(сердце|сердц*) (сдавил*|сжало)",
  "= (меня|кажется|похоже|наверное) (инфаркт|инсульт)",
  // Now, not a past one: «у меня сердечный приступ», not «сердечный приступ был 5 лет назад».
  "= (меня|кажется|похоже|наверное) сердечн* приступ* $",
  "= сердечн* приступ* (сейчас|начинается|начался)",
  "palpitat*|palps",
  "= irregular (heartbeat|heart)",
  "= heart (skipping|skips|skipped|flutter*)",
  "= heart (skipping|skips|skipped) (beats|a)",
  "= перебои (в|с) сердц*",
  "аритми*",
  // Fainting.
  "faint|fainted|fainting|fainted",
  "= (feel|felt|feeling|almost|nearly) faint",
  "= pass* out",
  "= black* out",
  "(lost|losing|lose|loss) consciousness",
  "= collapsed",
  "= (nearly|almost) collaps*",
  "= (about|going) to collapse",
  "= (i|im) (collapse|collapsing)",
  "обморок*",
  // «вырубился в зале», «отключилась на тренировке»: fainting in the member's words (not sleep at home).
  "(вырубил*|вырубает|вырубало|отключил(ся|ась|ись)|отключаюсь|отрубил*) (зале|тренировк*|подход*|жим*|приседани*|становой|беговой|дорожке|пробежк*|кардио)",
  "= woke up on the (floor|ground)",
  "= (очнулся|очнулась) на (полу|земле|дорожке)",
  "= (almost|nearly) went down",
  "предобморочн*",
  // Russian word order is free: «сознание потеряла», «в глазах темнеет».
  "(потерял|потеряла|теряю|терял|теряла|потеряю|теряет|потерять|потеря|потерю|потерей) сознани*",
  "(темнеет|потемнело|темнело|потемнеет|темнеют|темно|потемнение|потемнения) (глазах|глазами)",
  "= (vision|sight|everything) (went|goes|going|turned|turns|turning) (dark|black|grey|gray)",
  // Sudden numbness, weakness, speech or face: a stroke's signs.
  "(numb|numbness) (sudden*|face|side|speech|weak*)",
  "= sudden* weak*",
  // One arm, leg or side numb or weak, or the words coming out wrong: a stroke's signs on their own.
  "= (left|right|one) (arm|hand|leg|side) (went|goes|going|gone|is|feels|felt|turned|got) (numb|weak|dead|limp)",
  "= (left|right|one) (arm|hand|leg|side) (suddenly|just) (went|goes|is|feels|felt|turned|got) (numb|weak|dead|limp)",
  "= (cant|cannot|couldnt) feel my (left|right) (arm|hand|leg|side)",
  "= (cant|cannot|couldnt) feel (my|the) (face|arm|hand) (suddenly|anymore)",
  "= lost (the|all) feeling in my (left|right) (arm|hand|leg|side)",
  "= lost feeling in my (left|right) (arm|hand|leg|side)",
  "= (my|the) (left|right) (arm|hand|leg|side) (is|went|feels|felt|got) (weak|numb)",
  "= (arm|hand|leg|side) (is|went|feels|felt|got) (weak|numb) and (my|i)",
  "= (words|speech) (come|came|coming|comes) out (wrong|weird|jumbled|garbled)",
  "= (cant|cannot|couldnt) (get|find) (my|the) words out",
  "= (онемела|немеет|онемели|немеют|отнялась|отнимается|ослабела|обмякла) (левая|правая) (рука|нога|сторона|половина)",
  "= (левая|правая) (рука|нога|сторона|половина) (онемела|немеет|отнялась|отнимается|ослабела|обмякла)",
  "= (левая|правая) (рука|нога) (вдруг|резко|внезапно) (онемела|немеет|отнялась|ослабела)",
  "= (онемела|немеет) (левая|правая) рука",
  "= не чувствую (левую|правую) (руку|ногу|сторону|половину)",
  // One arm, one leg or the tongue (both arms giving out after a hard set is fatigue).
  "= (рука|нога|язык) не слушается",
  "= рука и нога не (слушаются|слушается)",
  "= (слова|речь) (путаются|путается)",
  "= (cant|cannot|couldnt) (lift|move|raise) my (left|right) (arm|hand|leg)",
  "= (cant|cannot|couldnt) (speak|talk) (properly|right|clearly|normally)",
  "= (arm|hand) and leg on the (left|right|same)",
  "= не могу (поднять|пошевелить) (левую|правую) (руку|ногу)",
  "= (рука|нога) повисла",
  "= (пол|половина) лица не (двигается|шевелится|слушается)",
  "(невнятн*|нечетк*) говор*",
  "= путаю слова",
  "(slurred|slurring) (speech|words|talking)",
  "(face|mouth|smile) droop*",
  "(онемел*|немеет|немеют|онемени*|онемеет) (внезапн*|резк*|вдруг|лиц*|сторон*|половин*|реч*|слабост*)",
  "= (внезапн*|резк*) слабост*",
  // An arm, a side or the face that stops obeying («ноги отнялись» after squats is a figure of speech).
  "(отнялась|отнялись|отнялось|отнимается|отнимаются) (рука|руки|руку|сторона|половина|лицо|язык|речь)",
  // An arm and a leg gone numb or weak together (one side of the body).
  "(рука|руки|руку) (нога|ноги|ногу) (онемел*|немеет|немеют|онемени*|ослабел*|слабеют)",
  "(невнятн*|нечетк*) реч*",
  "заплета* язык*",
  "(перекосил*|перекошен*) (лицо|лица|рот|рта)",
  // Severe headache.
  "(severe|sudden|worst|splitting|terrible|excruciating|thunderclap) headache*",
  `(сильн*|резк*|внезапн*|невыносим*|адск*|дик*) головн* (${ruPain})`,
  "(адски|дико|резко|внезапно) голов(а|у) (болит|заболела|разболелась)",
  "= head (explode|exploding|exploded)",
  "= head (is|was) gonna explode",
  "= head (is|was) going to explode",
  "= head feels like (its|it) (gonna|going)",
  "раскалыва* голов*",
  // Heat illness.
  "= heat (stroke|exhaustion)",
  "heatstroke",
  "= stopped sweating",
  "overheated",
  "= (тепловой|тепловым|солнечный|солнечным) удар*",
  "перегрел*",
  "= not sweating anymore",
  "= (перестал|перестала) потеть",
  "= (hot|dizzy|sick) and confused",
  "= путаюсь в мыслях",
  // Muscle breakdown after a hard session (dark, cola-coloured urine).
  "(dark|brown|cola) (urine|pee)",
  "(темн(ая|ой|ую|ые)|коричнев*|бур(ая|ой|ую)) моч(а|и|у|ой)",
  "= моча цвета колы",
  "= (urine|pee) (looks|look|is|was) like (tea|coke|cola|coffee)",
  "= (vision|sight|eyes) (went|goes|going|got|is|turned) (blurry|blurred|dark|black)",
  "seizure*",
  "= (приступ|припадок) (эпилепси*|судорог*)",
  "= судорожн* (припад*|приступ*)",
  "= (shaking|jerking|convulsing|twitching) on the floor",
  "convuls*",
  "конвульси*",
  "(трясло|трясет|колотило) полу",
  "cough* blood",
  "= кашля* кровью",
  "= (сильн*|учащенн*|бешен*) сердцебиени*",
]);

/** A racing heart rate or pulse: "my heart rate is racing", «пульс 180 в покое». */
const racingRate =
  "(rate|pulse|пульс|пульса|пульсом) (racing|races|raced|pounding|hammering|spiking|spiked|skyrocket*|high|higher|зашкалива*|скачет|частит|бешен*|учащен*|высок*|1[2-9][0-9]|2[0-9][0-9])";

/**
 * Signs that call for emergency services only together, anywhere in the message: a racing
 * heart with dizziness, a numb or aching left arm with jaw or chest pain (a heart attack's
 * signs). Either alone is often ordinary after hard effort.
 */
export const racingHeartSigns = signs([
  "(heart|сердце|сердц*) (racing|races|raced|pounding|pounds|hammering|колотится|колотилось|выпрыгивает|бешено|стучит)",
  "= heart (was|is|went|goes|going) (crazy|nuts|wild|insane)",
  "= heart (going|went) (crazy|nuts|wild|insane)",
  "= heart (was|is) going (crazy|nuts|wild|insane)",
  "= heart (beating|pounding|racing|going) like crazy",
  "= (started|starts|keeps|kept) (pounding|racing|hammering)",
  "заколотил*",
  "= забилось (бешено|быстро|часто|сильно)",
  "(сердце|сердечко) (шалит|шалило|скачет|прыгает|трепыхается)",
  "= heart (skipped|skipping|skips) (beats|a)",
  "(heart|сердце|сердц*) (beating|beats|бьется|билось) (fast|quickly|rapidly|быстро|часто)",
  racingRate,
  "сердцебиени*",
]);
export const dizzySigns = signs([
  "dizzy|dizziness|lightheaded",
  "= light headed",
  "= (room|head) (spinning|spins)",
  "(room|head) (spinning|spins|spun)",
  "шатает|шатало|пошатывает",
  "= (blurry|blurred) vision",
  "= (vision|sight|eyes) (went|goes|going|got|is|was|turned) (blurry|blurred|fuzzy)",
  "= seeing stars",
  "= had to sit down",
  "= (потемнело|темнеет|плывет|поплыло|мутнеет) (в|перед) глаз*",
  "= (в|перед) глазах (темнеет|потемнело|плывет|поплыло|мутнеет)",
  "(кружится|закружилась|кружилась|закружится) голов*",
  "головокружени*",
]);
export const leftArmSigns = signs([
  "= left arm (numb|numbness|tingling|pain|hurts|aches|aching|heavy)",
  "= left arm (is|keeps) (tingling|aching|hurting)",
  "= left arm (went|goes|going|gone|is|feels|feel|felt) (numb|tingly|heavy|weak)",
  "(левая|левой|левую) рук* (немеет|онемела|онемени*|немела|колет|покалыва*|болит|ноет)",
  "(немеет|онемела) (левая|левой|левую) рук*",
]);
export const jawSigns = signs([
  `(jaw|челюст*) (pain*|hurt*|ache|aches|aching|numb|numbness|tingl*|${ruPain}|ноет|сводит|немеет|немеют|онемел*|онемени*)`,
  // "my jaw and left arm went numb": the feeling is both's, past the loose signs' reach.
  "= jaw and (left|my) arm (went|gone|are|feel|feels|felt) (numb|tingly)",
]);

/** Words of wanting to die or to harm oneself: the emergency answer, never a training tip. */
export const selfHarmSigns = signs([
  "= (kill|killing|harm|harming) myself",
  "= (end|ending) (my|it) (life|all)",
  "= (want|wanna|going) to die",
  "= (dont|not) want to be alive",
  "= (dont|not) want to live",
  "suicidal",
  "= (commit*|attempt*) suicide",
  "= self (harm|harming|harmed)",
  "= (want|wanna|going|trying) to (hurt|cut|harm) myself",
  "= (been|keep|kept|started|start) (cutting|hurting|harming) myself",
  "= (hurt|hurting|cut|cutting) myself on purpose",
  "= wish (i|id) (was|were) dead",
  "= (wish|wishing) i (could|would) die",
  "= (tired|sick) of (living|life) $",
  "= (sleep|asleep) and never wake up",
  "= wish (i|id) had died",
  "= wish (i|id) (was|were) never born",
  "= wish (i|id) had never been born",
  "= better off dead",
  "= (rather|sooner) be dead",
  "= (no|nothing) (reason|left) to live",
  "= nothing to live for",
  // "I want to end it", at the end of a clause (not "end it with a cooldown").
  "= (want|wanna|going|gonna) to end it $",
  "= point (of|in) living",
  "= see (the|a|any) point (of|in) (living|life)",
  "= better off without me",
  "= (to|gonna|wanna|will|should|might) kms",
  "= (want|wanna) to (unalive|disappear) $",
  "unalive*",
  "= (хочу|хочется) исчезнуть",
  "= (устал|устала|устали) от жизни",
  "= зачем я живу",
  "= зачем я вообще живу",
  "= зачем мне жить",
  "= не вижу смысла $",
  "= не вижу (больше|уже|никакого) смысла $",
  "= (никакого|нет) смысла жить",
  "= (никакого|нет) смысла в жизни",
  "= (режу|резала|резал|порезала|порезал) (руки|вены|запястья|запястье|ноги|бедра)",
  "= (dont|not) want to be here anymore",
  "= (dont|not) want to be here $",
  "= (well|just|to) not exist",
  "= (cut|cutting|slit|slitting) my (wrists|veins)",
  "= (burn|burning|burned|burnt) myself with a (lighter|cigarette)",
  "= (hit|hitting|punch|punching|burn|burning|burned|burnt) myself (when|if|because|on)",
  "= off myself",
  "= (tried|try|trying|want|wanna|going|gonna) to overdose",
  "= (want|wanna) to disappear forever",
  "= (care|notice) if i (died|disappeared)",
  "= (isnt|not) worth living",
  "= (want|wanna) to sleep forever",
  "= (jump|jumping|jumped) off (a|the) (bridge|roof|building|balcony)",
  "= не (хочу|хочется) просыпаться",
  "= не (хочу|хочется) (больше|уже|вообще) просыпаться",
  "= жить незачем",
  "= незачем жить",
  "= (режу|резала|резал|порезала|порезал) себе (руки|вены|запястья|ноги|бедра)",
  "повеситься|повешусь|повесилась|повесился",
  "= в петлю (лезь|лезть|залезть|полезу)",
  "= лучше бы меня не было",
  "(наглотал*|наглотаюсь|наглотаться) таблет*",
  "= (выпью|выпить|выпила|выпил) все таблетки",
  "= (бью|била|бил|избиваю) себя",
  "= мысли о смерти",
  "= (прыгнуть|спрыгнуть|сброситься|броситься) с (крыши|моста|балкона|окна)",
  "= (хочу|хочется|хотела|хотел) (умереть|сдохнуть|покончить)",
  "= (умереть|сдохнуть) (хочу|хочется)",
  "= не (хочу|хочется|хотелось) жить",
  "= не (хочу|хочется|хотелось) (больше|уже|совсем|вообще) жить",
  "= жить не (хочу|хочется|хотелось)",
  "= жить (больше|уже|совсем|вообще) не (хочу|хочется|хотелось)",
  "= лучше бы (я|мне) (умер|умерла|умереть|сдохнуть)",
  "= (покончить|покончу|покончила|покончил) с собой",
  "= (убить|убью) себя",
  "= себя (убить|убью)",
  "самоубийств(о|а|е|у|ом)",
  "самоповрежд*",
  "= (режу|резала|резал|порезала|порезал|порезать|порежу) себя",
  "= себя (режу|резать|порезать|порежу)",
  "= (наношу|наносила|наносил|нанести|нанесла|нанес) себе (порезы|раны|увечья|повреждения|вред)",
  "= (причиняю|причинить|причиняла|причинял|причинила|причинил) себе (боль|вред)",
  // At the end of a clause: «лучше умереть, чем так жить», not «лучше умереть со штангой».
  "= лучше (умереть|сдохнуть) $",
  // Not «надоело жить на дефиците».
  "= (надоело|устал|устала|устали) жить $",
  "= (уснуть|заснуть) и не проснуться",
  "суицид*",
  "= не вижу смысла жить",
  "= нет смысла жить",
]);

/**
 * Breathlessness in the member's own words (being "out of breath" after a sprint is ordinary).
 * Asked about in general around hard intervals ("is shortness of breath normal in
 * HIIT?"): the training answer, not an emergency, unless another sign is there too.
 */
export const breathSigns = signs([
  "= short of breath",
  "= shortness of breath",
  "breathless*",
  "= (cant|cannot|couldnt) (breathe|breath)",
  "= can not (breathe|breath)",
  "= (can|could|cant) (barely|hardly) (breathe|breath)",
  "= (barely|hardly) (breathing|breathe)",
  "= (cant|cannot|couldnt) get (enough|any) air",
  "= (hard|difficult) to breathe",
  "= (trouble|difficulty|struggling|struggle) (breathing|breathe)",
  "= (struggling|struggle) to breathe",
  "= gasping for (air|breath)",
  "= (struggling|struggle|hard|difficult|trouble) to breath",
  "задышк*",
  "= не хвата* дыхани*",
  "suffocat*",
  "= (cant|cannot|couldnt) get air",
  "= воздух* не хвата*",
  "= (дышу|дышать|дышится) с трудом",
  "= не продохнуть",
  "= не могу вздохнуть",
  "одышк*",
  "задыха*",
  "задохнул*",
  "= не могу (дышать|вдохнуть|отдышаться)",
  "= не (могла|мог|могу|получается|получилось|удается|удавалось) (дышать|вдохнуть|продышаться)",
  "= не (могу|могла|мог|получается|удается) сделать вдох",
  "= (дышать|вдохнуть) не (могу|могла|мог|получается)",
  "= (cant|cannot|couldnt) catch (my|a|the) breath",
  "= не могу (нормально|толком|полностью|глубоко|свободно|спокойно) (дышать|вдохнуть)",
  "= (нечем|трудно|тяжело|больно) (дышать|вдохнуть)",
  "= (дышать|вдохнуть) (нечем|трудно|тяжело|больно)",
  "= еле (дышу|дышать)",
  "= не хвата* воздух*",
  "= нехватк* воздух*",
]);
export const normalHardEffort = signs([
  "(normal|normally|нормальн*|нормально) (hiit|interval*|sprint*|tabata|интервал*|спринт*|табат*|вит)",
]);

/** Eating-disorder signs (a stated daily intake under the threshold is read in triage.ts). */
export const eatingDisorderSigns = signs([
  "= (not|barely|hardly) eating $",
  "= (not|barely|hardly) eating (anything|at|much|for|since)",
  "= (stopped|stop|quit) eating $",
  "= (stopped|quit) eating (anything|altogether|completely|entirely|for|to)",
  "= (dont|didnt|cant) eat anything",
  "= (dont|didnt|cant) eat at all",
  "= (barely|hardly) (eat|ate|eating)",
  "= (eat|ate|eating) almost nothing",
  "= (eat|ate|eating) next to nothing",
  "= (havent|not|hasnt) eaten (in|for|since)",
  "= (havent|not|hasnt|didnt) (eaten|eat) anything (in|for)",
  "= skip* (all|most) (my|of) meals",
  "= skip* (all|most) meals",
  "= skipping meals to",
  "= starv* (myself|to)",
  "= (make|made|making) myself (throw|vomit|sick|puke)",
  "(throw*|threw|vomit*|puke*|puking|purg*) (eat*|meal*|food|dinner|lunch|breakfast)",
  "purging",
  // "purge" as what a member does, never what they do to files: "I purge every night", not "I purged my old files".
  "= (purge|purged|purges) (every|each) (night|day|evening|morning|time|meal|weekend|week)",
  "= (purge|purged|purges) (again|daily|nightly|regularly|often|sometimes|afterwards)",
  "= (i|me) (purge|purged) $",
  "laxativ*",
  "diuretic*",
  "bulimi*",
  "anorexi*",
  // "binge" needs food or a bare "I binge": a series binged on Netflix is not food.
  "(binge|binges|binged|binging|bingeing) (eat|eats|eating|ate|food|snack*|sweets|junk|sugar|carbs|chocolate|pizza|cookies|chips)",
  "= (binge|binges|binged|binging|bingeing) $",
  "= (binge|binges|binged|binging|bingeing) (every|each|at|then|and|again|daily|most)",
  "= (cant|cannot) stop eating",
  "= can not stop eating",
  "(lose|losing|lost) control (food|eating|eat)",
  "(eat|eating|ate) until sick",
  "(afraid|scared|terrified|fear|frightened) (food|eating|eat)",
  "(guilty|guilt|ashamed) (eating|eat|ate|meals|meal|food)",
  "= eating disorder*",
  "= chew and spit",
  "= (eat|eating|ate) once every (two|three|four|2|3|4|few|couple|other) days",
  "= (eat|eating) every (two|three|2|3|other) days",
  "= only (drink|drinking|have|having) water",
  "= (only|just) (water|coffee) (all|the|and) (day|whole|coffee|water)",
  "dulcolax|senokot|bisacodyl|senna|exlax",
  "= ex lax",
  "= water pills",
  "= (diet|slimming) (pills|tea|teas)",
  "= only (eat|eating|ate) (an|one|1) (apple|orange|banana|yogurt|egg)",
  "= (ate|eat|eaten|eating) (like|basically|literally|practically) nothing",
  // Not "ate nothing but chicken and rice".
  "= (ate|eaten) nothing $",
  "= (ate|eaten) nothing (today|all|since|for|yesterday|in|at|and)",
  "= eat nothing (all|till|until)",
  "= (dont|not|didnt|wont) eat for (days|[2-9]|two|three|several)",
  "= (every|each) binge",
  "= after (a|every|each|the|my) binge",
  "= binge the whole",
  "= (until|till) i (burn|burned|work) it",
  "= (meal|meals) every (two|three|2|3|few|other) days",
  "= ana (mode|coach|buddy|tips|diet)",
  "(spit|spitting|spat) (food|chewing|chewed)",
  "= (fast|fasting|fasted) for a (week|month)",
  "(afraid|scared|terrified|fear|frightened) (carbs|calories)",
  "= (living|surviving) on (water|gum|air)",
  "= coffee and gum",
  // Days without food, as «голодаю 5 дней»: "fasting for 5 days", "a 5 day fast".
  "= (fasting|fasted) for ([2-9]|[1-9][0-9]|two|three|four|five|six|seven|eight|nine|ten|several|multiple|many) days",
  "= ([2-9]|[1-9][0-9]|two|three|four|five|six|seven|eight|nine|ten) (day|days) (fast|fasts|fasting)",
  // Russian.
  "= не ем $",
  "= (ничего|почти|практически|вообще|совсем) не (ем|ела|ел|ем)",
  "= не (ем|ела|ел) (ничего|совсем|вообще|днями|сутками|целыми|уже|несколько|два|три|по|[2-9]|1[0-9])",
  "= только (вода|воду|водой|кофе|чай) (и|весь|целый)",
  "= (пью|пила|пил) только (воду|кофе|чай) (весь|целый|целыми|днями|сутками|неделю)",
  "= (перестал|перестала|перестаю) (есть|кушать)",
  "= отказываюсь от еды",
  "голодаю|голодала|голодал|голодаем|голодовк*",
  "= мор* себя голодом",
  "(вызыва*|вызвала|вызвал) рвот*",
  "= два пальца в рот",
  "выблев*|проблев*|наблев*|выблевыва*",
  "= (ем|ела|съедаю) (одно|1) (яблоко|яйцо|огурец)",
  "= (сую|сунуть|засовываю|засунуть) (два|2) пальца",
  "= голодать (три|два|[2-9]|несколько|неделю|сутками)",
  "= не (ем|ела|ел) (со|с) (вчерашнего|вчера|позавчера*)",
  "= не (кушаю|кушала|кушал) (ничего|совсем|вообще|целый|весь|уже|несколько|днями)",
  "= на (одной|1) воде",
  "(избавля*|избавилась) (еды|едой|съеденн*)",
  "= (ем|ела|кушаю) (раз|1) в (два|три|2|3|несколько) (дня|дней)",
  "зажор*",
  "= (чтобы|чтоб) отработать $",
  "(рвот*|вырвать|вырвало|рвет|рвало|стошнит*|стошнило|блев*|блюю|блюет|проблева*|наблева*) (еды|едой|еду|съеденн*|поесть|поела|поел|ужина|обеда|завтрака|пищи)",
  "слабительн*",
  "мочегонн*",
  "булими*",
  "анорекси*",
  "переедаю|переедание|переедания|переела|переел|обжорств*|объедаюсь|обжираюсь",
  // One slip from a diet is ordinary; breaking down onto food again and again is the sign.
  "(срываюсь|срывы|срывов|сорвалась|сорвался) (объеда*|обжира*|наеда*|жрать|жру|сладк*|мучн*|еду|едой|ем)",
  "(остановит*|остановиться|перестать) (есть|ем|еде|еды|жрать|кушать)",
  "= не (могу|может) (остановит*|перестать) (есть|жрать|кушать)",
  "(боюсь|бояться|страх*) (есть|еды|еду|едой|поесть|кушать)",
  "(виноват*|вины|вину|стыдно|стыжусь) (еды|еду|едой|съеденн*|поел*|поесть|ем|ела|ел|есть)",
  "рпп",
  "= расстройств* пищев* поведени*",
  "= жую и выплевываю",
]);

/**
 * Words that look like a sign but are training talk: "chest press", «жим груди», "heart rate",
 * "hurt my gains", "no pain, no gain", "how to avoid injury". They are set aside before reading.
 */
export const notSigns = signs([
  "= chest (day|days|press|presses|fly|flys|flies|workout|workouts|exercise|exercises|muscles|muscle|training|dip|dips|stretch)",
  "= chest and (triceps|tris|back|shoulders|biceps|arms) (day|days|workout|workouts|split|splits|session|sessions|superset|supersets|training|routine|program|exercise|exercises)",
  "= (for|train|trained|training|build|hit|hitting|did|doing|worked|working) chest",
  "= (for|train|trained|training|build|hit|hitting|did|doing|worked|working) my chest",
  "= (fat|calorie|calories) burning",
  "= (burn|burns|burning) (chest|belly|back|arm|arms) fat",
  "= intermittent (fasting|fast)",
  "= (hurt|hurts|hurting|kill|kills) (gains|progress|results|performance|recovery|metabolism|strength)",
  "= (hurt|hurts|hurting|kill|kills) my (gains|progress|results|performance|recovery|metabolism|strength)",
  "= no pain no gain",
  "= no pain , no gain",
  "= growing pains",
  "= (avoid|prevent|preventing|avoiding|reduce|reducing|minimize) injur*",
  "= (avoid|prevent|preventing|avoiding|reduce|reducing|minimize) (pain|soreness)",
  "= (avoid|prevent|preventing|avoiding|reduce|reducing|minimize) (back|knee|knees|shoulder|wrist|neck|hip|elbow|joint) (pain|injuries|injury)",
  "= (avoid|prevent|preventing|avoiding|reduce|reducing|minimize) lower back (pain|injuries|injury)",
  // Muscles sore after training: ordinary soreness, not an injury (a joint that hurts still is).
  "= (legs|muscles|arms|glutes|quads|hamstrings|calves|abs|body|lats|pecs) (ache|aches|aching|hurt|hurts|are) (after|sore)",
  "= (мышцы|ноги|руки|ягодицы|пресс|тело|квадрицепсы) (болят|ноют|болит|ноет) после",
  "= (болят|ноют) (мышцы|ноги|руки|ягодицы) после",
  // Coaching cues and general questions: "squeeze your chest at the top", "does cardio hurt your heart?".
  "= (squeeze|squeezing|tighten|tightening|flex|flexing|brace|bracing) (my|your|the) (chest|pecs)",
  "= (keep|keeping) (my|your|the) chest (tight|up|high|proud)",
  "= (сжимать|сжимай|сжимаю|сводить|своди|напрягать|напрягай|напрягаю) (грудь|грудные)",
  "= (hurt|hurts|harm|harms|damage|damages) (my|your|the) heart",
  "= (вредно|вредит|вредят) сердц*",
  "= (вредно|вредит|вредят) для сердц*",
  "= (black|blackout) out (curtain*|blind*|shade*)",
  "= blackout (curtain*|blind*|shade*)",
  "= (avoid|prevent|preventing|avoiding|reduce|reducing|minimize) (an|getting) injur*",
  "= (risk|risks) of injur*",
  "= injury (prevention|risk|free)",
  "= (жим|жима|жиму|жимом) (груди|грудью)",
  "= (жим|жима|жиму|жимом) от груди",
  "= (день|тренировк*|упражнени*|упражнения|мышц*|разводк*|растяжк*) груди",
  "= (упражнени*|тренировк*|день|программ*|разводк*) (на|для) (грудь|груди)",
  "= (тренирую|тренировал|тренировала|тренировать|качаю|качал|качала|качать|прокачать|прокачиваю) (грудь|груди)",
  "= (жму|жмет|жмешь|жмут|жать|жал|жала|жали|жмем) (от|с) груди",
  "= (жму|жмет|жмешь|жмут|жать|жал|жала|жали|жмем) грудью",
  "= (без|избежать|избегать|профилактик*|риск|риска|риском) травм*",
  "= (пульсов*|пульс) зон*",
  // Not a negation of what follows: «без причины болит грудь» is chest pain.
  "= без (видимой|всякой|какой) причин*",
  "= без причин*",
  "= ни с того ни с сего",
  "= for no (apparent|good|real) reason",
  "= for no reason",
  // The chest muscles sore after training: ordinary soreness.
  "= (грудные|грудак) (болят|ноют|болит|ноет) после",
  "= (болят|ноют) (грудные|грудак) после",
  "= (болят|ноют|болит|ноет) (грудные|грудак)",
  "= (грудные|грудак) (болят|ноют|болит|ноет)",
  // A past pregnancy: "I was pregnant last year", «была беременна в прошлом году».
  "= (was|been) pregnant (last|in|before|two|three|four|five|a|years|when|with)",
  "= была беременна (в|год|два|три|раньше|когда)",
  "= suicide (sprint*|squat*|run|runs|drill*)",
  "= (doing|do|did|ran|run) suicides",
  "= грудн* вскармливани* (закончила|закончилось|закончено|прекратила|завершила)",
  "= (закончила|прекратила|завершила) (грудное|кормить|гв)",
  "= отключили (свет|электричество)",
  // One food and nothing else is a diet, not "not eating": «ничего не ела кроме гречки».
  "= ничего не (ем|ела|ел) кроме",
  "= не (ем|ела|ел) ничего кроме",
  "= eat anything (but|except|other|besides)",
]);

/**
 * Training talk while the sentence has no symptom of its own: "chest and triceps split ideas"
 * and "heart rate zones", but not "chest and back pain" nor "my heart rate is racing". Each is
 * the phrases and the symptoms that keep them.
 */
export const symptomTalk: readonly (readonly [talk: readonly Sign[], unless: readonly Sign[]])[] = [
  [
    signs(["= chest and (triceps|tris|back|shoulders|biceps|arms)", "= грудь и (трицепс|бицепс|спина|спину|плечи|руки)"]),
    signs([`(${chestSymptom})`]),
  ],
  [signs(["= heart rate*"]), signs([racingRate])],
];

/** Pain, injury and feeling unwell: stop the movement and see a professional. */
export const painSigns = signs([
  "pain|pains|painful|paining",
  "hurt|hurts|hurting|hurted",
  "ache|aches|aching|ached|achy",
  "headache*|backache*|toothache*",
  "injur*",
  "sprain*",
  "strained",
  "pulled (muscle|hamstring|groin|back|calf|quad)",
  "(torn|tore|ruptured) (acl|mcl|meniscus|muscle|ligament|tendon|rotator|labrum|bicep|biceps|hamstring|achilles)",
  "dislocat*",
  "fractur*",
  "(broke|broken) (arm|leg|wrist|ankle|foot|toe|finger|rib|bone|collarbone|hand)",
  "= pinched nerve",
  "tendinitis|tendonitis|tendinopathy|bursitis|sciatica|herniat*",
  "= (slipped|bulging) disc",
  "(tweaked|tweak) (back|knee|shoulder|neck|wrist|hamstring|hip|ankle|elbow)",
  "= (threw|throw|thrown) my back out",
  "(shoulder|knee|kneecap|hip|elbow) popped",
  "= felt a pop",
  "= (heard|felt) a pop in my",
  "(knee|knees|ankle) (gives|gave|giving) (out|way)",
  "fasciitis|splints",
  "= tennis elbow",
  "= rotator cuff (is|tear|torn|injury|messed)",
  "(wrist|wrists|knee|knees|elbow|elbows|ankle|ankles|achilles|heel|shin|shins|joint|joints) (sore|burning|puffy)",
  "(back|spine) (sharp|stabbing|locked|seized)",
  "swollen|swelling",
  "(twisted|rolled) (ankle|knee|wrist)",
  "numb|numbness|tingling",
  "vomit*|nausea|nauseous|nauseated",
  "= (throw|threw|throwing) up",
  ruPain,
  `(${ruPainOnset}) (колен*|спин(а|у|ой|е)|плеч*|ше(я|ю|и|ей)|поясниц*|голов(а|у|ой)|локот*|локт*|запясть*|ног(а|и|у|ой)|рук(а|и|у|ой)|бедр*|голеностоп*|лодыжк*|стоп(а|у|ы)|пятк*|ахилл*|сустав*|связк*|палец|пальц*|ягодиц*|икр(а|ы|у)|бок|живот|зуб*)`,
  "больн(ое|ая|ой|ую|ом|ые|ых|ым)",
  "ноет|ноют|ныло|ныла|ноющ*",
  "ломит|ломило",
  "травм(а|ы|у|ой|е|ам|ами|ах)|травмировал*|травмирован*|травмировать",
  "= растяжени* (связ*|мышц*|сухожил*)",
  "потянул|потянула",
  "вывих*",
  "ушиб*",
  "распух*",
  "(сорвал|сорвала) (спину|поясницу|плечо)",
  "(заклинил*|заклинит) (спин*|шею|шея|поясниц*)",
  "(вылетело|вылетел|выскочило|выбил*) (плечо|колено|сустав|локоть)",
  "(порвал|порвала) (бицепс*|связк*|мышц*|мениск*|ахилл*|сухожили*)",
  "(растянул|растянула) (голеностоп|связк*|мышц*|спину|ногу|колено|лодыжку)",
  "= (шея|колено|спина|рука|нога|локоть) не (поворачивается|сгибается|разгибается|поднимается)",
  "перелом*",
  "надрыв*",
  "= разрыв* (связ*|мениск*|мышц*|сухожил*|ахилл*)",
  "защемил*|защемлени*",
  "грыж*",
  "отек|отеки|отекла|отекло|отекает|опух*|опуха*",
  "прострел*",
  "= подвернул* (ногу|ступню|лодыжку|голеностоп|колено)",
  "онемел*|немеет|немеют|онемени*|покалыва*",
  "тошнит|тошнота|тошноту|вырвало|стошнило|рвет|рвало|рвот*|блев*|блюю|блюет",
]);

/** The member says they are pregnant, breastfeeding or a teenager. */
export const pregnancySigns = signs([
  "pregnan*|preggo|preggers",
  "trimester*",
  "= expecting a baby",
  "= (weeks|months) along",
  "= (im|am|were|we|currently) expecting $",
  "= (im|am|were|currently) expecting (and|so|but|how|can|should|what)",
  "= я на ([1-9]) месяце",
  "беремен*",
  "триместр*",
  "= (жду|ожидаю) (ребенка|малыша|малышку|двойню)",
  // «в положении» alone is also a body position («в положении лёжа»).
  "= (я|она|уже|тоже) в положении",
]);
export const lactationSigns = signs([
  "breastfeed*|breastfed",
  "= breast (feeding|feed|fed)",
  "lactating|lactation",
  "= nursing (my|a) (baby|newborn|son|daughter)",
  "= (exclusively|still) pumping",
  "= pumping (milk|for)",
  "= (im|am|still|currently) nursing",
  "(кормлю|кормлением|кормить|кормлю) грудью",
  "= грудн* вскармливани*",
  "кормящ*",
  "гв",
  "лактаци*",
]);
export const teenSigns = signs([
  "teen|teens|teenager|teenagers|teenage",
  "= high school",
  "= middle school",
  "= (in|at) hs",
  "= (in|im) year ([7-9]|10|11|12)",
  "(пяти|шести|семи|восьми|девяти|десяти|одиннадцати)классни*",
  "= (в|во) ([5-9]|10|11) (м|ом) класс*",
  "= (6|7|8|9|10|11) th grade",
  "= (sixth|seventh|eighth|ninth|tenth|eleventh) grade",
  "= (в|во) ([5-9]|10|11) класс*",
  "= (im|am|aged|age) (twelve|thirteen|fourteen|fifteen|sixteen|seventeen)",
  "= (twelve|thirteen|fourteen|fifteen|sixteen|seventeen) (years|yrs|year) old",
  "= мне (двенадцать|тринадцать|четырнадцать|пятнадцать|шестнадцать|семнадцать)",
  "подрост*",
  "несовершеннолетн*",
  "школьни*|школьниц*",
]);

/** The member says their own weight is already low. */
export const underweightSigns = signs(["underweight", "недовес*", "= (too|very|really) (skinny|thin) $"]);

/** Someone else: "my wife is pregnant", «дочь кормит грудью». One word each. */
export const otherPersonSigns = signs([
  "wife|wifes|girlfriend|partner|partners|sister|daughter|friend|she|her|client|clients",
  "жена|жены|жене|женой|подруга|подруги|подруге|сестра|сестры|сестре|дочь|дочка|дочери|дочки|она|ее|ей|клиентка|клиентки|девушка|девушки|партнерша",
]);
/** The member: "I'm", "my", «я», «у меня». One word each. */
export const selfSigns = signs(["i|im|ive|me|my|myself|я|мне|меня|мой|моя|мою|моей"]);
/** Whose a person is: "my wife", «моя подруга». */
export const possessiveSigns = signs(["my|our|моя|мой|мою|моей|наша|нашу"]);
/** The baby a member breastfeeds: "breastfeeding my daughter", «кормлю дочку грудью». */
export const babySigns = signs([
  "her|daughter|son|baby|newborn|twins|дочь|дочку|дочка|дочке|сына|сын|сыну|ребенка|ребенку|малыша|малышку|двойню",
]);

/** Asking for a number of calories or how much to eat. */
export const calorieAskSigns = signs([
  "calori*|kcal|kcals|cals|macros",
  "= how much (should|do|can) i eat",
  "= how much (should|do|can) i be eating",
  "= how much to eat",
  "ккал|калори*|калораж*|кбжу",
  "= сколько (есть|кушать)",
  "= сколько мне (есть|кушать)",
]);

/**
 * Any question about eating, food, calories, portions or body weight: a member who says they are
 * pregnant or breastfeeding gets their group's answer to it, never the usual targets.
 */
export const eatingAskSigns = signs([
  "eat|eats|eating|ate|food|foods|meal|meals|snack*|diet|diets|dieting|nutrition|portion*|serving*|calori*|kcal|kcals|cals|macros",
  "= не (поправиться|набрать|набирать|поправляться)",
  "(gain|gaining|gained|put|putting|add|adding) (weight|kg|kilos|pounds|lbs)",
  "= weight gain",
  "= (my|baby|pregnancy) weight",
  "weigh|weighs",
  "(сколько|что|чего|как|можно|нужно|надо|стоит|нельзя|лучше|чем|больше|меньше) (есть|кушать)",
  "кушать|поесть|съесть|съедать|питаться|питаюсь|питани*|еда|еды|еде|еду|едой|ем|пищ*|калори*|ккал|калораж*|кбжу|порци*|рацион*|диет*|перекус*",
  "(набрать|набор|набирать|набираю|набрала|прибав*) (вес*|кг|килограмм*)",
  "поправиться|поправлюсь|поправляюсь|поправилась",
  "= (мой|моего|моим|моему|мои) вес*",
  "= (сколько|какой|каким) (я|мне) (весить|вес*)",
]);
/** "Is there", "I have": «есть ли смысл», «у меня есть»; not eating. */
export const notEatingAsk = signs(["= есть ли", "= (меня|тебя|нас|вас) есть"]);

/** Wanting to lose weight, cut or diet down. */
export const lossSigns = signs([
  "(lose|losing|lost|drop|dropping|shed|burn|burning) (weight|fat|pounds|kg|kilos|lbs|belly)",
  "= (lose|losing|drop|shed) (more|it|some)",
  "= thigh gap",
  "= (lose|losing|drop|shed) a (bit|little|few)",
  "= (weight|fat) loss",
  "cut|cutting|deficit|shred*|ripped|slim*|skinnier|thinner|leaner",
  "= lean out",
  "= get (lean|abs|shredded)",
  "= six pack",
  "похуде*|худе*|худею|похудеть",
  "сбросит*|сбросить|скинуть|скину|сбрасыва*|сбросила|сбросил",
  "сушк*|сушит*|высуш*|подсуш*|сушусь|сушиться",
  "дефицит*",
  "кубик*",
  "жиросжига*",
  "= (сжечь|сжигать|убрать|согнать) (жир|живот|бока)",
  "постройнеть",
]);
