"use client";
// The payroll month's Excel piece (issue 20): download the month's one-offs, special messages, advances and
// temporary unemployment as a workbook (a sheet per kind), and bring an edited workbook back: the server
// checks every row first and answers a preview (what would be added and changed, every error by sheet,
// row and field); only a file without errors can be imported, and then all of it is written or none.
// Mount it on the payroll-month screen with the month shown there:
//   <MonthExcelImportExport year={2026} month={3} canExport={…exports.excel} canImport={…payroll.write} />
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";

type SheetSummary = { kind: string; rows: number; create: number; update: number; unchanged: number };
type RowError = { sheet: string | null; row: number | null; field: string; message: string };
type Preview = { sheets: SheetSummary[]; errors: RowError[]; written: boolean };
type Props = { year: number; month: number; canExport: boolean; canImport: boolean };

const SHEET_KEYS = ["one_offs", "special_messages", "advances", "unemployment"] as const;

async function fileAsBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

export function MonthExcelImportExport({ year, month, canExport, canImport }: Props) {
  const t = useTranslations("payrollMonthData.excel");
  const router = useRouter();
  const toast = useToast();
  const inputId = useId();
  const { pending, run, error } = useApiAction();
  const [file, setFile] = useState<{ name: string; base64: string } | null>(null);
  const [preview, setPreview] = useState<Preview | null>(null);
  if (!canExport && !canImport) return null;

  const sheetName = (kind: string | null) =>
    kind && (SHEET_KEYS as readonly string[]).includes(kind)
      ? t(`sheets.${kind as (typeof SHEET_KEYS)[number]}`)
      : t("wholeFile");

  async function send(confirm: boolean, chosen = file) {
    if (!chosen) return;
    const result = await run(() =>
      apiFetch<{ data: Preview }>("/api/integrations/month_excel/import", {
        body: { year, month, file_base64: chosen.base64, confirm },
      }),
    );
    if (!result.ok) return;
    setPreview(result.value.data);
    if (result.value.data.written) {
      toast.show({ variant: "success", title: t("imported") });
      setFile(null);
      setPreview(null);
      router.refresh();
    }
  }

  async function choose(list: FileList | null) {
    const picked = list?.[0];
    setPreview(null);
    if (!picked) return setFile(null);
    const chosen = { name: picked.name, base64: await fileAsBase64(picked) };
    setFile(chosen);
    await send(false, chosen);
  }

  const toWrite = preview?.sheets.reduce((n, s) => n + s.create + s.update, 0) ?? 0;

  return (
    <section aria-labelledby={`${inputId}-title`} className="space-y-3 rounded-lg border border-slate-200 bg-white p-4">
      <h2 id={`${inputId}-title`} className="text-base font-semibold text-slate-900">
        {t("title")}
      </h2>
      <p className="text-sm text-slate-600">{t("intro")}</p>
      <div className="flex flex-wrap items-center gap-3">
        {canExport && (
          <a
            href={`/api/integrations/month_excel/export?year=${year}&month=${month}`}
            download
            className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
          >
            {t("download")}
          </a>
        )}
        {canImport && (
          <div className="flex min-w-0 flex-col gap-1">
            <label htmlFor={inputId} className="text-sm font-medium text-slate-800">
              {t("chooseFile")}
            </label>
            <input
              id={inputId}
              type="file"
              accept=".xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              className="max-w-full text-sm"
              onChange={(e) => void choose(e.target.files)}
              disabled={pending}
            />
          </div>
        )}
      </div>
      {pending && (
        <p className="text-sm text-slate-600" role="status">
          {t("checking")}
        </p>
      )}
      {error && !pending && (
        <p className="text-sm text-red-700" role="alert">
          {t("failed", { message: error.message })}
        </p>
      )}
      {preview && !preview.written && (
        <div className="space-y-3" aria-live="polite">
          <h3 className="text-sm font-semibold text-slate-900">{t("previewTitle", { file: file?.name ?? "" })}</h3>
          <ul className="space-y-1 text-sm text-slate-700">
            {preview.sheets.map((s) => (
              <li key={s.kind}>
                {t("sheetSummary", {
                  sheet: sheetName(s.kind),
                  rows: s.rows,
                  create: s.create,
                  update: s.update,
                  unchanged: s.unchanged,
                })}
              </li>
            ))}
          </ul>
          {preview.errors.length > 0 ? (
            <div role="alert" className="space-y-1">
              <p className="text-sm font-medium text-red-700">{t("errorsTitle", { count: preview.errors.length })}</p>
              <ul className="max-h-64 space-y-1 overflow-y-auto text-sm text-red-700">
                {preview.errors.slice(0, 200).map((e, i) => (
                  <li key={i} className="break-words">
                    {e.row === null
                      ? `${sheetName(e.sheet)}: ${e.message}`
                      : t("rowError", { sheet: sheetName(e.sheet), row: e.row, field: e.field, message: e.message })}
                  </li>
                ))}
              </ul>
            </div>
          ) : (
            <Button onClick={() => void send(true)} disabled={pending || toWrite === 0}>
              {toWrite === 0 ? t("nothingToImport") : t("confirm", { count: toWrite })}
            </Button>
          )}
        </div>
      )}
    </section>
  );
}
