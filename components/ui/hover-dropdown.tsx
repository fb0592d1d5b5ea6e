"use client";
// Header dropdowns (spec section 4): open on click or hover; after the pointer leaves the trigger and
// the menu, they close 350 ms later, unless the user kept them open by clicking (or opened them with the
// keyboard), in which case they close like any menu: a choice, Escape, or a click outside.
// Built on Radix DropdownMenu (roving focus, typeahead, Escape, focus return), loaded after the page
// (./lazy-module.ts): until it is there the trigger is the same button and opens the menu on the same
// gestures, which then appears as soon as the code has arrived (meanwhile ./lazy-fallback.tsx).
import {
  cloneElement,
  createContext,
  isValidElement,
  useCallback,
  useContext,
  useEffect,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from "react";
import { HOVER_DROPDOWN_CLOSE_MS } from "@/lib/ui/constants";
import { radixMenu, type RadixMenu } from "./lazy-module";
import { LazyFallback, retryRadixMenu } from "./lazy-fallback";

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
  side?: "top" | "bottom";
  contentClassName?: string;
  /** Accessible name of the menu. */
  label?: string;
  testId?: string;
  closeDelayMs?: number;
  /** false: opens on a click or a key only (the support launcher). */
  hover?: boolean;
};

/** The loaded Radix menu, for the menu rows rendered inside the content. */
const MenuParts = createContext<RadixMenu | null>(null);

export function HoverDropdown({
  trigger,
  children,
  align = "start",
  side = "bottom",
  contentClassName = "",
  label,
  testId,
  closeDelayMs,
  hover = true,
}: Props) {
  const dropdown = useHoverDropdown(closeDelayMs);
  const { module: Menu, failed } = radixMenu.useLazy(dropdown.open);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [focused, setFocused] = useState(false);
  // The trigger is drawn again inside Radix's when the code arrives: a keyboard user keeps their focus.
  useEffect(() => {
    if (Menu && focused && !dropdown.open) triggerRef.current?.focus();
    // Only when the module arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [Menu]);
  const triggerProps = hover ? dropdown.triggerProps : {};

  if (!Menu) {
    if (!isValidElement(trigger)) return trigger;
    const openNow = () => dropdown.onOpenChange(true);
    const plainTrigger = cloneElement(trigger as ReactElement<Record<string, unknown>>, {
      "aria-haspopup": "menu",
      "aria-expanded": false,
      ...(hover ? { onPointerEnter: dropdown.triggerProps.onPointerEnter } : {}),
      ...(hover ? { onPointerLeave: dropdown.triggerProps.onPointerLeave } : {}),
      // Radix's own gestures: the primary button down, or Enter, Space or ArrowDown.
      onPointerDown: (e: PointerEvent) => {
        if (e.button === 0 && !e.ctrlKey) openNow();
      },
      onKeyDown: (e: KeyboardEvent) => {
        if (e.key === "Enter" || e.key === " " || e.key === "ArrowDown") {
          e.preventDefault();
          openNow();
        }
      },
      onFocus: () => setFocused(true),
      onBlur: () => setFocused(false),
    });
    // Asked for while the code is still on its way (or its download failed): say so instead of nothing.
    return (
      <>
        {plainTrigger}
        {dropdown.open && <LazyFallback failed={failed} onRetry={retryRadixMenu} onClose={dropdown.close} />}
      </>
    );
  }

  return (
    <Menu.Root open={dropdown.open} onOpenChange={dropdown.onOpenChange} modal={false}>
      <Menu.Trigger asChild ref={triggerRef} {...triggerProps}>
        {trigger}
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          {...(hover ? dropdown.contentProps : {})}
          aria-label={label}
          data-testid={testId}
          align={align}
          side={side}
          sideOffset={side === "top" ? 8 : 6}
          collisionPadding={8}
          className={`z-50 min-w-48 max-w-[calc(100vw-16px)] rounded-md border border-slate-200 bg-white p-1 text-sm text-slate-900 shadow-lg focus:outline-none ${contentClassName}`}
        >
          <MenuParts.Provider value={Menu}>{children}</MenuParts.Provider>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}

function useMenuParts(): RadixMenu {
  const parts = useContext(MenuParts);
  if (!parts) throw new Error("menu rows belong inside a HoverDropdown");
  return parts;
}

/** A menu row with the shared look; `asChild` for links. */
export const menuItemClass =
  "flex min-h-10 cursor-pointer select-none items-center gap-2 rounded px-3 py-2 outline-none data-[highlighted]:bg-brand-50 data-[highlighted]:text-brand-900 data-[disabled]:cursor-not-allowed data-[disabled]:text-slate-500";

// The menu rows render only inside an open menu, where Radix is loaded.
export function MenuItem(props: ComponentPropsWithRef<RadixMenu["Item"]>) {
  const { Item } = useMenuParts();
  return <Item {...props} />;
}
export function MenuLabel(props: ComponentPropsWithRef<RadixMenu["Label"]>) {
  const { Label } = useMenuParts();
  return <Label {...props} />;
}
export function MenuSeparator(props: ComponentPropsWithRef<RadixMenu["Separator"]>) {
  const { Separator } = useMenuParts();
  return <Separator {...props} />;
}
export function MenuGroup(props: ComponentPropsWithRef<RadixMenu["Group"]>) {
  const { Group } = useMenuParts();
  return <Group {...props} />;
}
