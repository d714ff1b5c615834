// Emergencies told as over, for the causes that are read only where they happen now (seizures,
// choking): a sentence that says when it happened and nothing of now is set aside (triage.ts).
// Signs as in triage-signs.ts: `*` any ending, "= " a fixed phrase, otherwise words in any order.
import { sign, type Sign } from "./triage-text";

const signs = (list: readonly string[]): Sign[] => list.map(sign);

/**
 * Told as over: "he had febrile seizures as a baby", «в прошлом году был приступ», "i was choking
 * on a grape yesterday", or a condition under treatment ("she takes keppra").
 */
export const toldAsOver = signs([
  "yesterday|вчера|позавчера",
  "= (last|this|past) (year|month|week|night|summer|winter|spring|autumn|fall|weekend)",
  "= (в|на) (прошлом|прошлой) (году|месяце|неделе)",
  "= (years|months|weeks) ago",
  "= a (year|month|few) (ago|years|months)",
  "= (as|when) a (baby|kid|child|toddler|teen|teenager)",
  "= when (i|he|she) (was|were) (little|young|small|[0-9]+)",
  "= (в|во) (детстве|прошлом|позапрошлом)",
  "= (год|месяц|полгода|неделю|лет|года) (назад|тому)",
  "= (много|несколько|пару) (лет|месяцев|недель) назад",
  "= (когда|как) (был|была) (маленьким|маленькой|ребенком|младенцем)",
  "= (now|сейчас|теперь) (hes|shes|he|she|ему|ей) ([0-9]+)",
  "= (he|she|hes|shes) ([0-9]+|ten|eight|nine|twelve) now",
  "= (on|takes|take|taking|пьет|пью|принимает|принимаю) (meds|medication|keppra|depakine|lamotrigine|депакин|кеппру|кеппра|ламотриджин|противосудорожные)",
  "= (has|have|with|у) (epilepsy|эпилепсия|эпилепсией)",
  "= (меня|него|нее) (эпилепсия)",
]);
/** Now, again: "but now he's shaking", «а сейчас опять». */
export const happeningNow = signs([
  "again|опять|снова|щас",
  "= (right|just) now",
  "= (только|прямо) (что|сейчас)",
  // «сейчас ему 10» tells an age, not now.
  "= (а|и|но|вот) сейчас",
  "= сейчас (у|он|она|опять|снова|бьется|трясет|трясется|судороги|припадок|приступ|не|синеет|посинел|посинела)",
  "= (is|hes|shes) (having|seizing|shaking|fitting|convulsing)",
  "= (having|has) (a|another) (seizure|fit)",
  "= (начался|начинается|идет) (приступ|припадок)",
  // Going on now: "started 6 minutes ago and wont stop", "and now he keeps seizing", «уже 7 минут».
  "started|starting|keeps|wont|продолжается|продолжаются",
  "= (and|but) now",
  "= now (hes|shes|he|she) (jerking|shaking|seizing|convulsing|fitting|having|not|turning|choking|blue)",
  "= [0-9]+ (minutes|mins|min|минут|минуты|мин)",
  "= не (прекращается|проходит|останавливается|прекращаются|проходят)",
  "= (а|и) теперь",
]);
