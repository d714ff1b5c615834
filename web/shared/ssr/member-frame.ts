import { isPlan, type Plan } from "../../../core/plans";
import type { SessionUser } from "../../../core/session";

// A member's page is prerendered once for every member (scripts/prerender.mjs): the frame. It is
// rendered, and then hydrated, as this stand-in, who has a plan but no name, e-mail or plans of
// their own (a page that differs by plan has a frame per plan). The worker picks the frame for the
// member's plan and names their id and plan on #root; the real session, fetched at once, fills in
// the rest after hydrating.

/** The stand-in member a frame is rendered and hydrated as. */
export function frameMember(id: string, plan: Plan): SessionUser {
  return {
    id,
    email: "",
    firstName: "",
    lastName: "",
    memberSince: "",
    plan,
    hasWorkoutPlan: true,
    hasNutritionPlan: true,
    units: null,
  };
}

/** The stand-in from a frame rather than the member the server knows. */
export const isFrameMember = (user: SessionUser | null) => user !== null && user.memberSince === "";

/** The frame's member as the worker named it on #root: their id and plan. */
export function memberOfFrame(root: HTMLElement): SessionUser | null {
  const { member, plan } = root.dataset;
  if (!member || !isPlan(plan)) return null;
  return frameMember(member, plan);
}
