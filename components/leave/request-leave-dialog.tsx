"use client";
// "Request leave": type, first and last day (a half day at either end), hours for hourly types, a note.
// Managers may pick one of their people. While the form changes, a dry run of POST /api/leave/requests/add
// says what the request takes and what the balance has left, and warns before an overdraft (the company's
// allow_negative_leave_balance decides whether it may still be sent; the server enforces it too). A failed
// send shows each field's message under that field only, and any other refusal once at the top, in the
// user's language (lib/leave/request-form-errors.ts).
import { useEffect, useId, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch, ApiError } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { splitRequestErrors } from "@/lib/leave/request-form-errors";
import { Button } from "@/components/ui/button";
import { DateInput } from "@/components/ui/date-input";
import { Modal } from "@/components/ui/modal";
import { useToast } from "@/components/ui/toast";
import { dayOffTypeLabel } from "./day-off-type-label";
// The dry run's answer; a type-only import, erased from the browser bundle.
import type { BalanceCheck } from "@/lib/leave/assert-balance-covers";

type TypeOption = {
  id: number;
  kind: string;
  name: string | null;
  unit: "days" | "hours";
  self_request: boolean;
  needs_approval: boolean;
};

type Props = {
  types: TypeOption[];
  /** People the caller may enter leave for (managers); empty for a self-service employee. */
  people: Array<{ id: number; name: string }>;
  ownEmployeeId: number | null;
  defaultDate: string;
  canManage: boolean;
};

const FORM_FIELDS = [
  "employee_id",
  "day_off_type_id",
  "start_date",
  "end_date",
  "minutes",
  "day_part",
  "note",
] as const;
const PREVIEW_DELAY_MS = 300;

const field =
  "w-full rounded-md border px-3 py-2 text-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

