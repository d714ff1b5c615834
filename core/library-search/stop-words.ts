// The commonest words of each language: questions are made of them, passages are not about them.
import type { Locale } from "../locale";

const en = `a about above again all also am an and any are as at be been being below
between both but by can could did do does doing done don dont down each few for from
further get gets getting got had has have having he her here hers him his how i if in into is it
its itself just let lets me more most much my myself no nor not now of off on once only or other
our out over own same she should so some such than that the their them then there these they
this those through to too under until up very was we were what whats when where which while who
whom why will with would you your yours yourself ok okay pls please thanks thank tell say know
want need really thing things bit lot lots like guys hey hi hello many good best better bad way ways
anyone someone something recommend normal okay worth always help never ever still`;

const ru = `а без бы был была были было быть в вам вас весь во вот все всё всего всех вы где да даже
для до его ее её если есть ещё еще же за и из или им их к как какая какие каким какой когда кто ли
либо мне меня мной мог может можно мой моя мои мое моё мы на над надо нам нас не него нее неё нет
ни них но ну о об однако он она они оно от очень по под при про с сам сама само свой себе себя со
так такой также там те тем то того тоже той только том ты у уже хочу хотя чего чей чем что чтобы
чье чья эта эти это этот я вообще просто подскажите подскажи скажи скажите пожалуйста плиз спс
спасибо расскажи расскажите нужно нужен нужна надо ли ведь бывает будет буду будут мне стоит брать
лучше хорошо плохо какой какая какое каких норм нормально реально вообще типа короче постоянно
всегда хочется хочу помогите помоги`;

// «есть» is left out of the list: as "to eat" it is the question; so are "before", "during"
// and "after", which tell the sections on timing apart.
const set = (text: string) => new Set(text.split(/\s+/).filter((w) => w && w !== "есть"));

export const stopWords: Record<Locale, Set<string>> = { en: set(en), ru: set(ru) };
