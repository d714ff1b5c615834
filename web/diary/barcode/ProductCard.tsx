import { Package } from "lucide-react";
import { useId, useState } from "react";
import type { BarcodeProductJson } from "../../../core/api/foods";
import * as m from "../../../i18n/paraglide/messages.js";
import { gramsText, kcalText } from "../format";
import { nutrientNames } from "../nutrients";
import { macrosOf } from "./product";

const linkClass = "font-medium text-accent underline underline-offset-2";

/** A product found by its code: what it is, its values per 100 g, and whose data they are (ODbL asks for the line). */
export function ProductCard({ product }: { product: BarcodeProductJson }) {
  const [imageFailed, setImageFailed] = useState(false);
  const macros = macrosOf(product);
  const value = (column: keyof typeof macros) => {
    const v = macros[column];
    if (v === null) return m.diary_barcode_unknown();
    return column === "kcal" ? kcalText(v) : gramsText(v);
  };
  const nameId = useId();
  const valuesId = useId();
  const rows = [
    { label: nutrientNames.kcal(), text: value("kcal") },
    { label: m.calc_protein(), text: value("protein") },
    { label: m.calc_fat(), text: value("fat") },
    { label: m.calc_carbs(), text: value("carbs") },
  ];
  return (
    <article aria-labelledby={nameId} className="grid gap-3 rounded-2xl border border-border bg-surface-2 p-4">
      <div className="flex items-start gap-3">
        {product.imageUrl && !imageFailed ? (
          <img
            src={product.imageUrl}
            alt={m.diary_barcode_image({ name: product.name })}
            width={72}
            height={72}
            loading="lazy"
            referrerPolicy="no-referrer"
            onError={() => setImageFailed(true)}
            className="size-18 shrink-0 rounded-lg bg-white object-contain"
          />
        ) : (
          <div aria-hidden="true" className="grid size-18 shrink-0 place-items-center rounded-lg bg-surface text-muted">
            <Package className="size-7" />
          </div>
        )}
        <div className="grid min-w-0 gap-0.5">
          <h3 id={nameId} className="text-lg leading-snug font-semibold break-words">
            {product.name}
          </h3>
          {(product.brand || product.quantity) && (
            <p className="text-sm break-words">{[product.brand, product.quantity].filter(Boolean).join(" · ")}</p>
          )}
          <p className="text-sm text-muted">{m.diary_barcode_code({ code: product.barcode })}</p>
        </div>
      </div>
      <p id={valuesId} className="-mb-1 text-sm font-medium">
        {m.diary_barcode_per_100g()}
      </p>
      <dl aria-labelledby={valuesId} className="grid grid-cols-2 gap-2 min-[400px]:grid-cols-4">
        {rows.map((row) => (
          <div key={row.label} className="grid rounded-xl bg-surface px-3 py-2">
            <dt className="text-xs text-muted">{row.label}</dt>
            <dd className="font-semibold tabular-nums">{row.text}</dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-muted">
        {product.attribution.text}.{" "}
        <a href={product.url} target="_blank" rel="noopener noreferrer" className={linkClass}>
          {m.diary_barcode_product_page()}
        </a>
        {" · "}
        <a href={product.attribution.licenceUrl} target="_blank" rel="noopener noreferrer license" className={linkClass}>
          {m.diary_barcode_licence()}
        </a>
      </p>
    </article>
  );
}
