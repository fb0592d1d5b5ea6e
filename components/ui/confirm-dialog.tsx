"use client";
// A confirmation dialog with its own trigger, on the app's Modal (./modal.tsx): focus moves in and is
// trapped, Escape closes, the trigger gets focus back. Default modal width 380 and top margin 60 / padding
// 20 (spec section 9). Radix's dialog code is not part of the page's first load (./lazy-module.ts).
import { cloneElement, isValidElement, useState, type ReactElement, type ReactNode } from "react";
import { Button } from "./button";
import { Modal } from "./modal";

type Props = {
  trigger: ReactNode;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  danger?: boolean;
};

type TriggerProps = { onClick?: (e: React.MouseEvent<HTMLElement>) => void };

export function ConfirmDialog({ trigger, title, description, confirmLabel, cancelLabel, onConfirm, danger }: Props) {
  const [open, setOpen] = useState(false);
  // Where focus returns when the dialog closes: the element that opened it.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const triggerWithOpen = isValidElement<TriggerProps>(trigger)
    ? cloneElement(trigger as ReactElement<TriggerProps & Record<string, unknown>>, {
        "aria-haspopup": "dialog",
        "aria-expanded": open,
        onClick: (e: React.MouseEvent<HTMLElement>) => {
          trigger.props.onClick?.(e);
          if (e.defaultPrevented) return;
          setOpener(e.currentTarget);
          setOpen(true);
        },
      })
    : trigger;
  return (
    <>
      {triggerWithOpen}
      <Modal
        open={open}
        onOpenChange={setOpen}
        title={title}
        description={description}
        returnFocusTo={opener}
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {cancelLabel}
            </Button>
            <Button
              variant={danger ? "danger" : "primary"}
              onClick={() => {
                setOpen(false);
                onConfirm();
              }}
            >
              {confirmLabel}
            </Button>
          </>
        }
      />
    </>
  );
}