export function RequestLeaveDialog({ types, people, ownEmployeeId, defaultDate, canManage }: Props) {
  const t = useTranslations("leave");
  const te = useTranslations("errors");
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
  const [check, setCheck] = useState<BalanceCheck | null>(null);
  const { pending, run, error, clearError } = useApiAction();
  const type = offered.find((ty) => ty.id === typeId) ?? null;
  const hourly = type?.unit === "hours" && start === end;

  function body(dryRun: boolean): Record<string, unknown> | null {
    if (!type || !employeeId) return null;
    return {
      day_off_type_id: type.id,
      start_date: start,
      end_date: end,
      start_part: afternoon ? "second_half" : "full",
      end_part: noon ? "first_half" : "full",
      ...(employeeId !== ownEmployeeId ? { employee_id: employeeId } : {}),
      ...(hourly && hours ? { minutes: Math.round(Number(hours.replace(",", ".")) * 60) } : {}),
      ...(!dryRun && note.trim() ? { note } : {}),
      ...(dryRun ? { dry_run: true } : {}),
    };
  }

  // The balance preview follows the form; a preview that fails (an incomplete date, an overlap) shows
  // nothing rather than an error: errors belong to sending.
  const previewBody = open ? JSON.stringify(body(true)) : null;
  useEffect(() => {
    if (!previewBody || previewBody === "null") return;
    let current = true;
    const timer = setTimeout(() => {
      apiFetch<{ balance: BalanceCheck }>("/api/leave/requests/add", { body: JSON.parse(previewBody) })
        .then((res) => current && setCheck(res.balance))
        .catch(() => current && setCheck(null));
    }, PREVIEW_DELAY_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [previewBody]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const payload = body(false);
    if (!payload) return;
    const result = await run(() =>
      apiFetch<{ data: { status: string; amount: number } }>("/api/leave/requests/add", { body: payload }),
    );
    if (!result.ok) return;
    setOpen(false);
    toast.show({
      variant: "success",
      title: result.value.data.status === "approved" ? t("registered") : t("requested"),
    });
    router.refresh();
  }

  const failure =
    error instanceof ApiError
      ? { status: error.status, code: error.code, message: error.message, fields: error.fields }
      : error
        ? { message: error.message }
        : null;
  const errors = splitRequestErrors(failure, FORM_FIELDS);
  const general = errors.general
    ? "text" in errors.general
      ? errors.general.text
      : errors.general.code === "generic"
        ? te("generic")
        : te(`codes.${errors.general.code}`)
    : null;
  const messageId = (name: string) => `${ids}-${name}-msg`;
  const invalid = (name: string) =>
    errors.fields[name] ? { "aria-invalid": true as const, "aria-describedby": messageId(name) } : {};
  const border = (name: string) => (errors.fields[name] ? "border-red-600" : "border-slate-300");
  const fieldError = (name: string) =>
    errors.fields[name] ? (
      <p id={messageId(name)} className="mt-1 text-sm text-red-700" data-testid={`error-${name}`}>
        {errors.fields[name]}
      </p>
    ) : null;

  const amount = (value: number) => t(type?.unit === "hours" ? "hoursValue" : "daysValue", { value });
  const overdraft = check && check.tracks_balance && check.over > 0 ? check : null;
  const blocked = overdraft !== null && !overdraft.negative_allowed;

  return (
    <>
      <Button
        onClick={() => {
          clearError();
          setCheck(null);
          setOpen(true);
        }}
        disabled={offered.length === 0 || employeeId === null}
      >
        {t("requestLeave")}
      </Button>
      <Modal open={open} onOpenChange={setOpen} title={t("requestLeave")} testId="request-leave-dialog">
        <form onSubmit={submit} className="space-y-3" noValidate>
          {general && (
            <p
              role="alert"
              className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800"
              data-testid="request-error"
            >
              {general}
            </p>
          )}
          {people.length > 0 && (
            <div>
              <label htmlFor={`${ids}-person`} className="mb-1 block text-sm font-medium">
                {t("person")}
              </label>
              <select
                id={`${ids}-person`}
                className={`${field} ${border("employee_id")}`}
                value={employeeId ?? ""}
                onChange={(e) => setEmployeeId(Number(e.target.value))}
                {...invalid("employee_id")}
              >
                {ownEmployeeId && !people.some((p) => p.id === ownEmployeeId) && (
                  <option value={ownEmployeeId}>{t("myself")}</option>
                )}
                {people.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.id === ownEmployeeId ? t("myself") : p.name}
                  </option>
                ))}
              </select>
              {fieldError("employee_id")}
            </div>
          )}
          <div>
            <label htmlFor={`${ids}-type`} className="mb-1 block text-sm font-medium">
              {t("type")}
            </label>
            <select
              id={`${ids}-type`}
              className={`${field} ${border("day_off_type_id")}`}
              value={typeId ?? ""}
              onChange={(e) => setTypeId(Number(e.target.value))}
              {...invalid("day_off_type_id")}
            >
              {offered.map((ty) => (
                <option key={ty.id} value={ty.id}>
                  {dayOffTypeLabel(t, ty)}
                </option>
              ))}
            </select>
            {type && !type.needs_approval && <p className="mt-1 text-xs text-slate-600">{t("noApprovalNeeded")}</p>}
            {check?.tracks_balance && (
              <p className="mt-1 text-xs text-slate-700" data-testid="request-balance">
                {t("balance.forType", {
                  taken: amount(check.taken ?? 0),
                  planned: amount(check.planned ?? 0),
                  pending: amount(check.pending ?? 0),
                  remaining: amount(check.remaining ?? 0),
                })}
              </p>
            )}
            {fieldError("day_off_type_id")}
          </div>
          <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
            <div>
              <label htmlFor={`${ids}-start`} className="mb-1 block text-sm font-medium">
                {t("firstDay")}
              </label>
              <DateInput
                id={`${ids}-start`}
                label={t("firstDay")}
                required
                value={start}
                onChange={(iso) => {
                  setStart(iso);
                  if (iso && iso > end) setEnd(iso);
                }}
                {...invalid("start_date")}
              />
              {fieldError("start_date")}
            </div>
            <div>
              <label htmlFor={`${ids}-end`} className="mb-1 block text-sm font-medium">
                {t("lastDay")}
              </label>
              <DateInput
                id={`${ids}-end`}
                label={t("lastDay")}
                required
                value={end}
                min={start}
                onChange={setEnd}
                {...invalid("end_date")}
              />
              {fieldError("end_date")}
            </div>
          </div>
          {hourly ? (
            <div>
              <label htmlFor={`${ids}-hours`} className="mb-1 block text-sm font-medium">
                {t("hours")}
              </label>
              <input
                id={`${ids}-hours`}
                inputMode="decimal"
                className={`${field} ${border("minutes")}`}
                value={hours}
                onChange={(e) => setHours(e.target.value)}
                placeholder={t("hoursPlaceholder")}
                {...invalid("minutes")}
              />
              {fieldError("minutes")}
            </div>
          ) : (
            <fieldset
              className="text-sm"
              {...(errors.fields.day_part ? { "aria-describedby": messageId("day_part") } : {})}
            >
              <legend className="sr-only">{t("halfDays")}</legend>
              <div className="flex flex-wrap gap-4">
                <label className="flex items-center gap-2">
                  <input type="checkbox" checked={afternoon} onChange={(e) => setAfternoon(e.target.checked)} />
                  {t("startsAfternoon")}
                </label>
                <label className="flex items-center gap-2">
                  <input type="checkbox" checked={noon} onChange={(e) => setNoon(e.target.checked)} />
                  {t("endsNoon")}
                </label>
              </div>
              {fieldError("day_part")}
            </fieldset>
          )}
          <div>
            <label htmlFor={`${ids}-note`} className="mb-1 block text-sm font-medium">
              {t("note")}
            </label>
            <textarea
              id={`${ids}-note`}
              className={`${field} ${border("note")}`}
              rows={2}
              maxLength={1000}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              {...invalid("note")}
            />
            {fieldError("note")}
          </div>
          {overdraft && (
            <div
              role="status"
              className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900"
              data-testid="overdraft-warning"
            >
              <p>
                {t("balance.takes", { amount: amount(overdraft.amount) })}{" "}
                {t("balance.over", { over: amount(overdraft.over), available: amount(overdraft.available ?? 0) })}
              </p>
              <p className="mt-1">{overdraft.negative_allowed ? t("balance.overAllowed") : t("balance.overRefused")}</p>
            </div>
          )}
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button type="submit" disabled={pending || !type || blocked}>
              {pending ? t("sending") : overdraft && !blocked ? t("balance.sendAnyway") : t("send")}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
