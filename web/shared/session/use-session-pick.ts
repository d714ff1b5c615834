import { useQuery } from "@tanstack/react-query";
import { needsPlans, type SessionUser } from "../../../core/session";
import { sessionQuery } from "./api";

/**
 * What a component shows of the session, picked so that it renders again only when that part
 * changes (the query shares equal picks structurally). The session is re-read once a page has
 * hydrated, and a frame's stand-in member becomes the member with names and dates: every
 * subscriber of the whole member rendered again then, in one synchronous task per answer
 * (external stores cannot render in a transition). Undefined while the session loads.
 * `pick` is best a module-level function: the query re-runs a new one on every render.
 */
export function useSessionPick<T>(pick: (user: SessionUser | null) => T): T | undefined {
  return useQuery({ ...sessionQuery, select: (state) => pick(state.user) }).data;
}

/** The member's id and plan, or null for a visitor. */
export const idAndPlan = (user: SessionUser | null) => user && { id: user.id, plan: user.plan };

/** Whether someone is signed in. */
export const isMember = (user: SessionUser | null) => user !== null;

/** What the bars show of a member: their menus, and the dot while a plan is missing. */
export const shellMember = (user: SessionUser | null) => user && { needsPlans: needsPlans(user) };
