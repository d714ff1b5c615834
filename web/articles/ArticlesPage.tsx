import { useNavigate } from "@tanstack/react-router";
import { ToggleGroup } from "radix-ui";
import { articles } from "../../content/articles/index";
import { articleCategories, type ArticleCategory } from "../../content/articles/types";
import { useLocale } from "../shared/i18n/locale";
import type { SearchProps } from "../shared/navigation/screen-props";
import * as m from "../../i18n/paraglide/messages.js";
import { chipClass } from "../shared/ui/chip-styles";
import { ArticleCard } from "./ArticleCard";
import { categoryLabels } from "./labels";
import { ScreenHeader } from "../shared/ui/ScreenHeader";

export default function ArticlesPage({ search }: SearchProps<"category">) {
  const locale = useLocale();
  const navigate = useNavigate();
  const raw = search.category;
  const category = (articleCategories as readonly string[]).includes(raw ?? "") ? (raw as ArticleCategory) : null;
  const shown = category ? articles.filter((a) => a.category === category) : articles;
  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <ScreenHeader title={m.articles_title()} lead={m.articles_lead()} />
      <ToggleGroup.Root
        type="single"
        value={category ?? "all"}
        onValueChange={(v) =>
          v && void navigate({ to: "/articles", search: { category: v === "all" ? undefined : v }, replace: true })
        }
        aria-label={m.articles_categories()}
        className="flex flex-wrap gap-2"
      >
        <ToggleGroup.Item value="all" className={chipClass}>
          {m.articles_all()}
        </ToggleGroup.Item>
        {articleCategories.map((c) => (
          <ToggleGroup.Item key={c} value={c} className={chipClass}>
            {categoryLabels[c]()}
          </ToggleGroup.Item>
        ))}
      </ToggleGroup.Root>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((a) => (
          <ArticleCard key={a.slug} article={a} locale={locale} />
        ))}
      </ul>
    </section>
  );
}
