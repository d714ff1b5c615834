import type { SupportStatus, SupportTopic } from "../../core/support/topics";
import * as m from "../paraglide/messages.js";
import type { Label } from "./label";

// Support requests' topics and statuses as the member reads them (the form, the list, the e-mails).
// Named one by one: a key looked up in the whole catalogue keeps every message in the worker's bundle.
export const topicLabels: Record<SupportTopic, Label> = {
  account: m.support_topic_account,
  billing: m.support_topic_billing,
  plans: m.support_topic_plans,
  workouts: m.support_topic_workouts,
  nutrition: m.support_topic_nutrition,
  bug: m.support_topic_bug,
  other: m.support_topic_other,
};

export const statusLabels: Record<SupportStatus, Label> = {
  open: m.support_status_open,
  answered: m.support_status_answered,
  closed: m.support_status_closed,
};
