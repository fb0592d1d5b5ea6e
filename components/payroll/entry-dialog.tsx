"use client";
// Adds or edits one payroll-month entry, or adds the same entry for many people at once (the bulk_add
// routes: all rows land or none; a row's error names entries.<i>.<field>). A one-off of a new type creates
// the type first (its payroll code is the provider's). After a save the page is read again from the server.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { MultiSelect } from "@/components/ui/multi-select";
import { useFormAction } from "@/components/ui/use-form-action";
import { useToast } from "@/components/ui/toast";
import { bodyOf, draftOf, EMPTY_DRAFT, EntryFields, type EntryDraft, type OneOffType } from "./entry-fields";
import { ENTRY_PATHS, type EntryKindName, type EntryView } from "./payroll-types";

export type EntryDialogMode =
  | { mode: "add"; kind: EntryKindName; employeeId: number | null }
  | { mode: "edit"; kind: EntryKindName; entry: EntryView }
  | { mode: "bulk"; kind: EntryKindName };

type Props = {
  open: EntryDialogMode;
  onClose: () => void;
  year: number;
  month: number;
  people: { id: number; name: string }[];
  types: OneOffType[];
  kinds: EntryKindName[];
};

const FORM_FIELDS = [
  "employee_id",
  "type_id",
  "code",
  "name",
  "amount",
  "total_value",
  "hours",
  "days",
  "unity",
  "percentage",
  "message",
  "payment_date",
  "advances",
  "kind",
  "month",
];

const selectClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base shadow-sm focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600 sm:text-sm";

export function EntryDialog({ open, onClose, year, month, people, types, kinds }: Props) {
  const t = useTranslations("payroll");
  const tc = useTranslations("common");
  const toast = useToast();
  const router = useRouter();
  const action = useFormAction(FORM_FIELDS);
  const [kind, setKind] = useState<EntryKindName>(open.kind);
  const [draft, setDraft] = useState<EntryDraft>(open.mode === "edit" ? draftOf(open.kind, open.entry) : EMPTY_DRAFT);
  const [employeeId, setEmployeeId] = useState<string>(
    open.mode === "edit"
      ? String(open.entry.employee_id)
      : open.mode === "add" && open.employeeId
        ? String(open.employeeId)
        : "",
  );
  const [chosen, setChosen] = useState<number[]>([]);
  const [peopleError, setPeopleError] = useState<string | null>(null);

  // A bulk row's error (entries.3.amount) is shown under its field, naming the person.
  const fieldError = (field: string): string | null => {
    const own = action.fieldError(field);
    if (own || open.mode !== "bulk" || !(action.error && "fields" in action.error)) return own;
    const fields = (action.error as { fields: Record<string, string> }).fields;
    for (const [key, message] of Object.entries(fields)) {
      const match = /^entries\.(\d+)\.(.+)$/.exec(key);
      if (match && match[2] === field) {
        const who = people.find((p) => p.id === chosen[Number(match[1])])?.name ?? "";
        return who ? `${who}: ${message}` : message;
      }
    }
    return null;
  };

  async function typeId(): Promise<number | null> {
    if (kind !== "one_off") return null;
    if (draft.new_type || types.length === 0) {
      const created = await apiFetch<{ data: OneOffType }>("/api/integrations/one_off_types/add", {
        body: { code: draft.type_code.trim(), name: draft.type_name.trim() },
      });
      setDraft((d) => ({ ...d, new_type: false, type_id: String(created.data.id) }));
      return created.data.id;
    }
    return draft.type_id ? Number(draft.type_id) : null;
  }

  async function save() {
    if (open.mode === "bulk" && chosen.length === 0) return setPeopleError(t("entries.pickPeople"));
    setPeopleError(null);
    const result = await action.run(async () => {
      const fields = bodyOf(kind, draft, await typeId());
      const path = `/api/integrations/${ENTRY_PATHS[kind]}`;
      if (open.mode === "bulk") {
        const entries = chosen.map((id) => ({ employee_id: id, year, month, ...fields }));
        return apiFetch<{ total: number }>(`${path}/bulk_add`, { body: { entries } });
      }
      const body = { employee_id: Number(employeeId), year, month, ...fields };
      if (open.mode === "edit") return apiFetch(`${path}/${open.entry.id}/edit`, { body });
      return apiFetch(`${path}/add`, { body });
    });
    if (!result.ok) return;
    const total = (result.value as { total?: number }).total;
    toast.show({
      title: open.mode === "bulk" ? t("entries.bulkSaved", { count: total ?? chosen.length }) : t("screen.saved"),
      variant: "success",
    });
    onClose();
    router.refresh();
  }

  const title =
    open.mode === "bulk"
      ? t("entries.titleBulk")
      : t(open.mode === "edit" ? "entries.titleEdit" : "entries.titleAdd", { kind: t(`kinds.${kind}`) });
  return (
    <Modal
      open
      onOpenChange={(o) => (o ? undefined : onClose())}
      title={title}
      size="upgrade"
      testId="payroll-entry-dialog"
    >
      <Form onValidSubmit={() => void save()} className="space-y-4" noValidate>
        {open.mode !== "edit" ? (
          <div>
            <label htmlFor="payroll-entry-kind" className="mb-1 block text-sm font-medium text-slate-800">
              {t("entries.kind")}
            </label>
            <select
              id="payroll-entry-kind"
              value={kind}
              onChange={(e) => setKind(e.target.value as EntryKindName)}
              className={selectClass}
            >
              {kinds.map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}`)}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        {open.mode === "bulk" ? (
          <div className="max-h-56 overflow-y-auto">
            <MultiSelect
              label={t("entries.people")}
              options={people.map((p) => ({ value: p.id, label: p.name }))}
              value={chosen}
              onChange={setChosen}
              error={peopleError}
            />
          </div>
        ) : (
          <div>
            <label htmlFor="payroll-entry-person" className="mb-1 block text-sm font-medium text-slate-800">
              {t("entries.person")}
            </label>
            <select
              id="payroll-entry-person"
              value={employeeId}
              required
              aria-invalid={fieldError("employee_id") ? true : undefined}
              onChange={(e) => setEmployeeId(e.target.value)}
              className={selectClass}
            >
              <option value="">—</option>
              {people.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
            {fieldError("employee_id") || fieldError("month") ? (
              <p className="mt-1 text-xs text-red-700">{fieldError("employee_id") ?? fieldError("month")}</p>
            ) : null}
          </div>
        )}
        <EntryFields kind={kind} draft={draft} onChange={setDraft} types={types} fieldError={fieldError} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="secondary" onClick={onClose}>
            {tc("cancel")}
          </Button>
          <Button type="submit" disabled={action.pending} data-testid="payroll-entry-save">
            {tc("save")}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
