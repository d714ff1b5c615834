// The name a payment provider shows on its checkout page and receipts ("Forma Pro (monthly)"),
// with the billing screen's plan names, in the member's language.
import type { Interval, PaidPlan } from "../../core/billing/catalog";
import type { Locale } from "../../core/locale";
import * as m from "../../i18n/paraglide/messages.js";

const planNames = { BASIC: m.plan_basic, PRO: m.nav_pro };
const names = { month: m.billing_product_month, year: m.billing_product_year };

export const productName = (app: string, plan: PaidPlan, interval: Interval, locale: Locale) =>
  names[interval]({ app, plan: planNames[plan]({}, { locale }) }, { locale });
