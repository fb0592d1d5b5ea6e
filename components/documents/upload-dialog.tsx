"use client";
// Upload a file (spec section 3, File): the picked file is read as base64 in the browser and posted as
// JSON, to /api/files/upload for an employee's files or /api/files/company_files/upload for company
// files. Type, folder and description go with it; employee files can be marked important; company files
// carry their visibility. The server's field messages show under the field they name; too large (413)
// and refused types (415/422) show under the file picker.
import { useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { stripBidiControls } from "@/lib/documents/file-name-controls";
import { Button } from "@/components/ui/button";
import { FieldMessageLine, describedBy } from "@/components/ui/field-message";
import { Form, useFormField } from "@/components/ui/form";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toast";
import { DocumentTypeField } from "./document-type-field";
import { ALL_TEAMS, MAX_UPLOAD_BYTES, formatSize, readFileAsBase64, visibilityProblem } from "./file-utils";
import { VisibilityPicker } from "./visibility-picker";
import type { DocFile, FolderInfo, Option, RelatedObject, Visibility } from "./types";

type Props = {
  object: RelatedObject;
  objectId: number;
  folders: FolderInfo[];
  /** The folder shown when the dialog opens (pre-selected). */
  folder: string | null;
  types: Option[];
  teams: Option<number>[];
  segments: Option<string>[];
  canSetVisibility: boolean;
  onClose: () => void;
  onUploaded: (file: DocFile) => void;
};

const FILE_FIELDS = ["file_base64", "file", "mime_type", "size_bytes"];

export function UploadDialog({
  object,
  objectId,
  folders,
  folder,
  types,
  teams,
  segments,
  canSetVisibility,
  onClose,
  onUploaded,
}: Props) {
  const t = useTranslations("documents");
  const tCommon = useTranslations("common");
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [filename, setFilename] = useState("");
  const [type, setType] = useState("");
  const [description, setDescription] = useState("");
  const defaultFolder = folders.find((f) => f.is_default)?.name ?? "";
  const [folderName, setFolderName] = useState(folder ?? defaultFolder);
  const [important, setImportant] = useState(false);
  const [visibility, setVisibility] = useState<Visibility>(ALL_TEAMS);
  const [checked, setChecked] = useState(false);
  const [pending, setPending] = useState(false);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const folderId = useId();

  const field = (name: string) => serverError?.fields[name] ?? null;
  const fileServerError =
    FILE_FIELDS.map(field).find(Boolean) ??
    (serverError && [413, 415].includes(serverError.status) ? serverError.message : null) ??
    (serverError?.status === 422 && Object.keys(serverError.fields).length === 0 ? serverError.message : null);
  const tooLarge = file !== null && file.size > MAX_UPLOAD_BYTES;
  const visProblem = object === "company_wide" && canSetVisibility ? visibilityProblem(visibility) : null;

  async function submit() {
    setChecked(true);
    if (!file || tooLarge || visProblem) return;
    setPending(true);
    setServerError(null);
    try {
      const base64 = await readFileAsBase64(file);
      const folderValue = folders.find((f) => f.name === folderName)?.is_default || !folderName ? null : folderName;
      const body = {
        ...(object === "employee" ? { related_object_id: objectId, is_important: important } : {}),
        document_type: type.trim(),
        file_base64: base64,
        filename: filename.trim() || stripBidiControls(file.name),
        file_description: description.trim() || undefined,
        folder_name: folderValue,
        ...(object === "company_wide" && canSetVisibility ? visibility : {}),
      };
      const path = object === "employee" ? "/api/files/upload" : "/api/files/company_files/upload";
      const created = await apiFetch<DocFile>(path, { body });
      toast.show({ title: t("upload.done", { filename: created?.filename ?? body.filename }), variant: "success" });
      onUploaded(created);
    } catch (error) {
      const e = error instanceof ApiError ? error : null;
      setServerError(e);
      const known = e && ([413, 415].includes(e.status) || Object.keys(e.fields).length > 0 || e.status === 422);
      if (!known) toast.showError(error);
    } finally {
      setPending(false);
    }
  }

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={object === "employee" ? t("upload.titleEmployee") : t("upload.titleCompany")}
      size="upgrade"
      testId="upload-dialog"
    >
      <Form onValidSubmit={() => void submit()} className="flex flex-col gap-3">
        <FilePicker
          label={t("upload.file")}
          file={file}
          onChange={(f) => {
            setFile(f);
            setServerError(null);
            if (f && !filename) setFilename(stripBidiControls(f.name));
          }}
          error={
            tooLarge
              ? t("upload.tooLarge", { max: formatSize(MAX_UPLOAD_BYTES) })
              : (fileServerError ?? (checked && !file ? t("upload.fileRequired") : null))
          }
          hint={t("upload.fileHint", { max: formatSize(MAX_UPLOAD_BYTES) })}
        />
        <TextField
          label={t("fields.filename")}
          value={filename}
          onChange={(e) => setFilename(e.target.value)}
          maxLength={255}
          required
          error={field("filename")}
        />
        <DocumentTypeField
          label={t("fields.type")}
          object={object}
          value={type}
          onChange={setType}
          types={types}
          required
          error={field("document_type")}
        />
        <TextField
          label={t("fields.description")}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          maxLength={2000}
          error={field("file_description")}
        />
        {folders.length > 0 && (
          <div>
            <label htmlFor={folderId} className="mb-1 block text-sm font-medium text-slate-800">
              {t("fields.folder")}
            </label>
            <select
              id={folderId}
              value={folderName}
              onChange={(e) => setFolderName(e.target.value)}
              className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base sm:text-sm"
              aria-describedby={describedBy(field("folder_name") && `${folderId}-msg`)}
            >
              {folders.map((f) => (
                <option key={f.name} value={f.name}>
                  {f.is_default ? t("folders.defaultSuffix", { name: f.name }) : f.name}
                </option>
              ))}
            </select>
            <div className="mt-1">
              <FieldMessageLine id={`${folderId}-msg`} text={field("folder_name")} />
            </div>
          </div>
        )}
        {object === "employee" && (
          <label className="flex min-h-8 items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={important}
              onChange={(e) => setImportant(e.target.checked)}
              className="h-4 w-4"
            />
            {t("fields.important")}
          </label>
        )}
        {object === "company_wide" && canSetVisibility && (
          <VisibilityPicker
            value={visibility}
            onChange={setVisibility}
            teams={teams}
            segments={segments}
            problem={checked ? visProblem : null}
            error={
              field("visible_for_specific_teams") ??
              field("visible_for_specific_segment") ??
              field("is_visible_for_all_teams")
            }
          />
        )}
        <div className="mt-2 flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            {tCommon("cancel")}
          </Button>
          <Button type="submit" disabled={pending} onClick={() => setChecked(true)} data-testid="upload-submit">
            {pending ? t("upload.uploading") : t("upload.submit")}
          </Button>
        </div>
      </Form>
    </Modal>
  );
}

function FilePicker({
  label,
  file,
  onChange,
  error,
  hint,
}: {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  error: string | null;
  hint: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  useFormField(id, file === null || error !== null);
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input
        ref={input}
        id={id}
        type="file"
        required
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-hint`, error && `${id}-msg`)}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-slate-800"
        data-testid="upload-file"
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {file ? `${stripBidiControls(file.name)} · ${formatSize(file.size)}` : hint}
      </p>
      <FieldMessageLine id={`${id}-msg`} text={error} />
    </div>
  );
}
