"use client";
// The personal data of one person (spec section 3): name with the Dutch name parts and the display name
// they produce, contact, address (the postal code fills in the city), personal data (national number and
// IBAN only when the server sent them, i.e. the caller may see them; the BIC follows the IBAN), and job.
// Saves only the changed fields through POST /api/employees/edit. Read-only callers get the same layout
// as plain text, without inputs.
import { useMemo, useState } from "react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { displayName, LAST_NAME_COMPOSITIONS } from "@/lib/people/display-name";
import type { EmployeeJson } from "@/lib/people/employee-json";
import { Button } from "@/components/ui/button";
import { DateField } from "@/components/ui/date-field";
import { Form } from "@/components/ui/form";
import { TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toast";
import { formatDay } from "./format";
import { SelectField } from "./select-field";
import { useFormAction } from "@/components/ui/use-form-action";
import { choiceLabel, ProviderReferenceSelect } from "@/components/integrations/provider-reference-select";
import type { ReferenceChoice, ReferenceChoices } from "@/lib/integrations/reference-choices";

type Team = { id: number; name: string };

const NO_REFERENCES: ReferenceChoices = { departments: [], cost_centres: [], functions: [], qualifications: [] };

const TEXT_FIELDS = [
  "first_name",
  "last_name",
  "insertion",
  "initials",
  "insertion_partner",
  "last_name_partner",
  "email",
  "private_email",
  "phone",
  "street",
  "house_number",
  "box",
  "postal_code",
  "city",
  "birth_place",
  "national_number",
  "iban",
  "bic",
  "employee_number",
  "job_title",
] as const;
const CHOICE_FIELDS = [
  "last_name_composition",
  "gender",
  "nationality",
  "country_code",
  "team_id",
  "department_id",
  "cost_centre_id",
] as const;
// Choices sent as ids (numbers), "" for none.
const ID_FIELDS: readonly string[] = ["team_id", "department_id", "cost_centre_id"];
const DATE_FIELDS = ["birth_date", "start_date", "end_date"] as const;
type FieldName = (typeof TEXT_FIELDS)[number] | (typeof CHOICE_FIELDS)[number] | (typeof DATE_FIELDS)[number];
const ALL_FIELDS: readonly FieldName[] = [...TEXT_FIELDS, ...CHOICE_FIELDS, ...DATE_FIELDS];

/** Countries offered for address and nationality; a stored other code stays selectable. */
const COUNTRIES = ["BE", "NL", "LU", "FR", "DE"];

function initialValues(e: EmployeeJson): Record<FieldName, string> {
  const values = {} as Record<FieldName, string>;
  for (const f of TEXT_FIELDS) values[f] = String((e as Record<string, unknown>)[f] ?? "");
  for (const f of DATE_FIELDS) values[f] = formatDay(e[f]);
  values.last_name_composition = e.last_name_composition ?? "";
  values.gender = e.gender ?? "";
  values.nationality = e.nationality ?? "";
  values.country_code = e.country_code ?? "";
  values.team_id = e.team_id ? String(e.team_id) : "";
  values.department_id = e.department_id ? String(e.department_id) : "";
  values.cost_centre_id = e.cost_centre_id ? String(e.cost_centre_id) : "";
  return values;
}

export function PersonalDataForm({
  employee,
  teams,
  canEdit,
  references = NO_REFERENCES,
}: {
  employee: EmployeeJson;
  teams: Team[];
  canEdit: boolean;
  /** The payroll provider's departments and cost centres; empty without an integration (no fields then). */
  references?: ReferenceChoices;
}) {
  const t = useTranslations("people");
  const tCommon = useTranslations("common");
  const locale = useLocale();
  const router = useRouter();
  const toast = useToast();
  const initial = useMemo(() => initialValues(employee), [employee]);
  const [values, setValues] = useState(initial);
  const [cityHint, setCityHint] = useState<string | null>(null);
  const { pending, run, fieldError } = useFormAction(ALL_FIELDS);
  const lookup = useFormAction();
  const showSensitive = "national_number" in employee;
  const regionName = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);

  const set = (field: FieldName) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const shownName = displayName({
    firstName: values.first_name,
    lastName: values.last_name,
    insertion: values.insertion,
    lastNameComposition: values.last_name_composition || null,
    insertionPartner: values.insertion_partner,
    lastNamePartner: values.last_name_partner,
  });

  async function fillCity() {
    const code = values.postal_code.trim();
    // Postal codes are kept as data for Belgium only (GET /api/postalcode/{code}/township).
    if ((values.country_code || "BE") !== "BE" || !/^\d{4}$/.test(code)) return;
    const result = await lookup.run(() => apiFetch<TownshipAnswer>(`/api/postalcode/${code}/township`));
    const town = result.ok ? townshipOf(result.value) : null;
    if (town) {
      setValues((v) => ({ ...v, city: town }));
      setCityHint(t("personal.cityFound"));
    }
  }

  async function fillBic() {
    const iban = values.iban.trim();
    if (!iban) return;
    const result = await lookup.run(() =>
      apiFetch<BicAnswer>(`/api/employees/banking/getBicByIban?iban=${encodeURIComponent(iban)}`),
    );
    const bic = result.ok ? bicOf(result.value) : null;
    if (bic) setValues((v) => ({ ...v, bic }));
  }

  async function save() {
    const changed: Record<string, unknown> = {};
    for (const field of ALL_FIELDS) {
      if (values[field] === initial[field]) continue;
      const value = values[field].trim();
      changed[field] = ID_FIELDS.includes(field)
        ? value
          ? Number(value)
          : null
        : value === "" && field !== "first_name" && field !== "last_name"
          ? null
          : value;
    }
    if (Object.keys(changed).length === 0) return;
    const result = await run(() =>
      apiFetch("/api/employees/edit", { body: { employee_id: employee.employee_id, ...changed } }),
    );
    if (!result.ok) return;
    toast.show({ title: t("saved"), description: t("savedDetail"), variant: "success" });
    router.refresh();
  }

  const text = (field: (typeof TEXT_FIELDS)[number], extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      label={t(`fields.${field}`)}
      name={field}
      value={values[field]}
      onChange={(e) => set(field)(e.target.value)}
      error={fieldError(field)}
      disabled={!canEdit}
      {...extra}
    />
  );
  const date = (field: (typeof DATE_FIELDS)[number]) => (
    <DateField
      label={t(`fields.${field}`)}
      name={field}
      value={values[field]}
      onChange={(v) => set(field)(v)}
      required={false}
      error={fieldError(field)}
      disabled={!canEdit}
    />
  );
  const countryOptions = (current: string) => [
    { value: "", label: t("choose") },
    ...[...new Set([...COUNTRIES, ...(current ? [current] : [])])].map((code) => ({
      value: code,
      label: regionName(code),
    })),
  ];

  if (!canEdit)
    return (
      <PersonalDataView
        employee={employee}
        teams={teams}
        references={references}
        regionName={regionName}
        shownName={shownName}
      />
    );

  return (
    <Form
      onValidSubmit={() => void save()}
      className="space-y-6"
      aria-label={t("sections.personal")}
      data-testid="personal-data-form"
    >
      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t("personal.identity")}</legend>
        {text("first_name", { required: true, maxLength: 100 })}
        {text("last_name", { required: true, maxLength: 100 })}
        {text("insertion")}
        {text("initials")}
        <SelectField
          label={t("fields.last_name_composition")}
          value={values.last_name_composition}
          onChange={set("last_name_composition")}
          error={fieldError("last_name_composition")}
          options={[
            { value: "", label: t("choose") },
            ...LAST_NAME_COMPOSITIONS.map((c) => ({ value: c, label: t(`compositions.${c}`) })),
          ]}
        />
        {text("insertion_partner")}
        {text("last_name_partner")}
        <div>
          <p className="mb-1 text-sm font-medium text-slate-800">{t("fields.display_name")}</p>
          <p
            className="rounded-md bg-slate-100 px-3 py-2 text-sm"
            data-testid="display-name-preview"
            aria-live="polite"
          >
            {shownName}
          </p>
        </div>
      </fieldset>

      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t("personal.contact")}</legend>
        {text("email", { type: "email" })}
        {text("private_email", { type: "email" })}
        {text("phone", { type: "tel" })}
      </fieldset>

      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t("personal.address")}</legend>
        {text("street")}
        <div className="grid grid-cols-2 gap-3">
          {text("house_number")}
          {text("box")}
        </div>
        {text("postal_code", { onBlur: () => void fillCity(), inputMode: "numeric" })}
        <div>
          {text("city")}
          {cityHint && (
            <p className="text-xs text-green-800" role="status">
              {cityHint}
            </p>
          )}
        </div>
        <SelectField
          label={t("fields.country_code")}
          value={values.country_code}
          onChange={set("country_code")}
          error={fieldError("country_code")}
          options={countryOptions(values.country_code)}
        />
      </fieldset>

      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t("personal.personal")}</legend>
        {date("birth_date")}
        {text("birth_place")}
        <SelectField
          label={t("fields.gender")}
          value={values.gender}
          onChange={set("gender")}
          error={fieldError("gender")}
          options={[
            { value: "", label: t("choose") },
            ...(["male", "female", "x"] as const).map((g) => ({ value: g, label: t(`genders.${g}`) })),
          ]}
        />
        <SelectField
          label={t("fields.nationality")}
          value={values.nationality}
          onChange={set("nationality")}
          error={fieldError("nationality")}
          options={countryOptions(values.nationality)}
        />
        {showSensitive ? (
          <>{text("national_number", { inputMode: "numeric", placeholder: t("fields.national_number_hint") })}</>
        ) : (
          <p className="text-sm text-slate-600 sm:col-span-2" data-testid="sensitive-hidden">
            {t("personal.hiddenSensitive")}
          </p>
        )}
      </fieldset>

      {showSensitive && (
        <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-base font-semibold">{t("personal.bank")}</legend>
          {text("iban", { onBlur: () => void fillBic(), autoComplete: "off" })}
          {text("bic")}
        </fieldset>
      )}

      <fieldset className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <legend className="mb-2 text-base font-semibold">{t("personal.job")}</legend>
        {text("employee_number")}
        {text("job_title")}
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
        {date("start_date")}
        {date("end_date")}
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {tCommon("save")}
        </Button>
      </div>
    </Form>
  );
}

