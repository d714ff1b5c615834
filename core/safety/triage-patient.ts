// Who an emergency is about: the member, or someone with them ("my friend's arm is bent the wrong
// way", «у мужа давит в груди»). The answer's opening speaks to the right person: "stop training,
// sit or lie down" is for the member's own body; for someone else, call and stay with them.
// Someone else only when the message names another person and says nothing of the member's own
// body: "my chest hurts and my wife is worried" is the member's.
import { foldLatin, russianReading, type Sentence } from "./triage-text";

/** Another person, or their belongings ("his leg", "my friend's arm", «у мужа», «с ней»). */
export const otherPerson =
  /^(he|hes|him|his|himself|she|shes|her|hers|herself|husband|husbands|hubby|wife|wifes|boyfriend|boyfriends|girlfriend|girlfriends|bf|gf|partner|partners|friend|friends|buddy|buddys|mate|mates|son|sons|daughter|daughters|dad|dads|father|fathers|mom|moms|mum|mums|mother|mothers|brother|brothers|sister|sisters|client|clients|guy|guys|man|mans|woman|womans|someone|someones|somebody|kid|kids|child|childs|boy|girl|baby|babys|babies|toddler|toddlers|infant|infants|newborn|newborns|grandson|grandsons|granddaughter|granddaughters|grandkid|grandkids|grandchild|nephew|nephews|niece|nieces|coworker|colleague|teammate|teammates|roommate|roommates|grandpa|grandma|granddad|grandad|granny|grandfather|grandmother|lady|trainer|trainers|coach|coachs|spotter|uncle|uncles|aunt|aunts|neighbor|neighbour|stranger|person|passerby|teenagers|grandmas|grandpas|flatmate|flatmates|прохож\p{L}*|свекров\p{L}*|тещ\p{L}*|сокомандник\p{L}*|одноклубник\p{L}*|тренер\p{L}*|сосед\p{L}*|бабушк\p{L}*|дедушк\p{L}*|дед|деда|деду|мужик\p{L}*|незнаком\p{L}*|дяд\p{L}*|тет[яеиу]|он|его|него|ему|нему|им|ним|она|ее|нее|ей|ней|муж\p{L}*|жен[аеуыо]\p{L}*|друг|друга|другу|другом|подруг\p{L}*|приятел\p{L}*|товарищ\p{L}*|напарник\p{L}*|сын\p{L}*|доч\p{L}*|пап\p{L}*|отец|отца|отцу|мам\p{L}*|брат\p{L}*|сестр\p{L}*|клиент\p{L}*|парн\p{L}*|парень|девушк\p{L}*|мужчин\p{L}*|женщин\p{L}*|ребенк\p{L}*|ребенок|малыш\p{L}*|внук\p{L}*|внучк\p{L}*|младен\p{L}*|племянни\p{L}*|малой|малого|малому|малым|девочк\p{L}*|мальчик\p{L}*|кто-то|кого-то|кому-то|человек|человеку|человека|коллег\p{L}*)$/u;

/**
 * Words for a child, as a sign's alternatives: "1yo", "my baby", «малой», «двухлетка», «внучка».
 * "old" counts only as an age (`childPatientAt`).
 */
export const childWords =
  "(kid|son|sons|daughter|daughters|toddler|toddlers|baby|babies|child|boy|girl|grandson|granddaughter|nephew|niece|old|olds|yo|twins|kids|ребенок|сын|сынок|дочь|дочка|малыш|малышка|внук|внучка|племянник|племянница|доч|дети|малой|мелкий|мелкая|двухлетка|трехлетка|годовалый|годовалая|сынуля|сынуль|доча|дочурка|малая|карапуз)";
const childWord = new RegExp(`^${childWords}$`);
/** "old" only as an age ("my 2 year old", "18 month old"), not "an old bottle". */
const namesChild = (s: Sentence, i: number) =>
  /^(old|olds)$/.test(s[i]!) ? /^(year|years|yr|yrs|month|months|mo|week|weeks)$/.test(s[i - 1] ?? "") : childWord.test(s[i]!);
