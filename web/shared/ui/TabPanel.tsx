import { Tabs } from "radix-ui";
import { Suspense, type ComponentProps } from "react";

/**
 * A tab's panel (Radix `Tabs.Content`) whose content hydrates in a commit of its own. Radix's
 * Presence sets state from its ref as a panel mounts: a synchronous update, before which React
 * runs every effect still pending from that commit, in the same task. Without the boundary
 * those were the whole panel's (on /profile its queries subscribing and fetching: one task of
 * 45 ms under Lighthouse's tracing); with it the panel hydrates after the tabs, and its effects
 * run in a later task of their own.
 *
 * With `shown` (the tab taken once the press has painted, useShownAfterPaint) the panel follows
 * the tabs a moment later: the pressed tab is selected at once, and the panel renders as work that
 * yields to input. Swapping a whole panel in the press itself kept a slow phone's tap from being
 * painted for half a second. Radix still names the panel from its tab and the tab controls it; the
 * other panels stay in the page, empty and hidden.
 */
export function TabPanel({
  children,
  shown,
  ...props
}: Omit<ComponentProps<typeof Tabs.Content>, "forceMount"> & { shown?: string }) {
  if (shown === undefined) {
    return (
      <Tabs.Content {...props}>
        <Suspense>{children}</Suspense>
      </Tabs.Content>
    );
  }
  const open = props.value === shown;
  return (
    <Tabs.Content forceMount hidden={!open} {...props}>
      {open && <Suspense>{children}</Suspense>}
    </Tabs.Content>
  );
}