type TownshipAnswer = { data?: { postal_code?: string; townships?: { name: string; municipality: string }[] } };
type BicAnswer = { data?: unknown; bic?: unknown };

// The lookup answers the places a postal code serves; with one place it is the city, with several (a
// merged municipality's sections) the municipality they share, else the first place.
export function townshipOf(answer: TownshipAnswer): string | null {
  const townships = answer.data?.townships ?? [];
  if (townships.length === 0) return null;
  const municipalities = new Set(townships.map((t) => t.municipality));
  return townships.length > 1 && municipalities.size === 1 ? townships[0]!.municipality : townships[0]!.name;
}

function bicOf(answer: BicAnswer): string | null {
  const data = (answer.data ?? answer) as Record<string, unknown> | string;
  if (typeof data === "string") return data;
  return typeof data?.bic === "string" && data.bic ? data.bic : null;
}

/** The read-only view alone, for one's own record whose contact and address sit in their own form. */
export function PersonalDataReadOnly({
  employee,
  teams,
  omit,
  references = NO_REFERENCES,
}: {
  employee: EmployeeJson;
  teams: Team[];
  omit?: readonly string[];
  references?: ReferenceChoices;
}) {
  const locale = useLocale();
  const regionName = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: "region" });
    return (code: string) => names.of(code) ?? code;
  }, [locale]);
  return (
    <PersonalDataView
      employee={employee}
      teams={teams}
      references={references}
      regionName={regionName}
      shownName={employee.display_name}
      omit={omit}
    />
  );
}

