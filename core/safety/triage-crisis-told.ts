// Thoughts of suicide told without the usual words: a last message, a future cut short, a goodbye
// to whoever reads it. Only phrases that everyday talk does not use: two reviews' messages written
// around such words (a step platform and "thinking about stepping up my cardio", a massage gun used
// on oneself, meds taken all at once, «меня уже не будет» before a holiday, «покончу со всем
// сладким», "this is my last message, promise") raised a crisis for most of them through pairs of
// everyday words (a place and a step, pills and "too many"), so only one pair is read: a high place
// and a jump at the end of its clause (`highPlace`). These phrases come after a medical emergency
// in the same message, never of an accident (`accidentSigns`), and the crisis they tell is the
// member's own (triage.ts). Signs as in triage-signs.ts: "= " a fixed phrase, `$` the end of a clause.
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
