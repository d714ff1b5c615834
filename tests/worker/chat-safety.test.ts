import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { call, metrics as body } from "./auth-helpers";
import { createSession, createUser } from "./factories";

// The coach reads every message for red flags before any model answers: the questions below
// are the ones a safety review asked, in English and Russian.

const today = "2026-11-21";

async function member(profile: Record<string, unknown> = {}) {
  const { id } = await createUser({ plan: "PRO", ...body, ...profile });
  return { id, token: await createSession(id) };
}

/** Asks one question (the pause between messages reset first) and returns the answer's text. */
async function ask(m: { id: string; token: string }, content: string, lang: "en" | "ru" = "en") {
  const limiter = env.CHAT_LIMITER.get(env.CHAT_LIMITER.idFromName(m.id));
  await limiter.reset(Date.now());
  const { SELF } = await import("cloudflare:test");
  const res = await SELF.fetch("https://forma.test/api/chat/messages", {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${m.token}`, Cookie: `lang=${lang}` },
    body: JSON.stringify({ content, today }),
  });
  expect(res.status, content).toBe(200);
  return res.text();
}

/** No exercise card, no library page, no plan: nothing to train with. */
function expectNothingToTrain(text: string) {
  expect(text).not.toContain("/exercises/");
  expect(text).not.toContain("/articles/");
  expect(text).not.toContain("/lessons/");
  expect(text).not.toContain("/workout");
  expect(text).not.toMatch(/Read more|Подробнее|How to do it|Как выполнять/);
}

describe("red flags in the coach chat", () => {
  it("sends chest pressure and breathlessness to emergency services, in both languages, with no exercise", async () => {
    const m = await member();
    const en = await ask(m, "i get pressure in my chest and short of breath when i run");
    expect(en).toMatch(/^\*\*Stop training now\.\*\*/);
    for (const number of ["112", "103", "911"]) expect(en).toContain(number);
    expectNothingToTrain(en);
    expect(en).not.toMatch(/push-up|kcal/i);
    const ru = await ask(m, "давит в груди и одышка на беговой дорожке", "ru");
    expect(ru).toMatch(/^\*\*Прекратите тренировку прямо сейчас\.\*\*/);
    expect(ru).toContain("**Вызовите скорую: 112**");
    expect(ru).toContain("**103**");
    expectNothingToTrain(ru);
    expect(ru).not.toMatch(/разминк|ккал/i);
  });

  it("adds first aid after the emergency numbers where the cause calls for it, in both languages", async () => {
    const m = await member();
    const allergy = await ask(m, "took a new preworkout and my throat feels tight and my lips are swelling");
    expect(allergy).toMatch(/^\*\*Stop training now\.\*\*/);
    expect(allergy.indexOf("adrenaline auto-injector")).toBeGreaterThan(allergy.indexOf("112"));
    expectNothingToTrain(allergy);
    const asthma = await ask(m, "приступ астмы ингалятор не помогает", "ru");
    expect(asthma).toMatch(/^\*\*Прекратите тренировку прямо сейчас\.\*\*/);
    expect(asthma.indexOf("ингалятора быстрого действия")).toBeGreaterThan(asthma.indexOf("112"));
    expect(await ask(m, "im type 1 and started shaking and sweating mid set and cant think straight")).toContain(
      "check your blood sugar now",
    );
    expect(await ask(m, "после пробежки на солнце кожа горячая сухая и туплю жестко", "ru")).toContain("уйдите от жары");
    expect(await ask(m, "had knee surgery 2 weeks ago and my calf is swollen warm and red")).toContain("Keep the leg still");
    const bleeding = await ask(m, "cut my hand badly on a plate, blood is pouring out and won't stop");
    expect(bleeding.indexOf("Press firmly on the wound")).toBeGreaterThan(bleeding.indexOf("112"));
    const collapsed = await ask(m, "подруга упала на степпере и не отвечает", "ru");
    expect(collapsed).toMatch(/^\*\*Звоните в скорую прямо сейчас: 112\*\*/);
    expect(collapsed.indexOf("непрямой массаж сердца")).toBeGreaterThan(collapsed.indexOf("112"));
    expect(collapsed).not.toContain("Прекратите тренировку");
    expect(await ask(m, "упал, кость торчит, рука неестественно согнута", "ru")).toContain("не пытайтесь её выпрямить");
    // A nose is pinched, leaning forward; not pressed on like a wound.
    const nose = await ask(m, "nosebleed won't stop after a hit in sparring");
    expect(nose.indexOf("pinch the soft part of the nose")).toBeGreaterThan(nose.indexOf("112"));
    expect(nose).not.toContain("Press firmly");
    expect(await ask(m, "кровь из носа не останавливается уже 20 минут", "ru")).toContain("зажмите мягкую часть носа");
    // A poison swallowed by mistake: no vomiting, nothing by mouth, the packet kept; a child's is someone else's.
    const bleach = await ask(m, "my toddler drank some bleach what do i do");
    expect(bleach).toMatch(/^\*\*Call emergency services now: 112\*\*/);
    expect(bleach.indexOf("Don't make anyone vomit")).toBeGreaterThan(bleach.indexOf("112"));
    expect(bleach).toContain("1\u00a0800\u00a0222\u00a01222");
    const pod = await ask(m, "случайно хлебнул средство для мытья посуды из шейкера", "ru");
    // The member's own: the numbers and not staying alone, not "stop training, lie down".
    expect(pod).toMatch(/^\*\*Звоните в скорую прямо сейчас: 112\*\*/);
    expect(pod).toContain("Не оставайтесь одни");
    expect(pod).not.toContain("Прекратите тренировку");
    expect(pod.indexOf("Не вызывайте рвоту")).toBeGreaterThan(pod.indexOf("112"));
    // Choking: the call, then back blows and thrusts (chest pushes for a baby), whoever typed it.
    const choking = await ask(m, "my baby is choking and turning blue");
    expect(choking).toMatch(/^\*\*Call emergency services now: 112\*\*/);
    expect(choking.indexOf("5 sharp blows between the shoulder blades")).toBeGreaterThan(choking.indexOf("112"));
    expect(choking).toContain("Never abdominal thrusts for a baby");
    expect(await ask(m, "муж подавился куском мяса, не может вдохнуть", "ru")).toContain("до 5 толчков в живот");
    // The member's own choking: get someone's attention and call, then thrusts on oneself; not "stay with them".
    const own = await ask(m, "piece of apple stuck in my throat cant breathe pls");
    expect(own).toMatch(/^\*\*If you can't cough, speak or breathe, get the attention of anyone near you now\*\*/);
    expect(own.indexOf("give yourself abdominal thrusts")).toBeGreaterThan(own.indexOf("112"));
    expect(own).not.toContain("Stay with them");
    expect(await ask(m, "у меня застрял кусок в горле не могу дышать", "ru")).toContain("навалитесь верхней частью живота");
    // Water breathed in: the first aid for someone who does not respond, not back blows.
    const drowned = await ask(m, "ребенок захлебнулся в бассейне и не дышит", "ru");
    expect(drowned).toContain("непрямой массаж сердца");
    expect(drowned).not.toContain("между лопатками");
    // A seizure: the call, then nothing in the mouth and no holding down; never "help them sit".
    const seizure = await ask(m, "my grandson is having a seizure right now what do i do");
    expect(seizure).toMatch(/^\*\*Call emergency services now: 112\*\*/);
    expect(seizure.indexOf("Don't hold them down and don't put anything in their mouth")).toBeGreaterThan(seizure.indexOf("112"));
    expect(seizure).not.toContain("sit or lie down");
    const fit = await ask(m, "у внука судороги прямо сейчас что делать", "ru");
    expect(fit).toMatch(/^\*\*Звоните в скорую прямо сейчас: 112\*\*/);
    expect(fit).toContain("Не удерживайте человека и ничего не вставляйте ему в рот");
    // Someone else's low sugar with convulsions: nothing by mouth while they are fitting.
    const hypo = await ask(m, "my mom is diabetic and shes shaking and convulsing, cant get her to talk");
    expect(hypo).toContain("give them nothing by mouth");
    expect(hypo).not.toContain("If you have diabetes");
    // A child choking beside a member who writes of wanting to die: the call, the crisis answer,
    // then the back blows for a bystander, never the member's own thrusts.
    const both = await ask(m, "my toddler is choking on a grape and i want to die i cant do this");
    expect(both).toMatch(/^\*\*Call emergency services now: 112\*\*/);
    expect(both.indexOf("5 sharp blows between the shoulder blades")).toBeGreaterThan(both.indexOf("112"));
    expect(both).not.toContain("give yourself abdominal thrusts");
    // A pregnancy's warning sign: the numbers or the maternity unit, not a wound to press on.
    const pregnancy = await ask(m, "im 30 weeks pregnant and bleeding heavily");
    expect(pregnancy).toMatch(/^\*\*Stop training and call emergency services now: 112\*\*/);
    expect(pregnancy).toContain("your maternity unit");
    expect(pregnancy.indexOf("lying on the left side")).toBeGreaterThan(pregnancy.indexOf("112"));
    expect(pregnancy).not.toContain("Press firmly");
    expect(await ask(m, "беременна, 25 недель, отошли воды", "ru")).toContain("обменную карту");
    // A partner: the call and her maternity unit, said to the one beside her.
    const partner = await ask(m, "my partner is 34 weeks and shes having tightenings every 5 minutes that are really painful");
    expect(partner).toMatch(/^\*\*Call emergency services now: 112\*\*/);
    expect(partner).toContain("her maternity unit");
    expect(partner).not.toContain("Stop training");
    // The member's own seizure: the numbers for themselves, not first aid for a bystander.
    const mine = await ask(m, "just had a seizure in the gym toilets i think, woke up on the floor, bit my tongue");
    expect(mine).toMatch(/^\*\*Stop training now\.\*\*/);
    expect(mine).not.toContain("Don't hold them down");
    // Fumes: out into the air first, then the call.
    const fumes = await ask(m, "generator running in the garage gym, everyone has a headache, carbon monoxide?");
    expect(fumes).toMatch(/^\*\*Get out into fresh air now and bring everyone with you, then call emergency services: 112\*\*/);
    expect(fumes).toContain("don't touch light switches");
    expect(fumes).not.toContain("vomit");
    const gas = await ask(m, "в гараже работает газовый обогреватель, у всех болит голова и тошнит", "ru");
    expect(gas).toMatch(/^\*\*Сразу выйдите на свежий воздух/);
    expect(gas).toContain("**104**");
    // Chest pain calls for the numbers alone.
    const chest = await ask(m, "pressure in my chest when i run");
    for (const aid of [
      "auto-injector",
      "inhaler",
      "blood sugar",
      "out of the heat",
      "leg still",
      "Press firmly",
      "pinch the soft part",
      "injured part",
      "chest compressions",
      "vomit",
      "fresh air",
      "shoulder blades",
      "hold them down",
    ])
      expect(chest).not.toContain(aid);
  });

  it("speaks to the one who helps when the emergency is someone else's, and to the member for their own, in both languages", async () => {
    const m = await member();
    const friend = await ask(m, "my friend's arm is bent the wrong way");
    expect(friend).toMatch(/^\*\*Call emergency services now: 112\*\*/);
    expect(friend).toContain("stay with them until help arrives");
    expect(friend).not.toContain("Stop training now");
    expect(friend.indexOf("Don't move the injured part")).toBeGreaterThan(friend.indexOf("112"));
    const husband = await ask(m, "у мужа сильно давит в груди и немеет левая рука", "ru");
    expect(husband).toMatch(/^\*\*Звоните в скорую прямо сейчас: 112\*\*/);
    expect(husband).toContain("Помогите человеку сесть или лечь");
    expect(husband).not.toContain("Прекратите тренировку");
    // Someone beside the member who worries is not the one in danger.
    expect(await ask(m, "my chest hurts and my wife is worried")).toMatch(/^\*\*Stop training now\.\*\*/);
    expect(await ask(m, "у меня давит в груди, жена волнуется", "ru")).toMatch(/^\*\*Прекратите тренировку прямо сейчас\.\*\*/);
  });

  it("speaks to the one beside someone who wants to die, and to the member for their own, in both languages", async () => {
    const m = await member();
    const friend = await ask(m, "my friend says she wants to kill herself");
    expect(friend).toMatch(/^\*\*If they might act on these thoughts or are in danger now, call emergency services: 112\*\*/);
    expect(friend).toContain("stay with them until help arrives");
    expect(friend).not.toContain("I'm really sorry you're feeling this way");
    const client = await ask(m, "клиент сказал, что хочет покончить с собой", "ru");
    expect(client).toMatch(/^\*\*Если человек может что-то с собой сделать/);
    expect(client).toContain("оставайтесь рядом, пока не приедет помощь");
    expect(await ask(m, "i want to kill myself")).toMatch(/^I'm really sorry you're feeling this way/);
    // Something swallowed to die: the crisis answer, then the poison's first aid.
    const swallowed = await ask(m, "выпила отбеливатель, хочу умереть", "ru");
    expect(swallowed).toMatch(/^\*\*Звоните в скорую прямо сейчас: 112\*\*/);
    expect(swallowed).toContain("Мне очень жаль, что вам сейчас так тяжело");
    expect(swallowed.indexOf("Не вызывайте рвоту")).toBeGreaterThan(swallowed.indexOf("Мне очень жаль"));
    expect(await ask(m, "i want to kill myself")).not.toContain("vomit");
  });

  it("answers a general question about the signs with the emergency numbers first, then why a doctor, in both languages", async () => {
    const m = await member();
    const en = await ask(m, "does bench press cause chest pain?");
    expect(en).toMatch(
      /^\*\*If you or someone with you has any of these signs right now, stop and call emergency services: 112\*\*/,
    );
    expect(en).toContain("Sit or lie down and don't drive yourself.");
    expect(en).toContain("only a doctor can tell which");
    expect(en).not.toContain("Stop training now");
    expectNothingToTrain(en);
    const ru = await ask(m, "от чего бывает боль в груди после жима?", "ru");
    expect(ru).toMatch(
      /^\*\*Если у вас или у кого-то рядом прямо сейчас есть такие признаки, прекратите нагрузку и вызовите скорую: 112\*\*/,
    );
    expect(ru).toContain("Сядьте или лягте и не садитесь за руль.");
    expect(ru).toContain("отличить одно от другого может только врач");
    expectNothingToTrain(ru);
    // The member's own sign, also beside a question, is an emergency now.
    expect(await ask(m, "my chest hurts. does bench press cause chest pain?")).toMatch(/^\*\*Stop training now\.\*\*/);
    expect(await ask(m, "у меня болит грудь, это от жима?", "ru")).toMatch(/^\*\*Прекратите тренировку прямо сейчас\.\*\*/);
  });

  it("gives no targets and no numbers at all for a 700 kcal day, and points to a doctor and a helpline", async () => {
    const m = await member();
    const en = await ask(m, "I eat 700 calories a day to lose weight faster, is that fine?");
    expect(en).toMatch(/^Thank you for telling me\./);
    expect(en).toContain("talk to a doctor, or call a mental-health or eating-disorder helpline");
    expect(en).not.toMatch(/\d/);
    expectNothingToTrain(en);
    const ru = await ask(m, "ем 700 ккал в день, чтобы быстрее похудеть, это нормально?", "ru");
    expect(ru).toContain("Здесь я не буду давать норм калорий и дефицита.");
    expect(ru).toContain("обратитесь к врачу или позвоните на телефон доверия");
    expect(ru).not.toMatch(/\d/);
  });

  it("gives a breastfeeding mother no deficit and no numbers, whether she says so or her profile does", async () => {
    const m = await member();
    const en = await ask(m, "breastfeeding my 3 month old, how big a deficit");
    expect(en).toMatch(/^While you're breastfeeding I don't set a calorie deficit/);
    expect(en).not.toMatch(/kcal|\d/);
    const ru = await ask(m, "кормлю грудью, какой дефицит калорий можно?", "ru");
    expect(ru).toMatch(/^Пока вы кормите грудью, я не даю дефицит калорий/);
    expect(ru).not.toMatch(/ккал|\d/);

    // Known from the profile: a deficit question gets the same answer; the calorie question
    // gets maintenance plus breastfeeding's extra energy, never less than maintenance.
    const mother = await member({ lifeStage: "lactation", lifeStageDate: "2026-08-21" });
    expect(await ask(mother, "How big a deficit should I run to lose the baby weight?")).toMatch(
      /^While you're breastfeeding I don't set a calorie deficit/,
    );
    const calories = await ask(mother, "How many calories should I eat?");
    const [, day, maintenance] = calories.match(/about \*\*([\d,]+) kcal\*\*.*Maintenance is about ([\d,]+) kcal/s) ?? [];
    const n = (s?: string) => Number((s ?? "NaN").replace(/,/g, ""));
    expect(n(maintenance)).toBe(2106);
    expect(n(day)).toBeGreaterThanOrEqual(2106 + 330);
  }, 15_000);

  it("gives a woman who has not said whether she is pregnant or breastfeeding maintenance, and asks, in both languages", async () => {
    // A woman of 30 who wants to lose weight: without her answer, maintenance and where to give it.
    const m = await member({ lifeStageAnsweredAt: null });
    const en = await ask(m, "How many calories should I eat?");
    const [, day, maintenance] = en.match(/about \*\*([\d,]+) kcal\*\*.*Maintenance is about ([\d,]+) kcal/s) ?? [];
    const kcal = (s?: string) => Number((s ?? "NaN").replace(/,/g, ""));
    // Maintenance, as the calorie target rounds it (to 10 kcal).
    expect(Math.abs(kcal(day) - kcal(maintenance))).toBeLessThanOrEqual(5);
    expect(en).toContain("before a deficit we ask whether you're pregnant or breastfeeding. Answer in your [profile](/profile)");
    const ru = await ask(m, "Сколько калорий мне есть?", "ru");
    expect(ru).toContain("прежде чем назначить дефицит, мы спрашиваем, не беременны ли вы и не кормите ли грудью");
    // Answered: the deficit, and no question.
    const answered = await ask(await member(), "How many calories should I eat?");
    expect(answered).not.toContain("pregnant");
    const [, cut, upkeep] = answered.match(/about \*\*([\d,]+) kcal\*\*.*Maintenance is about ([\d,]+) kcal/s) ?? [];
    expect(kcal(cut)).toBeLessThan(kcal(upkeep) - 200);
  }, 15_000);

  it("gives a member who says she is pregnant or breastfeeding her group's answer to any eating question, never targets", async () => {
    // Nothing in the profile: a woman of 30, 168 cm, 62 kg who wants to lose weight (the usual
    // answer would be a 20 % deficit).
    const m = await member();
    for (const [q, lang, start] of [
      ["я беременна, сколько мне нужно есть?", "ru", "Во время беременности я не составляю планов для похудения"],
      ["я кормлю грудью, сколько мне надо есть?", "ru", "Пока вы кормите грудью, я не даю дефицит калорий"],
      [
        "I'm pregnant now. How much should I be eating?",
        "en",
        "In pregnancy I don't make weight-loss plans or set a calorie deficit",
      ],
    ] as const) {
      const text = await ask(m, q, lang);
      expect(text.startsWith(start), q).toBe(true);
      expect(text, q).not.toMatch(/kcal|ккал|\d/);
    }
    // The Workers AI coach is not asked either.
    const runs: unknown[] = [];
    const binding = {
      run: async (...args: unknown[]) => {
        runs.push(args);
        throw new Error("the model must not be asked");
      },
    };
    const { app } = await import("../../worker/app");
    const { createExecutionContext, waitOnExecutionContext } = await import("cloudflare:test");
    const limiter = env.CHAT_LIMITER.get(env.CHAT_LIMITER.idFromName(m.id));
    await limiter.reset(Date.now());
    const ctx = createExecutionContext();
    const res = await app.request(
      "https://forma.test/api/chat/messages",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${m.token}`, Cookie: "lang=ru" },
        body: JSON.stringify({ content: "я беременна, сколько мне нужно есть?", today }),
      },
      { ...env, AI: binding, CHAT_MODEL: "@cf/zai-org/glm-4.7-flash" },
      ctx,
    );
    const text = await res.text();
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(text.startsWith("Во время беременности я не составляю планов для похудения")).toBe(true);
    expect(runs).toEqual([]);
  }, 15_000);

  it("tells a 16-year-old it won't help them cut, in Russian, with no numbers to cut by", async () => {
    const m = await member();
    const ru = await ask(m, "мне 16, как быстро высушиться до кубиков", "ru");
    expect(ru).toMatch(/^Вам ещё нет 18, поэтому я не даю дефицит калорий/);
    expect(ru).not.toMatch(/ккал|\d+\s?%/);
    expect(ru).not.toContain("На этот вопрос в моей библиотеке нет ответа");
  });

  it("gives a member underweight by pounds and feet or metres no deficit and no numbers to cut by, in both languages", async () => {
    const m = await member();
    const en = await ask(m, "I'm 5'7 and 105 lbs, how do I cut?");
    expect(en).toMatch(/^Your weight is already below the healthy range for your height, so I won't set a calorie deficit\./);
    expect(en).not.toMatch(/kcal|\d+\s?%/);
    const ru = await ask(m, "рост 1,70 вес 48 хочу похудеть", "ru");
    expect(ru).toMatch(/^Ваш вес уже ниже здорового для вашего роста, поэтому дефицит калорий я не дам\./);
    expect(ru).not.toMatch(/ккал|\d+\s?%/);
    // A load lifted beside a height is not the body's weight: the usual answer, not the group's.
    expect(await ask(m, "i bench 50 kg, 180 cm tall, how do i cut?")).not.toMatch(/^Your weight is already below/);
  });

  it("answers training talk that only looks like a red flag as usual", async () => {
    const m = await member();
    const zones = await ask(m, "what heart rate zones should I train in?");
    expect(zones).not.toContain("Stop training now");
    const more = await ask(m, "Как есть больше белка?", "ru");
    expect(more).not.toMatch(/Прекратите|Безопасность прежде всего/);
  }, 15_000);

  it("keeps the triage's answer in the history without spending the allowance on an emergency", async () => {
    const m = await member();
    const text = await ask(m, "I fainted at the gym yesterday");
    const state = await call("GET", "/api/chat/messages", undefined, { token: m.token });
    expect(state.body).toMatchObject({ remaining: 100 });
    expect(state.body.messages.map((x: { role: string; content: string }) => [x.role, x.content])).toEqual([
      ["user", "I fainted at the gym yesterday"],
      ["assistant", text],
    ]);
  });

  it("answers chest pain with the emergency reply when no messages are left, and leaves the allowance as it was", async () => {
    const m = await member();
    const limiter = env.CHAT_LIMITER.get(env.CHAT_LIMITER.idFromName(m.id));
    await limiter.reset(Date.now());
    for (let i = 0; i < 100; i++) await limiter.consume({ now: Date.now(), monthlyLimit: 100, minIntervalMs: 0 });
    const send = (content: string, lang = "en") =>
      SELF.fetch("https://forma.test/api/chat/messages", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${m.token}`, Cookie: `lang=${lang}` },
        body: JSON.stringify({ content, today }),
      });
    const res = await send("I have chest pain and my left arm is numb");
    const text = await res.text();
    expect(res.status).toBe(200);
    expect(text).toMatch(/^\*\*Stop training now\.\*\*/);
    expect(text).toContain("112");
    expect(res.headers.get("X-Chat-Remaining")).toBe("0");
    // Words of wanting to die get the crisis answer, with the emergency number, also for free.
    const crisis = await send("не хочу жить", "ru");
    expect(crisis.status).toBe(200);
    expect(await crisis.text()).toContain("112");
    // Any other question is still refused, and the month's count did not move.
    const usual = await send("how many sets for chest?");
    expect(usual.status).toBe(429);
    expect(await usual.json()).toMatchObject({ error: { code: "chat_monthly_limit" } });
    expect((await limiter.usage(Date.now(), 100)).used).toBe(100);
    const state = await call("GET", "/api/chat/messages", undefined, { token: m.token });
    expect(state.body).toMatchObject({ remaining: 0 });
    expect(state.body.messages.map((x: { role: string; content: string }) => x.content)).toContain(
      "I have chest pain and my left arm is numb",
    );
  });

  it("answers an emergency inside the pause between messages, but still counts a deficit question", async () => {
    const m = await member();
    await ask(m, "how many sets for chest?");
    const send = (content: string) =>
      SELF.fetch("https://forma.test/api/chat/messages", {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${m.token}` },
        body: JSON.stringify({ content, today }),
      });
    const emergency = await send("My heart is racing and I feel dizzy");
    expect(emergency.status).toBe(200);
    expect(await emergency.text()).toMatch(/^\*\*Stop training now\.\*\*/);
    expect(emergency.headers.get("X-Chat-Remaining")).toBe("99");
    const group = await send("I'm pregnant, how big a deficit should I run?");
    expect(group.status).toBe(429);
  });

  it("answers a red flag before the Workers AI model, which is never asked", async () => {
    const m = await member();
    const runs: unknown[] = [];
    const binding = {
      run: async (...args: unknown[]) => {
        runs.push(args);
        throw new Error("the model must not be asked");
      },
    };
    const { app } = await import("../../worker/app");
    const { createExecutionContext, waitOnExecutionContext } = await import("cloudflare:test");
    const ctx = createExecutionContext();
    const res = await app.request(
      "https://forma.test/api/chat/messages",
      {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${m.token}`, Cookie: "lang=ru" },
        body: JSON.stringify({ content: "давит в груди и одышка на беговой дорожке", today }),
      },
      { ...env, AI: binding, CHAT_MODEL: "@cf/zai-org/glm-4.7-flash" },
      ctx,
    );
    const text = await res.text();
    await waitOnExecutionContext(ctx);
    expect(res.status).toBe(200);
    expect(text).toContain("**Вызовите скорую: 112**");
    expect(runs).toEqual([]);
  });
});
