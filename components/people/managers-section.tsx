"use client";
// Who a person reports to (setCurrentReportsTo) and, when the multiple-managers flag is on, their extra
// managers (extraManagers replaces the whole list). Read-only callers see the names only.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { Button } from "@/components/ui/button";
import { PersonPicker } from "./person-picker";
import { useFormAction } from "@/components/ui/use-form-action";

type Manager = { employee_id: number; name: string };

type Props = {
  employeeId: number;
  reportsTo: Manager | null;
  extraManagers: Manager[];
  extraEnabled: boolean;
  canEdit: boolean;
};

export function ManagersSection({ employeeId, reportsTo, extraManagers, extraEnabled, canEdit }: Props) {
  const t = useTranslations("people");
  const router = useRouter();
  const { pending, run, fieldError } = useFormAction(["reports_to_id", "manager_ids"]);

  async function setReportsTo(id: number | null) {
    if (
      (
        await run(() =>
          apiFetch("/api/employees/setCurrentReportsTo", { body: { employee_id: employeeId, reports_to_id: id } }),
        )
      ).ok
    )
      router.refresh();
  }
  async function setExtra(ids: number[]) {
    if (
      (
        await run(() =>
          apiFetch("/api/employees/extraManagers", { body: { employee_id: employeeId, manager_ids: ids } }),
        )
      ).ok
    )
      router.refresh();
  }

  return (
    <div className="space-y-6">
      <div className="space-y-2" data-testid="reports-to">
        <h3 className="text-base font-semibold">{t("managers.reportsTo")}</h3>
        <div className="flex flex-wrap items-center gap-3">
          <p className="text-sm">{reportsTo ? reportsTo.name : t("managers.nobody")}</p>
          {canEdit && reportsTo && (
            <Button variant="secondary" disabled={pending} onClick={() => void setReportsTo(null)}>
              {t("managers.nobody")}
            </Button>
          )}
        </div>
        {canEdit && (
          <PersonPicker
            label={t("managers.setReportsTo")}
            excludeIds={[employeeId, ...(reportsTo ? [reportsTo.employee_id] : [])]}
            onPick={(p) => void setReportsTo(p.employee_id)}
            disabled={pending}
          />
        )}
        {fieldError("reports_to_id") && <p className="text-xs text-red-700">{fieldError("reports_to_id")}</p>}
      </div>

      {(extraEnabled || extraManagers.length > 0) && (
        <div className="space-y-2" data-testid="extra-managers">
          <h3 className="text-base font-semibold">{t("managers.extra")}</h3>
          <p className="text-xs text-slate-600">{t("managers.extraHint")}</p>
          {extraManagers.length === 0 ? (
            <p className="text-sm text-slate-600">{t("managers.extraEmpty")}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {extraManagers.map((m) => (
                <li key={m.employee_id} className="flex items-center justify-between gap-2 py-1 text-sm">
                  {m.name}
                  {canEdit && extraEnabled && (
                    <Button
                      variant="ghost"
                      aria-label={t("managers.removeExtra", { name: m.name })}
                      disabled={pending}
                      onClick={() =>
                        void setExtra(
                          extraManagers.filter((x) => x.employee_id !== m.employee_id).map((x) => x.employee_id),
                        )
                      }
                    >
                      ×
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {canEdit && extraEnabled && (
            <PersonPicker
              label={t("managers.addExtra")}
              excludeIds={[employeeId, ...extraManagers.map((m) => m.employee_id)]}
              onPick={(p) => void setExtra([...extraManagers.map((m) => m.employee_id), p.employee_id])}
              disabled={pending}
            />
          )}
          {fieldError("manager_ids") && <p className="text-xs text-red-700">{fieldError("manager_ids")}</p>}
        </div>
      )}
    </div>
  );
}
