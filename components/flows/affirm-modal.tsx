"use client";
// A generic "are you sure?" or "please acknowledge" modal on the shared Modal (default width 380,
// Escape closes). Without cancelLabel it is an acknowledgement with a single button. onConfirm may be
// async: the buttons stay disabled until it settles, and the modal closes only when it succeeds.
import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void | Promise<unknown>;
  danger?: boolean;
  testId?: string;
};

export function AffirmModal({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  danger,
  testId = "affirm-modal",
}: Props) {
  const [pending, setPending] = useState(false);

  async function confirm() {
    setPending(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // The caller reports the failure (usually with the error toast); the modal stays open to retry.
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}
      title={title}
      description={message}
      testId={testId}
      footer={
        <>
          {cancelLabel ? (
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={pending}>
              {cancelLabel}
            </Button>
          ) : null}
          <Button variant={danger ? "danger" : "primary"} onClick={confirm} disabled={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
