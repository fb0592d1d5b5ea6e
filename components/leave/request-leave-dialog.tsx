"use client";
// "Request leave": type, first and last day (a half day at either end), hours for hourly types, a note.
// Managers may pick one of their people. Sends POST /api/leave/requests/add and refreshes the page.
import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { dayOffTypeLabel } from "./day-off-type-label";

type TypeOption = { id: number; kind: string; name: string | null; unit: "days" | "hours"; self_request: boolean; needs_approval: boolean };

type Props = {
  types: TypeOption[];
  /** People the caller may enter leave for (managers); empty for a self-service employee. */
  people: Array<{ id: number; name: string }>;
  ownEmployeeId: number | null;
  defaultDate: string;
  canManage: boolean;
};

const field = "w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

export function RequestLeaveDialog({ types, people, ownEmployeeId, defaultDate, canManage }: Props) {
  const t = useTranslations("leave");
  const router = useRouter();
  const toast = useToast();
  const ids = useId();
  const [open, setOpen] = useState(false);
  const [employeeId, setEmployeeId] = useState<number | null>(ownEmployeeId ?? people[0]?.id ?? null);
  const forSelf = employeeId === ownEmployeeId;
  const offered = types.filter((ty) => !forSelf || ty.self_request || canManage);
  const [typeId, setTypeId] = useState<number | null>(offered[0]?.id ?? null);
  const [start, setStart] = useState(defaultDate);
  const [end, setEnd] = useState(defaultDate);
  const [afternoon, setAfternoon] = useState(false);
  const [noon, setNoon] = useState(false);
  const [hours, setHours] = useState("");
  const [note, setNote] = useState("");
  const { pending, run, fieldError, error, clearError } = useApiAction();
  const type = offered.find((ty) => ty.id === typeId) ?? null;
  const hourly = type?.unit === "hours" && start === end;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!type || !employeeId) return;
    const body: Record<string, unknown> = {
      day_off_type_id: type.id,
      start_date: start,
      end_date: end,
      start_part: afternoon ? "second_half" : "full",
      end_part: noon ? "first_half" : "full",
      ...(employeeId !== ownEmployeeId ? { employee_id: employeeId } : {}),
      ...(hourly && hours ? { minutes: Math.round(Number(hours.replace(",", ".")) * 60) } : {}),
      ...(note.trim() ? { note } : {}),
    };
    const result = await run(() => apiFetch<{ data: { status: string; amount: number } }>("/api/leave/requests/add", { body }));
    if (!result.ok) return;
    setOpen(false);
    toast.show({ variant: "success", title: result.value.data.status === "approved" ? t("registered") : t("requested") });
    router.refresh();
  }

  const message = (name: string) => (error ? fieldError(name) : null);
  const generalError = error && !["day_off_type_id", "start_date", "end_date", "minutes", "employee_id", "note"].some((f) => (error as { fields?: Record<string, string> }).fields?.[f]) ? error.message : null;

  return (
    <>
      <Button onClick={() => { clearError(); setOpen(true); }} disabled={offered.length === 0 || employeeId === null}>{t("requestLeave")}</Button>
      <Modal open={open} onOpenChange={setOpen} title={t("requestLeave")} testId="request-leave-dialog">
        <form onSubmit={submit} className="space-y-3" noValidate>
          {people.length > 0 && (
            <div>
              <label htmlFor={`${ids}-person`} className="mb-1 block text-sm font-medium">{t("person")}</label>
              <select id={`${ids}-person`} className={field} value={employeeId ?? ""} onChange={(e) => setEmployeeId(Number(e.target.value))}>
                {ownEmployeeId && !people.some((p) => p.id === ownEmployeeId) && <option value={ownEmployeeId}>{t("myself")}</option>}
                {people.map((p) => <option key={p.id} value={p.id}>{p.id === ownEmployeeId ? t("myself") : p.name}</option>)}
              </select>
              {message("employee_id") && <p className="mt-1 text-sm text-red-700">{fieldError("employee_id")}</p>}
            </div>
          )}
          <div>
            <label htmlFor={`${ids}-type`} className="mb-1 block text-sm font-medium">{t("type")}</label>
            <select id={`${ids}-type`} className={field} value={typeId ?? ""} onChange={(e) => setTypeId(Number(e.target.value))}>
              {offered.map((ty) => <option key={ty.id} value={ty.id}>{dayOffTypeLabel(t, ty)}</option>)}
            </select>
            {type && !type.needs_approval && <p className="mt-1 text-xs text-slate-600">{t("noApprovalNeeded")}</p>}
            {message("day_off_type_id") && <p className="mt-1 text-sm text-red-700">{fieldError("day_off_type_id")}</p>}
          </div>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${ids}-start`} className="mb-1 block text-sm font-medium">{t("firstDay")}</label>
              <input id={`${ids}-start`} type="date" required className={field} value={start} onChange={(e) => { setStart(e.target.value); if (e.target.value > end) setEnd(e.target.value); }} aria-describedby={`${ids}-start-msg`} />
              <p id={`${ids}-start-msg`} className="mt-1 text-sm text-red-700">{message("start_date") ? fieldError("start_date") : null}</p>
            </div>
            <div>
              <label htmlFor={`${ids}-end`} className="mb-1 block text-sm font-medium">{t("lastDay")}</label>
              <input id={`${ids}-end`} type="date" required className={field} value={end} min={start} onChange={(e) => setEnd(e.target.value)} aria-describedby={`${ids}-end-msg`} />
              <p id={`${ids}-end-msg`} className="mt-1 text-sm text-red-700">{message("end_date") ? fieldError("end_date") : null}</p>
            </div>
          </div>
          {hourly ? (
            <div>
              <label htmlFor={`${ids}-hours`} className="mb-1 block text-sm font-medium">{t("hours")}</label>
              <input id={`${ids}-hours`} inputMode="decimal" className={field} value={hours} onChange={(e) => setHours(e.target.value)} placeholder={t("hoursPlaceholder")} />
              {message("minutes") && <p className="mt-1 text-sm text-red-700">{fieldError("minutes")}</p>}
            </div>
          ) : (
            <fieldset className="flex flex-wrap gap-4 text-sm">
              <legend className="sr-only">{t("halfDays")}</legend>
              <label className="flex items-center gap-2"><input type="checkbox" checked={afternoon} onChange={(e) => setAfternoon(e.target.checked)} />{t("startsAfternoon")}</label>
              <label className="flex items-center gap-2"><input type="checkbox" checked={noon} onChange={(e) => setNoon(e.target.checked)} />{t("endsNoon")}</label>
            </fieldset>
          )}
          <div>
            <label htmlFor={`${ids}-note`} className="mb-1 block text-sm font-medium">{t("note")}</label>
            <textarea id={`${ids}-note`} className={field} rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
          </div>
          {generalError && <p role="alert" className="text-sm text-red-700">{generalError}</p>}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>{t("cancel")}</Button>
            <Button type="submit" disabled={pending || !type}>{pending ? t("sending") : t("send")}</Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