function PersonalDataView({
  employee: e,
  teams,
  references,
  regionName,
  shownName,
  omit = [],
}: {
  employee: EmployeeJson;
  teams: Team[];
  references: ReferenceChoices;
  regionName: (code: string) => string;
  shownName: string;
  omit?: readonly string[];
}) {
  const t = useTranslations("people");
  const tRefs = useTranslations("integrations.references");
  const referenceLabel = (choices: ReferenceChoice[], id: number | null) => {
    const c = choices.find((x) => x.id === id);
    return c ? choiceLabel(c, false, tRefs) : null;
  };
  const rows: [string, string | null | undefined][] = (
    [
      ["display_name", shownName],
      ["first_name", e.first_name],
      ["last_name", e.last_name],
      ["insertion", e.insertion],
      ["initials", e.initials],
      ["last_name_composition", e.last_name_composition ? t(`compositions.${e.last_name_composition as "E"}`) : null],
      ["insertion_partner", e.insertion_partner],
      ["last_name_partner", e.last_name_partner],
      ["email", e.email],
      ["private_email", e.private_email],
      ["phone", e.phone],
      ["street", [e.street, e.house_number, e.box].filter(Boolean).join(" ")],
      ["postal_code", e.postal_code],
      ["city", e.city],
      ["country_code", e.country_code ? regionName(e.country_code) : null],
      ["birth_date", formatDay(e.birth_date)],
      ["birth_place", e.birth_place],
      ["gender", e.gender ? t(`genders.${e.gender}`) : null],
      ["nationality", e.nationality ? regionName(e.nationality) : null],
      ...("national_number" in e
        ? ([
            ["national_number", e.national_number],
            ["iban", e.iban],
          ] as [string, string | null][])
        : []),
      ["bic", e.bic],
      ["employee_number", e.employee_number],
      ["job_title", e.job_title],
      ["team", teams.find((team) => team.id === e.team_id)?.name ?? e.team_name],
      ...((references.departments.length > 0
        ? [["department", referenceLabel(references.departments, e.department_id)]]
        : []) as [string, string | null][]),
      ...((references.cost_centres.length > 0
        ? [["cost_centre", referenceLabel(references.cost_centres, e.cost_centre_id)]]
        : []) as [string, string | null][]),
      ["start_date", formatDay(e.start_date)],
      ["end_date", formatDay(e.end_date)],
    ] as [string, string | null | undefined][]
  )
    .filter(([field]) => !omit.includes(field))
    .map(([field, value]) => [t(`fields.${field}` as "fields.first_name"), value]);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-2 sm:grid-cols-2" data-testid="personal-data-view">
      {rows.map(([label, value]) => (
        <div key={label} className="flex flex-col border-b border-slate-100 py-1">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="text-sm">{value || "–"}</dd>
        </div>
      ))}
    </dl>
  );
}
