import type { SupportStatus, SupportTopic } from "../../core/support/topics";
import * as m from "../../i18n/paraglide/messages.js";

export const topicLabels: Record<SupportTopic, () => string> = {
  account: m.support_topic_account,
  billing: m.support_topic_billing,
  plans: m.support_topic_plans,
  workouts: m.support_topic_workouts,
  nutrition: m.support_topic_nutrition,
  bug: m.support_topic_bug,
  other: m.support_topic_other,
};

export const statusLabels: Record<SupportStatus, () => string> = {
  open: m.support_status_open,
  answered: m.support_status_answered,
  closed: m.support_status_closed,
};
