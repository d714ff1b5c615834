import { Tabs } from "radix-ui";
import { Suspense, type ComponentProps } from "react";

/**
 * A tab's panel (Radix `Tabs.Content`) whose content hydrates in a commit of its own. Radix's
 * Presence sets state from its ref as a panel mounts: a synchronous update, before which React
 * runs every effect still pending from that commit, in the same task. Without the boundary
 * those were the whole panel's (on /profile its queries subscribing and fetching: one task of
 * 45 ms under Lighthouse's tracing); with it the panel hydrates after the tabs, and its effects
 * run in a later task of their own.
 */
export function TabPanel({ children, ...props }: ComponentProps<typeof Tabs.Content>) {
  return (
    <Tabs.Content {...props}>
      <Suspense>{children}</Suspense>
    </Tabs.Content>
  );
}
