"use client";
// The file table: name (opens the preview; unread files carry a "New" marker), the row's actions, type,
// description, uploader, date, size and, for company files, who sees it. On a phone the secondary
// columns drop out and the table scrolls sideways inside its card; the actions stay next to the name.
import { useMemo } from "react";
import { useLocale, useTranslations } from "next-intl";
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable } from "@tanstack/react-table";
import { HoverDropdown, MenuItem } from "@/components/ui/hover-dropdown";
import { formatDate, formatSize } from "./file-utils";
import type { DocFile, Option } from "./types";

export type FileAction = "preview" | "download" | "edit" | "description" | "visibility" | "notify" | "delete";

type Props = {
  files: DocFile[];
  /** Which actions the caller may use on a row (download and preview are always there). */
  actionsFor: (file: DocFile) => FileAction[];
  onAction: (file: DocFile, action: FileAction) => void;
  selectable: boolean;
  selected: number[];
  onSelectedChange: (ids: number[]) => void;
  showVisibility: boolean;
  showOwner: boolean;
  teams: Option<number>[];
  segments: Option<string>[];
  /** Document type -> its label in the user's language (listTypes). */
  types?: Option[];
};

const helper = createColumnHelper<DocFile>();
const SECONDARY = "hidden md:table-cell";

export function visibilityText(
  file: DocFile,
  teams: Option<number>[],
  segments: Option<string>[],
  t: (key: string, values?: Record<string, string>) => string,
): string {
  if (file.is_visible_for_all_teams) return t("visibility.all");
  if (file.visible_for_specific_segment)
    return t("visibility.segmentShort", {
      name:
        segments.find((s) => s.value === file.visible_for_specific_segment)?.label ?? file.visible_for_specific_segment,
    });
  const names = file.visible_for_specific_teams.map((id) => teams.find((x) => x.value === id)?.label ?? `#${id}`);
  return t("visibility.teamsShort", { names: names.join(", ") || "–" });
}

