"use client";
// The options of a choice-list field: add one, delete one (with confirmation; values that chose it are cleared).
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import type { TOptionJson } from "@/lib/custom-fields/custom-field-json";
import { OPTION_NAME_MAX } from "@/lib/custom-fields/field-types";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { TextField } from "@/components/ui/text-field";

export function FieldOptions({
  fieldId,
  options,
  canWrite,
}: {
  fieldId: number;
  options: TOptionJson[];
  canWrite: boolean;
}) {
  const t = useTranslations("customFields");
  const router = useRouter();
  const [name, setName] = useState("");
  const { pending, run, fieldError, error } = useApiAction();

  async function add() {
    if (
      (
        await run(() =>
          apiFetch("/api/custom_fields/options/add", { body: { custom_field_id: fieldId, option_name: name } }),
        )
      ).ok
    ) {
      setName("");
      router.refresh();
    }
  }

  return (
    <div className="mt-3 pl-2">
      <p className="text-sm font-medium text-slate-700">{t("options")}</p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {options.map((option) => (
          <li key={option.id} className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-3 py-1 text-sm">
            {option.option_name}
            {canWrite && (
              <ConfirmDialog
                trigger={
                  <button
                    type="button"
                    className="ml-1 rounded px-1 text-slate-500 hover:text-red-700"
                    aria-label={t("deleteOption", { name: option.option_name })}
                  >
                    ✕
                  </button>
                }
                title={t("deleteOption", { name: option.option_name })}
                description={t("confirmDeleteOption", { name: option.option_name })}
                confirmLabel={t("deleteOption", { name: option.option_name })}
                cancelLabel={t("cancel")}
                danger
                onConfirm={async () => {
                  if (
                    (await run(() => apiFetch("/api/custom_fields/options/delete", { body: { option_id: option.id } })))
                      .ok
                  )
                    router.refresh();
                }}
              />
            )}
          </li>
        ))}
      </ul>
      {canWrite && (
        <form
          className="mt-2 flex flex-wrap items-start gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <TextField
            label={t("newOption")}
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={OPTION_NAME_MAX}
            error={error ? fieldError("option_name") : null}
          />
          <Button type="submit" variant="secondary" disabled={pending || !name.trim()} className="sm:mt-6">
            {t("addOption")}
          </Button>
        </form>
      )}
    </div>
  );
}
