"use client";
// The custom fields settings screen: fields grouped by object type, an add dialog, rename (edit dialog)
// and delete with confirmation, and the options of choice lists. Read-only admins see the list only.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import type { TCustomFieldJson } from "@/lib/custom-fields/custom-field-json";
import { CUSTOM_FIELD_TYPES } from "@/lib/custom-fields/field-types";
import { OBJECT_TYPES } from "@/lib/custom-fields/object-types";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { FieldOptions } from "./field-options";

type Props = { fields: TCustomFieldJson[]; canWrite: boolean; nameMax: number };

export function CustomFieldsSettings({ fields, canWrite, nameMax }: Props) {
  const t = useTranslations("customFields");
  const groups = OBJECT_TYPES.map((type) => ({ type, fields: fields.filter((f) => f.object_type === type) })).filter(
    (g) => g.fields.length > 0,
  );
  return (
    <div className="space-y-6">
      {canWrite && <FieldDialog mode="add" nameMax={nameMax} />}
      {groups.length === 0 && <p className="text-slate-600">{t("empty")}</p>}
      {groups.map((group) => (
        <section key={group.type} aria-labelledby={`cf-${group.type}`}>
          <h2 id={`cf-${group.type}`} className="mb-2 text-lg font-semibold">
            {t(`objectTypes.${group.type}`)}
          </h2>
          <ul className="divide-y divide-slate-200 rounded-lg bg-white shadow-sm" data-testid="custom-field-list">
            {group.fields.map((field) => (
              <FieldRow key={field.id} field={field} canWrite={canWrite} nameMax={nameMax} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function FieldRow({ field, canWrite, nameMax }: { field: TCustomFieldJson; canWrite: boolean; nameMax: number }) {
  const t = useTranslations("customFields");
  const router = useRouter();
  const { run } = useApiAction();
  return (
    <li className="p-4">
      <div className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="font-medium">{field.name}</p>
          <p className="text-sm text-slate-600">
            {t(`types.${field.type}`)}
            {field.comparison_field ? ` · ${field.comparison_field}` : ""}
          </p>
        </div>
        {canWrite && (
          <>
            <FieldDialog mode="edit" field={field} nameMax={nameMax} />
            <ConfirmDialog
              trigger={
                <Button variant="ghost" aria-label={t("remove", { name: field.name })}>
                  ✕
                </Button>
              }
              title={t("remove", { name: field.name })}
              description={t("confirmDelete", { name: field.name })}
              confirmLabel={t("remove", { name: field.name })}
              cancelLabel={t("cancel")}
              danger
              onConfirm={async () => {
                if (
                  (await run(() => apiFetch("/api/custom_fields/delete", { body: { custom_field_id: field.id } }))).ok
                )
                  router.refresh();
              }}
            />
          </>
        )}
      </div>
      {field.type === "select_option" && (
        <FieldOptions fieldId={field.id} options={field.options ?? []} canWrite={canWrite} />
      )}
    </li>
  );
}

function FieldDialog({ mode, field, nameMax }: { mode: "add" | "edit"; field?: TCustomFieldJson; nameMax: number }) {
  const t = useTranslations("customFields");
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(field?.name ?? "");
  const [type, setType] = useState<string>(field?.type ?? "string");
  const [objectType, setObjectType] = useState<string>(field?.object_type ?? "employee");
  const [comparison, setComparison] = useState(field?.comparison_field ?? "");
  const [options, setOptions] = useState("");
  const { pending, run, fieldError, error, clearError } = useApiAction();

  async function submit() {
    const body =
      mode === "add"
        ? {
            name,
            type,
            object_type: objectType,
            comparison_field: comparison || null,
            ...(type === "select_option" && options.trim()
              ? {
                  options: options
                    .split("\n")
                    .map((o) => o.trim())
                    .filter(Boolean),
                }
              : {}),
          }
        : { custom_field_id: field!.id, name, comparison_field: comparison || null };
    const res = await run(() => apiFetch(`/api/custom_fields/${mode}`, { body }));
    if (res.ok) {
      setOpen(false);
      if (mode === "add") {
        setName("");
        setOptions("");
      }
      router.refresh();
    }
  }

  const title = mode === "add" ? t("addTitle") : t("editTitle", { name: field!.name });
  const selectClass = "w-full rounded-md border border-slate-300 px-3 py-2 text-sm disabled:bg-slate-100";
  return (
    <>
      {mode === "add" ? (
        <Button onClick={() => setOpen(true)}>{t("add")}</Button>
      ) : (
        <Button variant="secondary" onClick={() => setOpen(true)} aria-label={t("edit", { name: field!.name })}>
          {t("editShort")}
        </Button>
      )}
      <Modal
        open={open}
        onOpenChange={(o) => {
          setOpen(o);
          clearError();
        }}
        title={title}
        testId="custom-field-dialog"
        footer={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t("cancel")}
            </Button>
            <Button onClick={() => void submit()} disabled={pending}>
              {t("save")}
            </Button>
          </>
        }
      >
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <TextField
            label={t("name")}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={nameMax}
            error={error ? fieldError("name") : null}
            autoFocus
          />
          <label className="block text-sm font-medium text-slate-800">
            {t("type")}
            <select
              className={selectClass}
              value={type}
              onChange={(e) => setType(e.target.value)}
              disabled={mode === "edit"}
              aria-describedby={mode === "edit" ? "cf-type-fixed" : undefined}
            >
              {CUSTOM_FIELD_TYPES.map((ft) => (
                <option key={ft} value={ft}>
                  {t(`types.${ft}`)}
                </option>
              ))}
            </select>
          </label>
          {mode === "edit" && (
            <p id="cf-type-fixed" className="text-xs text-slate-600">
              {t("typeFixed")}
            </p>
          )}
          <label className="block text-sm font-medium text-slate-800">
            {t("objectType")}
            <select
              className={selectClass}
              value={objectType}
              onChange={(e) => setObjectType(e.target.value)}
              disabled={mode === "edit"}
            >
              {OBJECT_TYPES.map((ot) => (
                <option key={ot} value={ot}>
                  {t(`objectTypes.${ot}`)}
                </option>
              ))}
            </select>
          </label>
          {mode === "add" && type === "select_option" && (
            <label className="block text-sm font-medium text-slate-800">
              {t("options")}
              <textarea
                className={selectClass}
                rows={4}
                value={options}
                onChange={(e) => setOptions(e.target.value)}
                aria-describedby="cf-options-hint"
              />
              <span id="cf-options-hint" className="text-xs font-normal text-slate-600">
                {t("optionsHint")}
              </span>
            </label>
          )}
          <TextField
            label={t("comparisonField")}
            value={comparison}
            onChange={(e) => setComparison(e.target.value)}
            maxLength={100}
            error={error instanceof ApiError ? (error.fields.comparison_field ?? null) : null}
          />
          <button type="submit" hidden />
        </form>
      </Modal>
    </>
  );
}
