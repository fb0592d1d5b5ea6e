"use client";
// Delete, reactivate and hard delete of one person (spec section 4 "Employee: deleted (needs user
// confirmations), hard deleted, reactivated"). Delete first asks plainly; when the server refuses because
// some consequences need the user's explicit confirmation, the dialog lists them with a checkbox each and
// sends them back as user_confirmations once all are ticked.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import type { DeleteConfirmation } from "@/lib/people/delete-confirmation-kinds";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { neededConfirmations } from "./people-rules";
import { useFormAction } from "@/components/ui/use-form-action";

type Props = {
  employeeId: number;
  name: string;
  deleted: boolean;
  canDelete: boolean;
  canReactivate: boolean;
  canHardDelete: boolean;
};

export function PersonActions({ employeeId, name, deleted, canDelete, canReactivate, canHardDelete }: Props) {
  const t = useTranslations("people");
  const tCommon = useTranslations("common");
  const router = useRouter();
  const toast = useToast();
  const [deleteOpen, setDeleteOpen] = useState(false);
  const [needed, setNeeded] = useState<DeleteConfirmation[]>([]);
  const [ticked, setTicked] = useState<DeleteConfirmation[]>([]);
  const action = useFormAction(["user_confirmations"]);

  async function remove() {
    const result = await action.run(async () => {
      try {
        return await apiFetch("/api/employees/delete", {
          body: { employee_id: employeeId, user_confirmations: ticked },
        });
      } catch (error) {
        const asked = neededConfirmations(error);
        if (asked.length) setNeeded(asked);
        throw error;
      }
    });
    if (result.ok) {
      setDeleteOpen(false);
      toast.show({ title: t("actions.deleted", { name }), variant: "success" });
      router.refresh();
    }
  }

  async function simple(path: string, done: string, after: () => void) {
    if ((await action.run(() => apiFetch(path, { body: { employee_id: employeeId } }))).ok) {
      toast.show({ title: done, variant: "success" });
      after();
    }
  }

  return (
    <div className="flex flex-wrap gap-2">
      {!deleted && canDelete && (
        <>
          <Button
            variant="danger"
            onClick={() => {
              action.clearError();
              setNeeded([]);
              setTicked([]);
              setDeleteOpen(true);
            }}
          >
            {t("actions.delete")}
          </Button>
          <Modal
            open={deleteOpen}
            onOpenChange={setDeleteOpen}
            title={t("actions.deleteTitle", { name })}
            description={t("actions.deleteIntro")}
            testId="delete-person-dialog"
            footer={
              <>
                <Button variant="secondary" onClick={() => setDeleteOpen(false)}>
                  {tCommon("cancel")}
                </Button>
                <Button
                  variant="danger"
                  onClick={() => void remove()}
                  disabled={action.pending || needed.some((c) => !ticked.includes(c))}
                >
                  {t("actions.confirmDelete")}
                </Button>
              </>
            }
          >
            {needed.length > 0 && (
              <fieldset data-testid="delete-confirmations">
                <legend className="mb-2 text-sm font-medium">{t("actions.confirmationsNeeded")}</legend>
                {needed.map((c) => (
                  <label key={c} className="flex min-h-8 items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="mt-1 h-4 w-4"
                      checked={ticked.includes(c)}
                      onChange={(e) =>
                        setTicked((list) => (e.target.checked ? [...list, c] : list.filter((x) => x !== c)))
                      }
                    />
                    {t(`confirmations.${c}`)}
                  </label>
                ))}
              </fieldset>
            )}
          </Modal>
        </>
      )}
      {deleted && canReactivate && (
        <Button
          onClick={() =>
            void simple("/api/employees/reactivate", t("actions.reactivated", { name }), () => router.refresh())
          }
        >
          {t("actions.reactivate")}
        </Button>
      )}
      {deleted && canHardDelete && (
        <ConfirmDialog
          danger
          title={t("actions.hardDeleteTitle", { name })}
          description={t("actions.hardDeleteIntro")}
          confirmLabel={t("actions.hardDelete")}
          cancelLabel={tCommon("cancel")}
          onConfirm={() =>
            void simple("/api/employees/hardDelete", t("actions.hardDeleted", { name }), () => router.push("/people"))
          }
          trigger={<Button variant="danger">{t("actions.hardDelete")}</Button>}
        />
      )}
    </div>
  );
}
