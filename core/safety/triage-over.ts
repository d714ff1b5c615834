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
  // Also a check (`checkedSince`): "had a seizure at 14, never since".
  "= never since",
  "= с тех пор ни разу",
  "= (меня|него|нее) (эпилепсия)",
]);
/**
 * Checked since: "doctors checked me and said all fine", «обследовали, всё чисто», "never since",
 * "fully healed". Before one, a clause that names a time long past (`toldAsOver`, `longPast`) and
 * nothing of now or today is not read for the general signs and pain; the sentence's other clauses
 * and what follows the check are (triage.ts, `afterSettled`).
 */
export const checkedSince = signs([
  "= (said|says) (all|everything) (fine|ok|okay|clear|normal|good)",
  "= (doctor|doctors|doc|cardiologist|gp|physio|neurologist) (said|says) (im|i|its|it) (fine|ok|okay|healthy|normal|was|is)",
  "= came back (clean|clear|normal|fine)",
  "= everything was (clear|fine|normal|ok|clean)",
  "= checked and (all|everything) (was|is) (fine|ok|clear|normal|good)",
  "= cleared me",
  "= (physio|doctor|doc|cardiologist|gp|surgeon) cleared",
  "= never since",
  "= never happened again",
  "= (fully|completely) healed",
  "= signed off",
  "= fine (next|the) (day|morning)",
  "= (все|всё) (чисто|ок)",
  "= (все|всё) в порядке",
  "= (сказал|сказала|сказали) (здоров|здорова|здоровы)",
  "= (сказал|сказала|сказали) что (здоров|здорова|здоровы)",
  "= (сказал|сказала|сказали) что (все|всё) (ок|хорошо|нормально|чисто)",
  "= (проверил|проверила|проверили) (все|всё) ,",
  "= ничего не (нашли|нашел|нашла)",
  "= с тех пор ни разу",
  "= с тех пор не (было|повторялось|беспокоит)",
  "= (все|всё) (срослось|зажило)",
]);
/** A time long past, for `checkedSince`: as `toldAsOver`, a year, or "at the party on saturday". */
export const longPast = signs([
  "= in (19[5-9][0-9]|200[0-9]|201[0-9]|202[0-4])",
  "= (on|last) (monday|tuesday|wednesday|thursday|friday|saturday|sunday)",
  "= at ([0-9]|1[0-9])",
]);
/** What keeps a sentence read whole: today, this morning, now, a "but". */
export const notSettled = signs([
  "today|tonight|now|сегодня|сейчас|but|но|а|однако|however|though|although|хотя|still",
  "= this morning",
  "= с утра",
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
