"use client";
// The dialogs a file row opens: preview (PDFs and images inline, other types in a new tab), edit
// (type, filename, folder), description, visibility of a company file, notify people, and delete.
import { useEffect, useId, useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog-footer";
import { FieldMessageLine } from "@/components/ui/field-message";
import { Form } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { MultiSelect } from "@/components/ui/multi-select";
import { TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toast";
import { DocumentTypeField } from "./document-type-field";
import { previewKind, visibilityProblem } from "./file-utils";
import { useFormAction } from "@/components/ui/use-form-action";
import { VisibilityPicker } from "./visibility-picker";
import type { DocFile, FolderInfo, Option, Visibility } from "./types";

type Close = { onClose: () => void };
type Changed = { onChanged: (file?: DocFile) => void };

export function PreviewDialog({ file, onClose }: { file: DocFile } & Close) {
  const t = useTranslations("documents");
  const kind = previewKind(file.mime_type);
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={file.filename}
      description={[file.document_type, file.file_description].filter(Boolean).join(" · ") || undefined}
      size="upgrade"
      testId="preview-dialog"
      footer={
        <>
          <a
            href={file.preview_url}
            target="_blank"
            rel="noopener"
            className="inline-flex min-h-10 items-center rounded-md border border-slate-300 bg-white px-4 text-sm hover:bg-slate-100"
          >
            {t("preview.newTab")}
          </a>
          <a
            href={file.download_url}
            download={file.filename}
            className="inline-flex min-h-10 items-center rounded-md bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
          >
            {t("actions.download")}
          </a>
          {/* Focus starts on Close, not in the PDF viewer (which would swallow Escape). */}
          <Button variant="secondary" onClick={onClose} autoFocus>
            {t("preview.close")}
          </Button>
        </>
      }
    >
      {kind === "pdf" && (
        <iframe
          src={file.preview_url}
          title={t("preview.frameTitle", { filename: file.filename })}
          className="h-[60vh] w-full rounded border border-slate-200"
          data-testid="preview-frame"
        />
      )}
      {kind === "image" && (
        // eslint-disable-next-line @next/next/no-img-element -- an authenticated API file, not a static asset
        <img
          src={file.preview_url}
          alt={file.file_description || file.filename}
          className="mx-auto max-h-[60vh] max-w-full rounded"
          data-testid="preview-image"
        />
      )}
      {kind === "none" && <p className="text-sm text-slate-700">{t("preview.notInline")}</p>}
    </Modal>
  );
}

export function EditFileDialog({
  file,
  folders,
  types,
  onClose,
  onChanged,
}: { file: DocFile; folders: FolderInfo[]; types: Option[] } & Close & Changed) {
  const t = useTranslations("documents");
  const folderId = useId();
  const defaultFolder = folders.find((f) => f.is_default)?.name ?? "";
  const [filename, setFilename] = useState(file.filename);
  const [type, setType] = useState(file.document_type);
  const [folder, setFolder] = useState(file.folder_name ?? defaultFolder);
  const { pending, run, fieldError } = useFormAction(["filename", "document_type", "folder_name"]);

  async function save() {
    const folderValue = folders.find((f) => f.name === folder)?.is_default || !folder ? null : folder;
    // The folder only when it changed: an employee may not name folders on their own record.
    const body = {
      file_id: file.file_id,
      filename: filename.trim(),
      document_type: type.trim(),
      ...(folderValue !== file.folder_name ? { folder_name: folderValue } : {}),
    };
    const res = await run(() => apiFetch<DocFile>("/api/files/edit", { body }));
    if (res.ok) onChanged(res.value && typeof res.value === "object" && "file_id" in res.value ? res.value : undefined);
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("edit.title", { filename: file.filename })}
      testId="edit-file-dialog"
    >
      <Form onValidSubmit={() => void save()} className="flex flex-col gap-3">
        <TextField
          label={t("fields.filename")}
          value={filename}
          onChange={(e) => setFilename(e.target.value)}
          required
          maxLength={255}
          autoFocus
          error={fieldError("filename")}
        />
        <DocumentTypeField
          label={t("fields.type")}
          object={file.related_object}
          value={type}
          onChange={setType}
          types={types}
          required
          error={fieldError("document_type")}
        />
        {folders.length > 0 && (
          <div>
            <label htmlFor={folderId} className="mb-1 block text-sm font-medium text-slate-800">
              {t("fields.folder")}
            </label>
            <select
              id={folderId}
              value={folder}
              onChange={(e) => setFolder(e.target.value)}
              className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm"
            >
              {folders.map((f) => (
                <option key={f.name} value={f.name}>
                  {f.is_default ? t("folders.defaultSuffix", { name: f.name }) : f.name}
                </option>
              ))}
            </select>
            <div className="mt-1">
              <FieldMessageLine id={`${folderId}-msg`} text={fieldError("folder_name")} />
            </div>
          </div>
        )}
        <DialogFooter onCancel={onClose} pending={pending} />
      </Form>
    </Modal>
  );
}

export function DescriptionDialog({ file, onClose, onChanged }: { file: DocFile } & Close & Changed) {
  const t = useTranslations("documents");
  const [text, setText] = useState(file.file_description ?? "");
  const { pending, run, fieldError } = useFormAction(["file_description"]);
  async function save() {
    if (
      (
        await run(() =>
          apiFetch("/api/files/editDescription", { body: { file_id: file.file_id, file_description: text.trim() } }),
        )
      ).ok
    )
      onChanged({ ...file, file_description: text.trim() });
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("description.title", { filename: file.filename })}
      testId="description-dialog"
    >
      <Form onValidSubmit={() => void save()} className="flex flex-col gap-3">
        <TextField
          label={t("fields.description")}
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={2000}
          showCounter
          autoFocus
          error={fieldError("file_description")}
        />
        <DialogFooter onCancel={onClose} pending={pending} />
      </Form>
    </Modal>
  );
}

