import { Link } from "@tanstack/react-router";
import { ChevronDown } from "lucide-react";
import { DropdownMenu } from "radix-ui";
import { useEffect, useRef } from "react";
import { iconFor } from "../navigation/icons";
import { triggerClass, type NavDropdownProps } from "./nav-dropdown-style";

export default function NavDropdownMenu({ label, items, active, badge, testId, defaultOpen, focusOnMount }: NavDropdownProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // The stand-in button had focus and has just been replaced: hand focus to the real trigger.
  useEffect(() => {
    if (focusOnMount && !defaultOpen) trigger.current?.focus();
  }, [focusOnMount, defaultOpen]);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger ref={trigger} data-testid={testId} className={triggerClass(active)}>
        {label}
        {badge}
        <ChevronDown size={16} aria-hidden="true" className="transition-transform data-[state=open]:rotate-180" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="start"
          sideOffset={8}
          className="z-50 grid min-w-72 gap-1 rounded-2xl border border-border bg-surface p-2 shadow-panel"
        >
          {items.map((item) => {
            const Icon = iconFor(item.icon);
            return (
              <DropdownMenu.Item key={item.path} asChild>
                <Link
                  to={item.path}
                  className="flex items-start gap-3 rounded-xl p-2.5 outline-none data-[highlighted]:bg-surface-2"
                >
                  <Icon size={20} aria-hidden="true" className="mt-0.5 shrink-0 text-accent" />
                  <span className="grid">
                    <span className="text-sm font-semibold text-text">{item.label()}</span>
                    <span className="text-xs text-muted">{item.description()}</span>
                  </span>
                </Link>
              </DropdownMenu.Item>
            );
          })}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
