"use client";
// The folders of one owner (the company, or one employee) with their file counts: choose one to filter
// the table; add, rename and delete folders with the folder right; rename the default folder with the
// admin's right (POST /api/files/updateDefaultFolderName). The default folder cannot be deleted.
import { HoverDropdown, MenuItem } from "@/components/ui/hover-dropdown";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog-footer";
import { Form } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toast";
import { useFormAction } from "@/components/ui/use-form-action";
import type { FolderInfo, RelatedObject } from "./types";

type Props = {
  object: RelatedObject;
  objectId: number;
  folders: FolderInfo[];
  /** null = all files. */
  selected: string | null;
  onSelect: (folder: string | null) => void;
  canManage: boolean;
  canRenameDefault: boolean;
  /** After a change: reload the list (and show the folder given, if any). */
  onChanged: (select?: string | null) => void;
};

type Editing = { kind: "add" } | { kind: "rename"; folder: FolderInfo } | { kind: "delete"; folder: FolderInfo };

export function FolderPanel({
  object,
  objectId,
  folders,
  selected,
  onSelect,
  canManage,
  canRenameDefault,
  onChanged,
}: Props) {
  const t = useTranslations("documents");
  const [editing, setEditing] = useState<Editing | null>(null);
  const total = folders.reduce((sum, f) => sum + f.file_count, 0);
  const item = (key: string, label: string, count: number, active: boolean, onClick: () => void) => (
    <button
      key={key}
      type="button"
      onClick={onClick}
      aria-current={active ? "true" : undefined}
      className={`flex min-h-10 min-w-0 max-w-full items-center gap-2 rounded-md border px-3 text-left text-sm ${active ? "border-brand-600 bg-brand-50 font-semibold text-brand-900" : "border-slate-200 text-slate-800 hover:bg-slate-100"}`}
    >
      <span className="truncate">{label}</span>
      <span className="shrink-0 rounded-full bg-slate-100 px-2 text-xs text-slate-700">
        <span aria-hidden="true">{count}</span>
        <span className="sr-only">{t("folders.count", { count })}</span>
      </span>
    </button>
  );

  return (
    <nav aria-label={t("folders.label")} className="space-y-2" data-testid="folder-panel">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-700">{t("folders.label")}</h2>
        {canManage && (
          <Button variant="secondary" className="min-h-8 px-2 py-1" onClick={() => setEditing({ kind: "add" })}>
            {t("folders.add")}
          </Button>
        )}
      </div>
      <ul className="flex flex-wrap gap-x-2 gap-y-1">
        <li className="flex max-w-full items-center">
          {item("__all", t("folders.all"), total, selected === null, () => onSelect(null))}
        </li>
        {folders.map((folder) => {
          const mayRename = folder.is_default ? canRenameDefault : canManage;
          const mayDelete = !folder.is_default && canManage;
          return (
            <li key={folder.name} className="flex max-w-full items-center" data-testid="folder-item">
              {item(folder.name, folder.name, folder.file_count, selected === folder.name, () => onSelect(folder.name))}
              {(mayRename || mayDelete) && (
                <HoverDropdown
                  hover={false}
                  align="end"
                  label={t("folders.actionsFor", { name: folder.name })}
                  trigger={
                    <button
                      type="button"
                      aria-label={t("folders.actionsFor", { name: folder.name })}
                      className="inline-flex h-10 w-7 shrink-0 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-600"
                    >
                      <span aria-hidden="true">⋮</span>
                    </button>
                  }
                >
                  {mayRename && (
                    <MenuItem
                      className="cursor-pointer rounded px-3 py-2 outline-none data-[highlighted]:bg-slate-100"
                      onSelect={() => setEditing({ kind: "rename", folder })}
                    >
                      {t("folders.rename")}
                    </MenuItem>
                  )}
                  {mayDelete && (
                    <MenuItem
                      className="cursor-pointer rounded px-3 py-2 text-red-800 outline-none data-[highlighted]:bg-red-50"
                      onSelect={() => setEditing({ kind: "delete", folder })}
                    >
                      {t("folders.delete")}
                    </MenuItem>
                  )}
                </HoverDropdown>
              )}
            </li>
          );
        })}
      </ul>
      {editing?.kind === "add" && (
        <FolderNameDialog
          object={object}
          objectId={objectId}
          onClose={() => setEditing(null)}
          onDone={(name) => {
            setEditing(null);
            onChanged(name);
          }}
        />
      )}
      {editing?.kind === "rename" && (
        <FolderNameDialog
          object={object}
          objectId={objectId}
          folder={editing.folder}
          onClose={() => setEditing(null)}
          onDone={(name) => {
            setEditing(null);
            onChanged(selected === editing.folder.name ? name : undefined);
          }}
        />
      )}
      {editing?.kind === "delete" && (
        <DeleteFolderDialog
          object={object}
          objectId={objectId}
          folder={editing.folder}
          onClose={() => setEditing(null)}
          onDone={() => {
            setEditing(null);
            onChanged(selected === editing.folder.name ? null : undefined);
          }}
        />
      )}
    </nav>
  );
}

