import * as m from "../../i18n/paraglide/messages.js";
import { LockScreen } from "../billing/LockScreen";

/** The dishes library shown to a member without it: the lock for Standard (the server answers 403 too). */
export function DishesLock() {
  return <LockScreen plan="BASIC" title={m.dishes_title} pitch={m.dishes_lock_text} />;
}
