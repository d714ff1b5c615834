import { Tabs } from "radix-ui";
import { Suspense, type ComponentProps } from "react";

/**
 * A tab's panel that follows the tabs a moment later: the pressed tab is selected at once (the
 * tabs' own state), and the panel `shown` names (the tab taken after the press has painted,
 * use-shown-after-paint.ts) renders as work that yields to input. Swapping a whole panel in the
 * press itself kept a slow phone's tap from being painted for half a second. Radix still names the
 * panel from its tab and the tab controls it; the others stay in the page, empty and hidden.
 * Inside, as in TabPanel, the content hydrates in a commit of its own.
 */
export function LaterTabPanel({ value, shown, children, ...props }: Omit<ComponentProps<typeof Tabs.Content>, "forceMount"> & { shown: string }) {
  const open = value === shown;
  return (
    <Tabs.Content value={value} forceMount hidden={!open} {...props}>
      {open && <Suspense>{children}</Suspense>}
    </Tabs.Content>
  );
}
