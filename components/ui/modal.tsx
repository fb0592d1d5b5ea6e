"use client";
// The one modal of the app, on Radix Dialog: focus moves in and is trapped, Escape closes, focus returns
// to the trigger. Widths from spec section 9 (upgrade 600, survey 550, default 380), top margin 60,
// padding 20. `dismissOnOutsideClick={false}` for flows that must not close by a background click (the
// score survey). Radix's code arrives after the page (./lazy-module.ts): a closed modal needs none, and an
// opened one appears as soon as it is there (meanwhile, and when the download failed, ./lazy-fallback.tsx).
// `returnFocusTo`: the element that gets focus back on close, for a modal opened by a trigger of its own.
import type { ReactNode } from "react";
import { MODAL_PADDING_PX, MODAL_TOP_MARGIN_PX, MODAL_WIDTH } from "@/lib/ui/constants";
import { radixDialog } from "./lazy-module";
import { LazyFallback, retryRadixDialog } from "./lazy-fallback";

export type ModalSize = keyof typeof MODAL_WIDTH;

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  size?: ModalSize;
  dismissOnOutsideClick?: boolean;
  children?: ReactNode;
  /** Buttons row at the bottom, right-aligned. */
  footer?: ReactNode;
  testId?: string;
  returnFocusTo?: HTMLElement | null;
};

export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = "default",
  dismissOnOutsideClick = true,
  children,
  footer,
  testId,
  returnFocusTo,
}: Props) {
  const { module: Dialog, failed } = radixDialog.useLazy(open);
  if (!Dialog) {
    if (!open) return null;
    return <LazyFallback failed={failed} onRetry={retryRadixDialog} onClose={() => onOpenChange(false)} />;
  }
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content
          data-testid={testId}
          onPointerDownOutside={dismissOnOutsideClick ? undefined : (e) => e.preventDefault()}
          onInteractOutside={dismissOnOutsideClick ? undefined : (e) => e.preventDefault()}
          onCloseAutoFocus={
            returnFocusTo
              ? (e) => {
                  e.preventDefault();
                  returnFocusTo.focus();
                }
              : undefined
          }
          style={{ top: MODAL_TOP_MARGIN_PX, padding: MODAL_PADDING_PX, maxWidth: MODAL_WIDTH[size] }}
          className="fixed left-1/2 z-50 max-h-[calc(100vh-80px)] w-[calc(100vw-2rem)] -translate-x-1/2 overflow-y-auto rounded-lg bg-white shadow-xl focus:outline-none"
        >
          <Dialog.Title className="text-lg font-semibold">{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className="mt-2 text-sm text-slate-700">{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="sr-only">{title}</Dialog.Description>
          )}
          {children ? <div className="mt-4">{children}</div> : null}
          {footer ? <div className="mt-5 flex flex-wrap justify-end gap-2">{footer}</div> : null}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