function FolderNameDialog({
  object,
  objectId,
  folder,
  onClose,
  onDone,
}: {
  object: RelatedObject;
  objectId: number;
  folder?: FolderInfo;
  onClose: () => void;
  onDone: (name: string) => void;
}) {
  const t = useTranslations("documents");
  const toast = useToast();
  const [name, setName] = useState(folder?.name ?? "");
  const field = folder ? "new_folder_name" : "folder_name";
  const { pending, run, fieldError } = useFormAction([field]);
  const id = object === "company_wide" ? 0 : objectId;

  async function save() {
    const value = name.trim();
    const call = !folder
      ? () =>
          apiFetch("/api/files/addFolder", {
            body: { related_object: object, related_object_id: id, folder_name: value },
          })
      : folder.is_default
        ? () => apiFetch("/api/files/updateDefaultFolderName", { body: { new_folder_name: value } })
        : () =>
            apiFetch("/api/files/updateFolderName", {
              body: { related_object: object, related_object_id: id, folder_name: folder.name, new_folder_name: value },
            });
    if ((await run(call)).ok) {
      toast.show({
        title: folder ? t("folders.renamed", { name: value }) : t("folders.added", { name: value }),
        variant: "success",
      });
      onDone(value);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={
        folder
          ? folder.is_default
            ? t("folders.renameDefaultTitle")
            : t("folders.renameTitle", { name: folder.name })
          : t("folders.addTitle")
      }
      testId="folder-dialog"
    >
      <Form onValidSubmit={() => void save()} className="flex flex-col gap-3">
        {folder?.is_default && <p className="text-sm text-slate-700">{t("folders.renameDefaultHint")}</p>}
        <TextField
          label={t("folders.name")}
          value={name}
          onChange={(e) => setName(e.target.value)}
          required
          maxLength={100}
          autoFocus
          error={fieldError(field) ?? fieldError("folder_name")}
        />
        <DialogFooter onCancel={onClose} pending={pending} />
      </Form>
    </Modal>
  );
}

function DeleteFolderDialog({
  object,
  objectId,
  folder,
  onClose,
  onDone,
}: {
  object: RelatedObject;
  objectId: number;
  folder: FolderInfo;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useTranslations("documents");
  const tCommon = useTranslations("common");
  const toast = useToast();
  const { pending, run } = useFormAction();

  async function remove() {
    const body = {
      related_object: object,
      related_object_id: object === "company_wide" ? 0 : objectId,
      folder_name: folder.name,
    };
    if ((await run(() => apiFetch("/api/files/deleteFolder", { body }))).ok) {
      toast.show({ title: t("folders.deleted", { name: folder.name }), variant: "success" });
      onDone();
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("folders.deleteTitle", { name: folder.name })}
      description={
        folder.file_count > 0 ? t("folders.deleteWithFiles", { count: folder.file_count }) : t("folders.deleteEmpty")
      }
      testId="delete-folder-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} autoFocus>
            {tCommon("cancel")}
          </Button>
          <Button variant="danger" disabled={pending} onClick={() => void remove()}>
            {tCommon("delete")}
          </Button>
        </>
      }
    />
  );
}