export function FileTable({
  files,
  actionsFor,
  onAction,
  selectable,
  selected,
  onSelectedChange,
  showVisibility,
  showOwner,
  teams,
  segments,
  types = [],
}: Props) {
  const t = useTranslations("documents");
  const locale = useLocale();
  const columns = useMemo(() => {
    const list = [
      ...(selectable
        ? [
            helper.display({
              id: "select",
              header: () => (
                <input
                  type="checkbox"
                  className="h-4 w-4"
                  aria-label={t("table.selectAll")}
                  checked={files.length > 0 && files.every((f) => selected.includes(f.file_id))}
                  onChange={(e) => onSelectedChange(e.target.checked ? files.map((f) => f.file_id) : [])}
                />
              ),
              cell: (info) => {
                const f = info.row.original;
                return (
                  <input
                    type="checkbox"
                    className="h-4 w-4"
                    aria-label={t("table.select", { filename: f.filename })}
                    checked={selected.includes(f.file_id)}
                    onChange={(e) =>
                      onSelectedChange(
                        e.target.checked ? [...selected, f.file_id] : selected.filter((id) => id !== f.file_id),
                      )
                    }
                  />
                );
              },
            }),
          ]
        : []),
      helper.accessor("filename", {
        header: t("fields.filename"),
        cell: (info) => {
          const f = info.row.original;
          return (
            <span className="flex min-w-40 max-w-72 flex-wrap items-center gap-x-2 gap-y-1">
              {!f.is_read && (
                <span
                  className="rounded bg-brand-600 px-1.5 py-0.5 text-xs font-semibold text-white"
                  data-testid="unread-marker"
                >
                  {t("table.new")}
                </span>
              )}
              <button
                type="button"
                onClick={() => onAction(f, "preview")}
                className="break-all text-left font-medium text-brand-700 underline-offset-2 hover:underline"
                aria-label={t("table.previewFile", { filename: f.filename })}
              >
                {f.filename}
              </button>
              {f.is_important && (
                <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs text-amber-900">
                  {t("table.important")}
                </span>
              )}
            </span>
          );
        },
      }),
      helper.display({
        id: "actions",
        header: () => <span className="sr-only">{t("table.actions")}</span>,
        cell: (info) => (
          <RowMenu file={info.row.original} actions={actionsFor(info.row.original)} onAction={onAction} />
        ),
      }),
      ...(showOwner
        ? [
            helper.accessor((f) => f.related_employee_name ?? "", {
              id: "owner",
              header: t("fields.owner"),
              cell: (i) => i.getValue() || t("table.company"),
            }),
          ]
        : []),
      helper.accessor((f) => types.find((x) => x.value === f.document_type)?.label ?? f.document_type, {
        id: "document_type",
        header: t("fields.type"),
        cell: (i) => i.getValue() || "–",
      }),
      helper.accessor((f) => f.file_description ?? "", {
        id: "description",
        header: t("fields.description"),
        cell: (i) => <span className="line-clamp-2 max-w-64 whitespace-normal">{i.getValue() || "–"}</span>,
      }),
      helper.accessor((f) => f.uploaded_by_name ?? "", {
        id: "uploaded_by",
        header: t("fields.uploadedBy"),
        cell: (i) => i.getValue() || "–",
      }),
      helper.accessor("created_at", { header: t("fields.date"), cell: (i) => formatDate(i.getValue()) }),
      helper.accessor("size_bytes", { header: t("fields.size"), cell: (i) => formatSize(i.getValue(), locale) }),
      ...(showVisibility
        ? [
            helper.accessor((f) => visibilityText(f, teams, segments, t), {
              id: "visibility",
              header: t("fields.visibility"),
              cell: (i) => <span className="block min-w-40 max-w-64 whitespace-normal">{i.getValue()}</span>,
            }),
          ]
        : []),
    ];
    return list;
  }, [
    selectable,
    files,
    selected,
    onSelectedChange,
    t,
    locale,
    actionsFor,
    onAction,
    showOwner,
    showVisibility,
    teams,
    segments,
    types,
  ]);

  const table = useReactTable({
    data: files,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (f) => String(f.file_id),
  });
  const secondary = new Set(["description", "uploaded_by", "size", "visibility", "size_bytes", "owner"]);

  return (
    <div className="overflow-x-auto rounded-lg bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm" data-testid="file-table">
        <caption className="sr-only">{t("table.caption")}</caption>
        <thead className="bg-slate-50">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th
                  key={header.id}
                  scope="col"
                  className={`whitespace-nowrap px-3 py-2 text-left font-semibold text-slate-700 ${secondary.has(header.column.id) ? SECONDARY : ""}`}
                >
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody className="divide-y divide-slate-100">
          {table.getRowModel().rows.map((row) => (
            <tr
              key={row.id}
              data-testid="file-row"
              data-file-id={row.original.file_id}
              className={row.original.is_read ? "" : "bg-brand-50/40"}
            >
              {row.getVisibleCells().map((cell) =>
                cell.column.id === "filename" ? (
                  <th key={cell.id} scope="row" className="px-3 py-2 text-left font-normal">
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </th>
                ) : (
                  <td
                    key={cell.id}
                    className={`whitespace-nowrap px-3 py-2 text-slate-700 ${secondary.has(cell.column.id) ? SECONDARY : ""}`}
                  >
                    {flexRender(cell.column.columnDef.cell, cell.getContext())}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function RowMenu({
  file,
  actions,
  onAction,
}: {
  file: DocFile;
  actions: FileAction[];
  onAction: (file: DocFile, action: FileAction) => void;
}) {
  const t = useTranslations("documents");
  // Opens on a click or a key (no hover: the pointer crosses the rows all the time); Radix's menu code is
  // loaded after the page (components/ui/lazy-module.ts).
  return (
    <HoverDropdown
      hover={false}
      label={t("table.actionsFor", { filename: file.filename })}
      trigger={
        <button
          type="button"
          aria-label={t("table.actionsFor", { filename: file.filename })}
          data-testid="file-actions"
          className="inline-flex h-9 w-9 items-center justify-center rounded-md border border-slate-300 text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          <span aria-hidden="true">⋯</span>
        </button>
      }
    >
      {actions.map((action) => (
        <MenuItem
          key={action}
          onSelect={() => onAction(file, action)}
          className={`cursor-pointer rounded px-3 py-2 outline-none ${action === "delete" ? "text-red-800 data-[highlighted]:bg-red-50" : "data-[highlighted]:bg-slate-100"}`}
        >
          {t(`actions.${action}`)}
        </MenuItem>
      ))}
    </HoverDropdown>
  );
}