/** A child who is only there: "my kid is with me", «сын рядом», "my daughter is at school", «малыш на руках». */
function childLooksOn(s: Sentence, i: number): boolean {
  let j = i + 1;
  while (/^(is|was|are|were|now|still|тоже|уже|сейчас|был|была|были)$/.test(s[j] ?? "")) j++;
  const next = s[j] ?? "";
  if (/^(рядом|here|nearby|asleep|sleeping|спит|спят|at|napping)$/.test(next)) return true;
  // "my toddler is in the next room", «малыш в кроватке», «малой у бабушки»: where the child is.
  if (
    next === "in" &&
    /^(the|his|her|their|my)$/.test(s[j + 1] ?? "") &&
    /^(next|other|crib|cot|room|bed|bedroom|car|garden|yard|playpen)$/.test(s[j + 2] ?? "")
  )
    return true;
  if (next === "в" && /^(кроватке|кровати|манеже|коляске|комнате|садике|саду|школе)$/.test(s[j + 1] ?? "")) return true;
  if (next === "у" && /^(бабушки|дедушки|мамы|папы|няни|соседей|свекрови|тещи)$/.test(s[j + 1] ?? "")) return true;
  // "my kid is with me", "with my mum": with someone; not "my 3 year old with my iron tablets".
  if (next === "with")
    return (
      /^(me|us|him|her|them|grandma|grandpa|nan|granny|dad|mom|mum|daddy|mommy)$/.test(s[j + 1] ?? "") ||
      (/^(my|his|her|their|the|a)$/.test(s[j + 1] ?? "") &&
        /^(dad|mom|mum|wife|husband|partner|grandma|grandpa|nan|granny|sitter|babysitter|nanny|brother|sister|aunt|uncle|friend|friends)$/.test(
          s[j + 2] ?? "",
        ))
    );
  // «малыш на руках», "the baby in my arms": held by the member.
  if ((next === "на" && s[j + 1] === "руках") || (next === "in" && /^(my|her|his)$/.test(s[j + 1] ?? "") && s[j + 2] === "arms"))
    return true;
  return /^(в|на)$/.test(next) && /^(школе|садике|саду|работе|секции|лагере)$/.test(s[j + 1] ?? "");
}
/** Whether the word at `i` names a child who may be the patient, not one who is only there. */
export const childPatientAt = (s: Sentence, i: number): boolean => namesChild(s, i) && !childLooksOn(s, i);
/** A child in Russian in another case than the one who does: «у малыша», «внучку», «с сыном». */
const childInCase =
  /^(сына|сыну|сыном|сыночка|дочки|дочке|дочку|дочери|дочкой|ребенка|ребенку|ребенком|малыша|малышу|малышом|малышки|малышку|внука|внуку|внуком|внучки|внучку|внучке|внучкой|племянника|племяннику|племянницы|племянницу|дочурки|дочурку)$/u;
/** «сына отвела к маме», «дочку оставила с бабушкой»: a child taken somewhere, not the patient. */
const takenAway = (s: Sentence, i: number) =>
  /^(отвела|отвел|отвезла|отвез|оставила|оставил|отдала|отдал|уложила|уложил)$/u.test(s[i + 1] ?? "") ||
  /^(отвела|отвел|отвезла|отвез|оставила|оставил|отдала|отдал|уложила|уложил)$/u.test(s[i - 1] ?? "");
/** «3-летнюю» by its digit: a child under ten, not «35-летняя жена». */
const youngAgeRu = (s: Sentence, i: number) =>
  /^летн(ий|яя|юю|его|ему|ей)$/u.test(s[i]!) &&
  /^[1-9]$/.test(s[i - 1] ?? "") &&
  !childWord.test(s[i + 1] ?? "") &&
  !childInCase.test(s[i + 1] ?? "");
/**
 * Whether a child is named as the one it happens to, for the emergencies that are mostly a
 * child's (a fever with a floppy child, a rash that does not fade, a fall with a lost minute):
 * "my baby", «у малыша». With `notCompany` (a fall, which is the member's own as often), not a
 * child the member was carrying, was alone with or who only looks on; a baby held with a fever is
 * still the baby's.
 */
