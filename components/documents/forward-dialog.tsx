"use client";
// Forward the chosen files by e-mail (POST /api/inbox/documents/forward {file_ids}) to the account's
// forward address, which the dialog shows (getFileForwardEmail) and an admin may change
// (setFileForwardEmail) before sending.
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog-footer";
import { Form } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toast";
import { useFormAction } from "@/components/ui/use-form-action";

/** The address in getFileForwardEmail's answer ({ email }, { data: { email } } or { forward_email }). */
export function readForwardEmail(body: unknown): string {
  const r = (body ?? {}) as Record<string, unknown>;
  const inner = (r.data && typeof r.data === "object" ? r.data : r) as Record<string, unknown>;
  const value =
    inner.email ?? inner.forward_email ?? inner.file_forward_email ?? (typeof r.data === "string" ? r.data : null);
  return typeof value === "string" ? value : "";
}

type Props = { fileIds: number[]; canSetEmail: boolean; onClose: () => void; onSent: () => void };

export function ForwardDialog({ fileIds, canSetEmail, onClose, onSent }: Props) {
  const t = useTranslations("documents");
  const tCommon = useTranslations("common");
  const toast = useToast();
  const [email, setEmail] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const load = useFormAction();
  const save = useFormAction(["email"]);
  const send = useFormAction();
  const loadRun = load.run;

  useEffect(() => {
    void loadRun(() => apiFetch<unknown>(`/api/files/${fileIds[0]}/getFileForwardEmail`)).then((res) =>
      setEmail(res.ok ? readForwardEmail(res.value) : ""),
    );
  }, [fileIds, loadRun]);

  async function saveEmail() {
    const value = draft.trim();
    if ((await save.run(() => apiFetch("/api/files/setFileForwardEmail", { body: { email: value } }))).ok) {
      setEmail(value);
      setEditing(false);
    }
  }

  async function forward() {
    if ((await send.run(() => apiFetch("/api/inbox/documents/forward", { body: { file_ids: fileIds } }))).ok) {
      toast.show({ title: t("forward.sent", { count: fileIds.length }), variant: "success" });
      onSent();
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("forward.title", { count: fileIds.length })}
      testId="forward-dialog"
    >
      {email === null ? (
        <p role="status" className="text-sm text-slate-600">
          {tCommon("loading")}
        </p>
      ) : editing ? (
        <Form onValidSubmit={() => void saveEmail()} className="flex flex-col gap-3">
          <TextField
            label={t("forward.address")}
            type="email"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            required
            maxLength={255}
            autoFocus
            error={save.fieldError("email")}
          />
          <DialogFooter onCancel={() => setEditing(false)} pending={save.pending} />
        </Form>
      ) : (
        <div className="space-y-2 text-sm">
          <p>
            {email
              ? t.rich("forward.to", { email, b: (chunks) => <strong data-testid="forward-email">{chunks}</strong> })
              : t("forward.noAddress")}
          </p>
          {canSetEmail && (
            <Button
              variant="secondary"
              onClick={() => {
                setDraft(email);
                setEditing(true);
              }}
            >
              {t("forward.change")}
            </Button>
          )}
        </div>
      )}
      {!editing && (
        <div className="mt-5 flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {tCommon("cancel")}
          </Button>
          <Button disabled={send.pending || !email} onClick={() => void forward()}>
            {t("forward.send")}
          </Button>
        </div>
      )}
    </Modal>
  );
}
