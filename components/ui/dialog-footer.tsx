"use client";
// The buttons row at the bottom of a dialog's form: Cancel (closes, never submits) and the submit button,
// disabled while the save is on its way. Labels default to "Cancel" / "Save" in the reader's language.
// Inside the <Form> so Enter and the submit button both run its validation first.
import { useTranslations } from "next-intl";
import { Button } from "./button";

type Props = {
  onCancel: () => void;
  pending?: boolean;
  submitLabel?: string;
  cancelLabel?: string;
  submitTestId?: string;
  danger?: boolean;
};

export function DialogFooter({ onCancel, pending, submitLabel, cancelLabel, submitTestId, danger }: Props) {
  const t = useTranslations("common");
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Button variant="secondary" onClick={onCancel}>
        {cancelLabel ?? t("cancel")}
      </Button>
      <Button type="submit" variant={danger ? "danger" : "primary"} disabled={pending} data-testid={submitTestId}>
        {submitLabel ?? t("save")}
      </Button>
    </div>
  );
}