export const namesChildPatient = (sentences: readonly Sentence[], notCompany = false): boolean =>
  sentences.some((s) =>
    s.some(
      (w, i) =>
        (childPatientAt(s, i) || ((childInCase.test(w) || youngAgeRu(s, i)) && !childLooksOn(s, i) && !takenAway(s, i))) &&
        !(notCompany && (whileDoing(s, i) || inCompany(s, i) || onlooker.test(s[i + 1] ?? ""))),
    ),
  );

/** The member's own body or state: "me", "I'm", «у меня», «мне плохо». */
const selfWord = /^(me|myself|im|ive|меня|мне|мной|сам|сама)$/u;
/** "I" that tells of the member's own body ("I have", "I fainted"), not of what they see ("I think", "I found him"). */
const selfVerbAfterI =
  /^(чуть|почти|вдруг|внезапно|have|had|feel|felt|got|am|was|fainted|collapsed|passed|blacked|fell|cut|broke|hit|dropped|suddenly|started|keep|nearly|almost|cannot|cant|couldnt|can|swallowed|took|drank|ate|accidentally|упал|упала|потерял|потеряла|порезался|порезалась|сломал|сломала|ударился|ударилась|задыхаюсь|не|чувствую|почувствовал|почувствовала|теряю|выпил|выпила|наглотался|наглоталась|проглотил|проглотила)$/u;
/** The member's own state in the first person, which needs no «я»: «задыхаюсь», «немею» (not a fright: «трясусь»). */
const ownStateRu = /^(задыхаюсь|отключаюсь|вырубаюсь|немею)$/u;
/** What follows "my" when it is a person of the member's, not the member's own body ("my friend"). */
const myWord = /^(my|мой|моя|мое|мои|моего|моей|моих|моему|моим)$/u;

/** The words that name people and the member: as written, or as Russian typed in Latin letters is read (no soft sign, й as и, щ as ш, э as е). */
interface Lexicon {
  other: RegExp;
  self: RegExp;
  selfVerb: RegExp;
  my: RegExp;
  selfVerbRu: RegExp;
}
const asWritten: Lexicon = { other: otherPerson, self: selfWord, selfVerb: selfVerbAfterI, my: myWord, selfVerbRu: ownStateRu };
export const otherPersonInLatin = foldLatin(otherPerson);
const inLatin: Lexicon = {
  other: otherPersonInLatin,
  self: foldLatin(selfWord),
  selfVerb: foldLatin(selfVerbAfterI),
  my: foldLatin(myWord),
  selfVerbRu: foldLatin(ownStateRu),
};

function namesSelf(s: Sentence, lx: Lexicon): boolean {
  return s.some((w, i) => {
    // "the lady next to me", «рядом со мной»: where someone else is, not the member's body.
    if (lx.self.test(w))
      return !(
        /^(near|beside|behind|around)$/.test(s[i - 1] ?? "") ||
        (/^(to|of)$/.test(s[i - 1] ?? "") && /^(next|front)$/.test(s[i - 2] ?? "")) ||
        (/^мно[йи]$/u.test(w) && /^(со|передо|надо)$/u.test(s[i - 1] ?? "")) ||
        (w === "меня" && /^(возле|около|напротив)$/.test(s[i - 1] ?? ""))
      );
    // Russian says "I" by the verb alone: «задыхаюсь», «теряю сознание».
    if (lx.selfVerbRu.test(w) || (w === "теряю" && s[i + 1] === "сознание")) return true;
    if ((w === "i" || w === "я") && lx.selfVerb.test(s[i + 1] ?? "")) {
      // "I can see the bone", "I can't wake him": what the member sees or does for someone else.
      return !/^(see|tell|feel)$/.test(s[i + 2] ?? "") && !lx.other.test(s[i + 2] ?? "") && !lx.other.test(s[i + 3] ?? "");
    }
    // "my chest", «моя рука»: the member's own; "my wife", «мой друг»: someone else.
    // "my training partner", "my best friend": a person after a word that describes them; "the kid in my class": a place.
    // Only when a person follows: "my baby is turning blue", "a guy at my gym sliced his arm".
    const describes =
      /^(training|gym|workout|lifting|running|best|little|older|younger|big|old|personal|climbing|teen|teenage|eldest|youngest|oldest|baby|newborn|pregnant)$/.test(
        s[i + 1] ?? "",
      );
    const next = describes && lx.other.test(s[i + 2] ?? "") ? s[i + 2] : s[i + 1];
    return (
      lx.my.test(w) &&
      next !== undefined &&
      /^\p{L}/u.test(next) &&
      !lx.other.test(next) &&
      !/^(class|gym|group|team|session|box|club|building|house|office|parents|parent|teenagers|kids|зале|группе|классе|команде)$/u.test(
        next,
      )
    );
  });
}

