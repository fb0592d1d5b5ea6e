"use client";
// Header dropdowns (spec section 4): open on click or hover; after the pointer leaves the trigger and
// the menu, they close 350 ms later, unless the user kept them open by clicking (or opened them with the
// keyboard), in which case they close like any menu: a choice, Escape, or a click outside.
// Built on Radix DropdownMenu (roving focus, typeahead, Escape, focus return).
import * as Menu from "@radix-ui/react-dropdown-menu";
import { useCallback, useEffect, useRef, useState, type PointerEvent, type ReactNode } from "react";
import { HOVER_DROPDOWN_CLOSE_MS } from "@/lib/ui/constants";

// Touch has no hover: a tap is a click.
const hovers = (e: PointerEvent) => e.pointerType !== "touch";

export function useHoverDropdown(closeDelayMs: number = HOVER_DROPDOWN_CLOSE_MS) {
  const [open, setOpenState] = useState(false);
  const [pinned, setPinned] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const cancelClose = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  }, []);
  useEffect(() => cancelClose, [cancelClose]);

  const setOpen = useCallback(
    (next: boolean, keep = true) => {
      cancelClose();
      setPinned(next && keep);
      setOpenState(next);
    },
    [cancelClose],
  );

  const onPointerEnter = useCallback(
    (e: PointerEvent) => {
      if (!hovers(e)) return;
      cancelClose();
      setOpenState((wasOpen) => {
        if (!wasOpen) setPinned(false);
        return true;
      });
    },
    [cancelClose],
  );

  const onPointerLeave = useCallback(
    (e: PointerEvent) => {
      if (!hovers(e) || pinned) return;
      cancelClose();
      timer.current = setTimeout(() => {
        timer.current = null;
        setOpenState(false);
      }, closeDelayMs);
    },
    [cancelClose, closeDelayMs, pinned],
  );

  // A click on a trigger that hover already opened keeps the menu open instead of closing it: Radix
  // skips its own toggle when the event's default is prevented.
  const onTriggerPointerDown = useCallback(
    (e: PointerEvent) => {
      if (open && !pinned && e.button === 0 && hovers(e)) {
        e.preventDefault();
        cancelClose();
        setPinned(true);
      }
    },
    [open, pinned, cancelClose],
  );

  return {
    open,
    pinned,
    /** Radix's onOpenChange: a click or a key opens a kept-open menu; every close is immediate. */
    onOpenChange: (next: boolean) => setOpen(next, true),
    close: () => setOpen(false),
    triggerProps: { onPointerEnter, onPointerLeave, onPointerDown: onTriggerPointerDown },
    contentProps: { onPointerEnter, onPointerLeave },
  };
}

type Props = {
  /** The trigger element (a button); Radix wires its aria attributes. */
  trigger: ReactNode;
  children: ReactNode;
  align?: "start" | "center" | "end";
  contentClassName?: string;
  /** Accessible name of the menu. */
  label?: string;
  testId?: string;
  closeDelayMs?: number;
};

export function HoverDropdown({
  trigger,
  children,
  align = "start",
  contentClassName = "",
  label,
  testId,
  closeDelayMs,
}: Props) {
  const dropdown = useHoverDropdown(closeDelayMs);
  return (
    <Menu.Root open={dropdown.open} onOpenChange={dropdown.onOpenChange} modal={false}>
      <Menu.Trigger asChild {...dropdown.triggerProps}>
        {trigger}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          {...dropdown.contentProps}
          aria-label={label}
          data-testid={testId}
          align={align}
          sideOffset={6}
          collisionPadding={8}
          className={`z-50 min-w-48 max-w-[calc(100vw-16px)] rounded-md border border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-lg focus:outline-none ${contentClassName}`}
        >
          {children}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

/** A menu row with the shared look; `asChild` for links. */
export const menuItemClass =
  "flex min-h-10 cursor-pointer select-none items-center gap-2 rounded px-3 py-2 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-500";

export const MenuItem = Menu.Item;
export const MenuLabel = Menu.Label;
export const MenuSeparator = Menu.Separator;
export const MenuGroup = Menu.Group;
