// The analyzers' risk notes: who tends to fall short of which nutrients, and where that comes
// from. Which notes a member sees is decided in core/micronutrients/risk-notes.ts.
import type { Localized, Source } from "../../core/content";
import type { MicronutrientSlug } from "../../core/micronutrients/nutrients";
import type { RiskNoteId } from "../../core/micronutrients/risk-notes";

export interface RiskNote {
  title: Localized;
  body: Localized;
  /** The nutrients the note is about; omega-3 fats are named too, though the analyzers do not count them. */
  nutrients: (MicronutrientSlug | "omega-3")[];
  sources: Source[];
}

const ods = (name: string, page: string): Source => ({
  title: `${name} — Fact Sheet for Health Professionals`,
  publisher: "NIH Office of Dietary Supplements",
  url: `https://ods.od.nih.gov/factsheets/${page}-HealthProfessional/`,
});

export const riskNotes: Record<RiskNoteId, RiskNote> = {
  vegetarian: {
    title: { en: "Your nutrition plan is vegetarian", ru: "Ваш план питания вегетарианский" },
    body: {
      en: "Vitamin B12 comes almost only from animal foods: eggs and dairy give some, but many vegetarians need fortified foods or a supplement. Iron from plants is absorbed less well (eat vitamin C foods with it), zinc is held back by the phytates in grains and legumes, iodine depends on iodised salt or dairy, and the long-chain omega-3 fats (EPA, DHA) are found almost only in fish and algae.",
      ru: "Витамин B12 есть почти только в продуктах животного происхождения: яйца и молочные продукты дают немного, и многим вегетарианцам нужны обогащённые продукты или добавка. Железо из растений усваивается хуже (ешьте его вместе с продуктами, богатыми витамином C), усвоению цинка мешают фитаты злаков и бобовых, йод зависит от йодированной соли и молочных продуктов, а длинноцепочечные омега-3 (ЭПК и ДГК) есть почти только в рыбе и водорослях.",
    },
    nutrients: ["vitamin-b12", "iron", "zinc", "iodine", "omega-3"],
    sources: [
      {
        title: "Position of the Academy of Nutrition and Dietetics: Vegetarian Diets (Melina V, Craig W, Levin S)",
        publisher: "Journal of the Academy of Nutrition and Dietetics",
        year: 2016,
        url: "https://doi.org/10.1016/j.jand.2016.09.025",
      },
      ods("Vitamin B12", "VitaminB12"),
      ods("Iron", "Iron"),
      ods("Zinc", "Zinc"),
      ods("Iodine", "Iodine"),
      ods("Omega-3 Fatty Acids", "Omega3FattyAcids"),
    ],
  },
  "over-50": {
    title: { en: "You are over 50", ru: "Вам больше 50 лет" },
    body: {
      en: "With age the stomach makes less acid, so vitamin B12 from food is absorbed less well: after 50 most of it should come from fortified foods or a supplement. The skin makes less vitamin D (the RDA rises to 20 µg after 70), and calcium needs rise to 1,200 mg for women after 50 and men after 70 to protect the bones.",
      ru: "С возрастом желудок вырабатывает меньше кислоты, и витамин B12 из еды усваивается хуже: после 50 лет большую его часть лучше получать из обогащённых продуктов или добавки. Кожа синтезирует меньше витамина D (после 70 лет норма вырастает до 20 мкг), а потребность в кальции для защиты костей повышается до 1 200 мг — у женщин после 50, у мужчин после 70.",
    },
    nutrients: ["vitamin-b12", "vitamin-d", "calcium"],
    sources: [ods("Vitamin B12", "VitaminB12"), ods("Vitamin D", "VitaminD"), ods("Calcium", "Calcium")],
  },
  "women-19-50": {
    title: { en: "Women 19 to 50 need more iron", ru: "Женщинам 19–50 лет нужно больше железа" },
    body: {
      en: "Menstrual blood loss raises a woman's iron RDA to 18 mg a day, more than twice a man's 8 mg, and iron deficiency is most common in this group. Meat, fish and poultry give the best-absorbed iron; beans, lentils and greens count too, especially eaten with vitamin C.",
      ru: "Из-за менструальной кровопотери норма железа для женщин — 18 мг в день, больше чем вдвое выше мужской (8 мг), и дефицит железа чаще всего встречается именно в этой группе. Лучше всего усваивается железо из мяса, рыбы и птицы; фасоль, чечевица и зелень тоже помогают, особенно вместе с витамином C.",
    },
    nutrients: ["iron"],
    sources: [ods("Iron", "Iron")],
  },
  "heavy-training": {
    title: { en: "You train hard", ru: "Вы много тренируетесь" },
    body: {
      en: "Heavy training raises iron needs (sweat, the gut and foot strike in runners lose some; female and endurance athletes fall short most often), and sweat carries away sodium and smaller amounts of potassium and magnesium. Long, hot sessions call for salty food or drinks afterwards; check your iron with your doctor if you feel unusually tired.",
      ru: "При больших нагрузках потребность в железе растёт (часть теряется с потом, через кишечник и от ударов стопы у бегунов; чаще всего его не хватает женщинам и тем, кто тренирует выносливость), а с потом уходят натрий и понемногу калий и магний. После долгих тренировок в жару нужны солёная еда или напитки; если вы необычно устаёте, проверьте уровень железа у врача.",
    },
    nutrients: ["iron", "magnesium", "sodium", "potassium"],
    sources: [
      {
        title:
          "Nutrition and Athletic Performance: joint position statement of the American College of Sports Medicine, the Academy of Nutrition and Dietetics and Dietitians of Canada (Thomas DT, Erdman KA, Burke LM)",
        publisher: "Medicine & Science in Sports & Exercise",
        year: 2016,
        url: "https://doi.org/10.1249/MSS.0000000000000852",
      },
      ods("Iron", "Iron"),
      ods("Magnesium", "Magnesium"),
    ],
  },
};