/** What someone at the member's side does rather than suffers: "my wife is worried", «жена вызывает скорую». */
const onlooker =
  /^(worried|worries|scared|panicking|calling|called|calls|driving|says|said|thinks|told|wants|watching|insists|asking|asks|noticed|holding|holds|coming|helping|looking|нервничает|волнуется|переживает|боится|говорит|сказал|сказала|звонит|вызывает|вызвал|вызвала|считает|думает|требует|везет|спрашивает|заметил|заметила|заметили|держит|едет|едут|ищет|помогает|зовет|паникует)$/u;
/** Being there, only as a clause of its own: «жена рядом, а у меня…» but not «девушка рядом на эллипсе упала». */
const present = /^(here|nearby|рядом|здесь|здес|тут)$/u;
const asleep = /^(asleep|sleeping|napping|спит|спал|спала|дремлет)$/u;
/** Going for help: "went to get help", «пошёл за помощью», not "he went down". */
const goesFor = /^(went|ran|пошел|пошла|побежал|побежала)$/u;

/** How someone speaks, not what they say: «папа говорит невнятно», "he says slurred words". */
const speaksHow = /^(невнятно|неразборчиво|бессвязно|странно|кашу|медленно|slurred|gibberish|nonsense)$/u;

/** "my wife has chest pain", "his leg": a person who is the patient, not one who looks on. */
function looksOn(s: Sentence, i: number): boolean {
  let j = i + 1;
  while (j < i + 3 && /^(is|are|was|just|already|now|still|уже|сейчас|тоже)$/u.test(s[j] ?? "")) j++;
  const w = s[j] ?? "";
  if (present.test(w)) return s[j + 1] === undefined || s[j + 1] === ",";
  // "my husband is asleep next to me", «муж спит рядом»: where he is, not what he suffers.
  if (asleep.test(w)) return /^(next|beside|near|by|рядом|возле|около)$/u.test(s[j + 1] ?? "");
  if (goesFor.test(w)) return /^(to|for|get|за)$/u.test(s[j + 1] ?? "");
  return onlooker.test(w) && !speaksHow.test(s[j + 1] ?? "");
}
/**
 * «сломал руку, она вывернута»: «она», «он» shortly after a limb and followed by what a limb does
 * is that limb, not a person; «рука онемела, она не может говорить» is a person.
 */
const bodyPartRu = /^(рук|ног|кист|лодыжк|ступн|колен|плеч|палец|пальц|локот|локт|сустав|бедр|голен|запяст)/u;
const partPronoun = /^(он|она|оно)$/u;
const limbState =
  /^(вывернут\p{L}*|выгнут\p{L}*|согнут\p{L}*|опух\p{L}*|распух\p{L}*|отекл\p{L}*|висит|болтается|торчит|кровит|кровоточит|посинел\p{L}*|сломан\p{L}*|неестественно)$/u;
const namesPart = (s: Sentence, i: number) =>
  partPronoun.test(s[i]!) && limbState.test(s[i + 1] ?? "") && s.slice(Math.max(0, i - 4), i).some((w) => bodyPartRu.test(w));
/**
 * Someone the member was caring for or was with, not the patient: «пока кормила сына», "while
 * bathing the baby", «несла дочку по лестнице», «при муже», «пока муж готовил». Not "while running
 * my dad got chest pain": there the person is the one it happens to.
 */
const caring =
  /^(feeding|breastfeeding|carrying|holding|bathing|lifting|picking|pushing|changing|nursing|rocking|walking|playing|катаю|катала|катал|вожу|везу|кормил|кормила|кормлю|нес|несла|несу|носил|носила|ношу|купал|купала|купаю|укладывал|укладывала|укладываю|качал|качала|качаю|держал|держала|держу|поднимал|поднимала|поднимаю|гулял|гуляла|гуляю|играл|играла|играю|менял|меняла|меняю|при)$/u;
