"use client";
// Role history (spec section 3 "Role change"): newest first with the current role marked; set a new
// current role (a start date of today is sent as "now", spec section 5), correct an entry, delete one.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { formatDayDate, todayDayDate } from "@/lib/validation/date-input";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog-footer";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DateField } from "@/components/ui/date-field";
import { Form } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { formatDay } from "./format";
import { apiStartDate } from "./people-rules";
import { useFormAction } from "@/components/ui/use-form-action";

export type RoleItem = {
  item_id: number;
  role: string;
  start_date: string;
  end_date: string | null;
  is_current: boolean;
};

export function RoleHistory({
  employeeId,
  roles,
  canEdit,
}: {
  employeeId: number;
  roles: RoleItem[];
  canEdit: boolean;
}) {
  const t = useTranslations("people");
  const tCommon = useTranslations("common");
  const router = useRouter();
  const [editing, setEditing] = useState<RoleItem | "new" | null>(null);
  const remove = useFormAction();

  async function deleteRole(item: RoleItem) {
    if ((await remove.run(() => apiFetch("/api/employees/role/delete", { body: { item_id: item.item_id } }))).ok)
      router.refresh();
  }

  return (
    <div className="space-y-3">
      {canEdit && (
        <div className="flex justify-end">
          <Button onClick={() => setEditing("new")}>{t("roles.setCurrent")}</Button>
        </div>
      )}
      {roles.length === 0 ? (
        <p className="text-sm text-slate-600">{t("roles.empty")}</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="role-history">
          {roles.map((item) => (
            <li key={item.item_id} className="flex flex-wrap items-center gap-3 py-2">
              <div className="min-w-40 flex-1">
                <p className="font-medium">
                  {item.role}
                  {item.is_current && (
                    <span className="ml-2 rounded bg-green-100 px-1.5 py-0.5 text-xs text-green-900">
                      {t("roles.current")}
                    </span>
                  )}
                </p>
                <p className="text-sm text-slate-600">
                  {formatDay(item.start_date)} – {item.end_date ? formatDay(item.end_date) : ""}
                </p>
              </div>
              {canEdit && (
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    aria-label={t("roles.edit", { role: item.role })}
                    onClick={() => setEditing(item)}
                  >
                    {tCommon("edit")}
                  </Button>
                  <ConfirmDialog
                    danger
                    title={t("roles.remove", { role: item.role })}
                    description={t("roles.confirmRemove", { role: item.role })}
                    confirmLabel={tCommon("delete")}
                    cancelLabel={tCommon("cancel")}
                    onConfirm={() => void deleteRole(item)}
                    trigger={
                      <Button
                        variant="danger"
                        aria-label={t("roles.remove", { role: item.role })}
                        disabled={remove.pending}
                      >
                        {tCommon("delete")}
                      </Button>
                    }
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <RoleDialog
          employeeId={employeeId}
          item={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}

function RoleDialog({ employeeId, item, onClose }: { employeeId: number; item: RoleItem | null; onClose: () => void }) {
  const t = useTranslations("people");
  const router = useRouter();
  const [role, setRole] = useState(item?.role ?? "");
  const [start, setStart] = useState(item ? formatDay(item.start_date) : formatDayDate(todayDayDate()));
  const { pending, run, fieldError } = useFormAction(["new_role", "start_date"]);

  async function save() {
    const call = item
      ? () =>
          apiFetch("/api/employees/role/edit", {
            body: { item_id: item.item_id, new_role: role, start_date: apiStartDate(start) },
          })
      : () =>
          apiFetch("/api/employees/setCurrentRole", {
            body: { employee_id: employeeId, new_role: role, start_date: apiStartDate(start) },
          });
    if ((await run(call)).ok) {
      onClose();
      router.refresh();
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={item ? t("roles.editTitle") : t("roles.setCurrentTitle")}
      testId="role-dialog"
    >
      <Form onValidSubmit={() => void save()} className="flex flex-col gap-3">
        <TextField
          label={t("roles.role")}
          value={role}
          onChange={(e) => setRole(e.target.value)}
          required
          maxLength={200}
          error={fieldError("new_role")}
          autoFocus
        />
        <DateField
          label={t("roles.start")}
          value={start}
          onChange={(v) => setStart(v)}
          error={fieldError("start_date")}
        />
        <DialogFooter onCancel={onClose} pending={pending} />
      </Form>
    </Modal>
  );
}