export function VisibilityDialog({
  file,
  teams,
  segments,
  onClose,
  onChanged,
}: { file: DocFile; teams: Option<number>[]; segments: Option<string>[] } & Close & Changed) {
  const t = useTranslations("documents");
  const [value, setValue] = useState<Visibility>({
    is_visible_for_all_teams: file.is_visible_for_all_teams,
    visible_for_specific_teams: file.visible_for_specific_teams ?? [],
    visible_for_specific_segment: file.visible_for_specific_segment,
  });
  const [checked, setChecked] = useState(false);
  const { pending, run, fieldError } = useFormAction([
    "visible_for_specific_teams",
    "visible_for_specific_segment",
    "is_visible_for_all_teams",
  ]);
  const problem = visibilityProblem(value);

  async function save() {
    setChecked(true);
    if (problem) return;
    if (
      (
        await run(() =>
          apiFetch("/api/files/setCompanyDocumentVisibility", { body: { file_id: file.file_id, ...value } }),
        )
      ).ok
    )
      onChanged({ ...file, ...value });
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("visibility.title", { filename: file.filename })}
      testId="visibility-dialog"
    >
      <Form onValidSubmit={() => void save()} className="flex flex-col gap-3">
        <VisibilityPicker
          value={value}
          onChange={setValue}
          teams={teams}
          segments={segments}
          problem={checked ? problem : null}
          error={
            fieldError("visible_for_specific_teams") ??
            fieldError("visible_for_specific_segment") ??
            fieldError("is_visible_for_all_teams")
          }
        />
        <DialogFooter onCancel={onClose} pending={pending} submitTestId="visibility-save" />
      </Form>
    </Modal>
  );
}

type Person = { employee_id: number; name: string; email: string | null };

/** The people list of getPeopleToNotifyForFile ({ data: [{ employee_id, name, email }] }). */
export function readPeople(body: unknown): Person[] {
  const list = Array.isArray(body)
    ? body
    : Array.isArray((body as { data?: unknown })?.data)
      ? (body as { data: unknown[] }).data
      : [];
  return list.flatMap((p) => {
    const r = p as Record<string, unknown>;
    const id = r.employee_id;
    const name = r.name ?? r.email;
    return typeof id === "number" && typeof name === "string"
      ? [{ employee_id: id, name, email: typeof r.email === "string" ? r.email : null }]
      : [];
  });
}

export function NotifyDialog({ file, onClose }: { file: DocFile } & Close) {
  const t = useTranslations("documents");
  const tCommon = useTranslations("common");
  const toast = useToast();
  const [people, setPeople] = useState<Person[] | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);
  const { pending, run } = useFormAction();
  const load = useFormAction();
  const loadRun = load.run;

  useEffect(() => {
    void loadRun(() => apiFetch<unknown>(`/api/files/${file.file_id}/getPeopleToNotifyForFile`)).then((res) =>
      setPeople(res.ok ? readPeople(res.value) : []),
    );
  }, [file.file_id, loadRun]);

  async function send() {
    if (
      (
        await run(() =>
          apiFetch("/api/files/notify/background", { body: { file_id: file.file_id, employee_ids: chosen } }),
        )
      ).ok
    ) {
      toast.show({ title: t("notify.sent", { count: chosen.length }), variant: "success" });
      onClose();
    }
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("notify.title", { filename: file.filename })}
      description={t("notify.intro")}
      size="survey"
      testId="notify-dialog"
    >
      {people === null ? (
        <p className="text-sm text-slate-600" role="status">
          {tCommon("loading")}
        </p>
      ) : people.length === 0 ? (
        <p className="text-sm text-slate-600">{t("notify.nobody")}</p>
      ) : (
        <div className="max-h-72 overflow-y-auto">
          <MultiSelect
            label={t("notify.people")}
            options={people.map((p) => ({ value: p.employee_id, label: p.email ? `${p.name} (${p.email})` : p.name }))}
            value={chosen}
            onChange={setChosen}
          />
        </div>
      )}
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        {people && people.length > 0 && (
          <Button
            variant="secondary"
            onClick={() => setChosen(chosen.length === people.length ? [] : people.map((p) => p.employee_id))}
          >
            {chosen.length === people.length ? t("notify.none") : t("notify.all")}
          </Button>
        )}
        <Button variant="secondary" onClick={onClose}>
          {tCommon("cancel")}
        </Button>
        <Button disabled={pending || chosen.length === 0} onClick={() => void send()}>
          {t("notify.send")}
        </Button>
      </div>
    </Modal>
  );
}

export function DeleteFileDialog({ file, onClose, onChanged }: { file: DocFile } & Close & Changed) {
  const t = useTranslations("documents");
  const tCommon = useTranslations("common");
  const toast = useToast();
  const { pending, run } = useFormAction();
  async function remove() {
    if ((await run(() => apiFetch("/api/files/delete", { body: { file_id: file.file_id } }))).ok) {
      toast.show({ title: t("delete.done", { filename: file.filename }), variant: "success" });
      onChanged();
    }
  }
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t("delete.title", { filename: file.filename })}
      description={t("delete.confirm")}
      testId="delete-file-dialog"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} autoFocus>
            {tCommon("cancel")}
          </Button>
          <Button variant="danger" disabled={pending} onClick={() => void remove()} data-testid="delete-confirm">
            {tCommon("delete")}
          </Button>
        </>
      }
    />
  );
}