const whileDoing = (s: Sentence, i: number) =>
  // «пока муж готовил, …»: the one doing something meanwhile.
  /^(while|пока)$/u.test(s[i - 1] ?? "") ||
  (s.slice(Math.max(0, i - 3), i).some((w) => caring.test(w)) &&
    (caring.test(s[i - 1] ?? "") || /^(my|the|a|с|со|мою|моего|своего|свою)$/u.test(s[i - 1] ?? "")));
/**
 * Someone the member is alone with or carries: "crushing chest pain, home alone with my son", «дома одна с
 * сыном». Not «с мужем плохо» (something is wrong with him).
 */
function inCompany(s: Sentence, i: number): boolean {
  let j = i - 1;
  // "with my boyfriend's kid": whose child they are is part of who.
  while (
    /^(my|the|a|our|his|her|boyfriends|girlfriends|husbands|wifes|partners|friends|sisters|brothers|neighbours|neighbors|моим|моей|моими|своим|своей|своими)$/u.test(
      s[j] ?? "",
    )
  )
    j--;
  if (!/^(with|с|со)$/u.test(s[j] ?? "")) return false;
  // «с ребёнком на руках», "with my son in my arms": carried, so the member's own.
  const held = (s[i + 1] === "на" && s[i + 2] === "руках") || (s[i + 1] === "in" && s[i + 3] === "arms");
  return held || /^(alone|home|together|одна|один|одни|дома|вместе|наедине)$/u.test(s[j - 1] ?? "");
}
/** Someone said to be there, as a clause of its own: «рядом муж,», "here my wife". */
const saidThere = (s: Sentence, i: number) => present.test(s[i - 1] ?? "") && (s[i + 1] === undefined || s[i + 1] === ",");
const goneTo = (s: Sentence, i: number) =>
  /^(к|ко|to)$/u.test(s[i - 1] ?? "") || (/^(my|our|the)$/.test(s[i - 1] ?? "") && s[i - 2] === "to");
const namesPatient = (s: Sentence, lx: Lexicon) =>
  s.some(
    (w, i) =>
      lx.other.test(w) &&
      !looksOn(s, i) &&
      !namesPart(s, i) &&
      !whileDoing(s, i) &&
      !inCompany(s, i) &&
      !saidThere(s, i) &&
      !goneTo(s, i),
  );

/** Each sentence with the words it is read by: as written, and the Latin-letter Russian ones as read. */
const withLexicons = (sentences: readonly Sentence[], russian: readonly Sentence[]): [Sentence, Lexicon][] => [
  // Russian in Latin letters is read only as Russian: its "my" is «мы», not the member's body.
  ...sentences.filter((s) => russianReading(s) === null).map((s): [Sentence, Lexicon] => [s, asWritten]),
  ...russian.map((s): [Sentence, Lexicon] => [s, inLatin]),
];

/**
 * Whether thoughts of suicide the message tells are someone else's: another person is named and
 * nothing of the member's own ("my friend says she wants to die", «подруга говорит, что хочет
 * покончить с собой»). Here the one who says it is the one at risk, so no one only looks on.
 */
export function crisisOfSomeoneElse(sentences: readonly Sentence[], russian: readonly Sentence[]): boolean {
  const all = withLexicons(sentences, russian);
  return (
    all.some(([s, lx]) => s.some((w) => lx.other.test(w))) &&
    !all.some(([s, lx]) => namesSelf(s, lx) || s.some((w) => firstPersonRu.test(w)))
  );
}

/** Russian says "I" by the verb alone: «не хочу жить, муж не знает» is the member's. */
const firstPersonRu = /^(хочу|хочется|думаю|могу|буду|режу|порежу|убью|покончу|выпью|наглотаюсь|повешусь|устал|устала)$/u;

/**
 * Whether the message's emergency is about someone with the member rather than the member.
 * `russian`: the sentences typed in Latin letters that read as Russian, as Cyrillic.
 */
export function aboutSomeoneElse(sentences: readonly Sentence[], russian: readonly Sentence[]): boolean {
  const all = withLexicons(sentences, russian);
  return all.some(([s, lx]) => namesPatient(s, lx)) && !all.some(([s, lx]) => namesSelf(s, lx));
}
