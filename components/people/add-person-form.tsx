"use client";
// "Add person" on /people: a short form in a dialog (first and last name required, the rest optional),
// POST /api/employees/add, then the new person's page. The server's field messages show inline, any
// other failure as the red toast. Loaded with its texts when the button is pressed (./add-person-dialog.tsx).
import { useEffect, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { displayName } from "@/lib/people/display-name";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Form } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toast";
import { SelectField } from "./select-field";
import { useFormAction } from "@/components/ui/use-form-action";
import { ProviderReferenceSelect } from "@/components/integrations/provider-reference-select";
import type { ReferenceChoices } from "@/lib/integrations/reference-choices";

export type Team = { id: number; name: string };

const EMPTY = {
  first_name: "",
  last_name: "",
  email: "",
  national_number: "",
  job_title: "",
  team_id: "",
  department_id: "",
  cost_centre_id: "",
  start_date: "",
};
const FIELDS = Object.keys(EMPTY);

export function AddPersonForm({
  teams,
  references = { departments: [], cost_centres: [], functions: [], qualifications: [] },
  open,
  setOpen,
}: {
  teams: Team[];
  /** The payroll provider's departments and cost centres; empty without an integration (no fields then). */
  references?: ReferenceChoices;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const t = useTranslations("people");
  const tCommon = useTranslations("common");
  const router = useRouter();
  const toast = useToast();
  const [values, setValues] = useState(EMPTY);
  const { pending, run, fieldError, clearError } = useFormAction(FIELDS);
  // Each opening starts without the last attempt's field messages (only on opening: clearError is a new
  // function on every render, so an effect depending on it would wipe each message as it arrives).
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) clearError();
    wasOpen.current = open;
  });
  const set = (key: keyof typeof EMPTY) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit() {
    const optional = (key: keyof typeof EMPTY) => (values[key].trim() ? { [key]: values[key].trim() } : {});
    const body = {
      first_name: values.first_name,
      last_name: values.last_name,
      ...optional("email"),
      ...optional("national_number"),
      ...optional("job_title"),
      ...optional("start_date"),
      ...(values.team_id && { team_id: Number(values.team_id) }),
      ...(values.department_id && { department_id: Number(values.department_id) }),
      ...(values.cost_centre_id && { cost_centre_id: Number(values.cost_centre_id) }),
    };
    const result = await run(() => apiFetch<{ data: { employee_id: number } }>("/api/employees/add", { body }));
    if (!result.ok) return;
    toast.show({
      title: t("add.added", { name: displayName({ firstName: values.first_name, lastName: values.last_name }) }),
      variant: "success",
    });
    setOpen(false);
    setValues(EMPTY);
    router.push(`/people/${result.value.data.employee_id}`);
  }

  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      title={t("add.title")}
      description={t("add.intro")}
      testId="add-person-dialog"
    >
      <Form onValidSubmit={() => void submit()} className="flex flex-col gap-3" aria-label={t("add.title")}>
        <TextField
          label={t("fields.first_name")}
          name="first_name"
          value={values.first_name}
          onChange={(e) => set("first_name")(e.target.value)}
          required
          maxLength={100}
          error={fieldError("first_name")}
          autoFocus
        />
        <TextField
          label={t("fields.last_name")}
          name="last_name"
          value={values.last_name}
          onChange={(e) => set("last_name")(e.target.value)}
          required
          maxLength={100}
          error={fieldError("last_name")}
        />
        <TextField
          label={t("fields.email")}
          name="email"
          type="email"
          value={values.email}
          onChange={(e) => set("email")(e.target.value)}
          error={fieldError("email")}
        />
        <TextField
          label={t("fields.national_number")}
          name="national_number"
          value={values.national_number}
          onChange={(e) => set("national_number")(e.target.value)}
          error={fieldError("national_number")}
          inputMode="numeric"
          placeholder={t("fields.national_number_hint")}
        />
        <TextField
          label={t("fields.job_title")}
          name="job_title"
          value={values.job_title}
          onChange={(e) => set("job_title")(e.target.value)}
          error={fieldError("job_title")}
        />
        {teams.length > 0 && (
          <SelectField
            label={t("fields.team")}
            value={values.team_id}
            onChange={set("team_id")}
            error={fieldError("team_id")}
            options={[
              { value: "", label: t("noTeam") },
              ...teams.map((team) => ({ value: String(team.id), label: team.name })),
            ]}
          />
        )}
        {references.departments.length > 0 && (
          <ProviderReferenceSelect
            label={t("fields.department")}
            name="department_id"
            choices={references.departments}
            value={values.department_id}
            onChange={set("department_id")}
            error={fieldError("department_id")}
          />
        )}
        {references.cost_centres.length > 0 && (
          <ProviderReferenceSelect
            label={t("fields.cost_centre")}
            name="cost_centre_id"
            choices={references.cost_centres}
            value={values.cost_centre_id}
            onChange={set("cost_centre_id")}
            error={fieldError("cost_centre_id")}
          />
        )}
        <DateField
          label={t("fields.start_date")}
          value={values.start_date}
          onChange={(text) => set("start_date")(text)}
          required={false}
          error={fieldError("start_date")}
        />
        <div className="mt-2 flex justify-end gap-2">
          <Button variant="secondary" onClick={() => setOpen(false)}>
            {tCommon("cancel")}
          </Button>
          <Button type="submit" disabled={pending}>
            {pending ? t("add.adding") : t("add.submit")}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
