"use client";
// One owner's files (the company's, or one employee's): folders on the side, the file table, upload and
// the row actions. The server renders the first page; choosing a folder, paging and every change reload
// the list from GET /api/files/{object}/{id}/list. Controls the caller has no right to are not shown; the
// server refuses them anyway.
import { useCallback, useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { Button } from "@/components/ui/button";
import { Pagination } from "@/components/ui/pagination";
import { useToast } from "@/components/ui/toast";
import { FileTable, type FileAction } from "./file-table";
import {
  DeleteFileDialog,
  DescriptionDialog,
  EditFileDialog,
  NotifyDialog,
  PreviewDialog,
  VisibilityDialog,
} from "./file-dialogs";
import { listPath } from "./file-utils";
import { FolderPanel } from "./folder-panel";
import { ForwardDialog } from "./forward-dialog";
import { UploadDialog } from "./upload-dialog";
import type { DocFile, DocumentsUiRights, FileList, Option, RelatedObject } from "./types";

type Props = {
  object: RelatedObject;
  objectId: number;
  /** The section heading (h2). */
  title: string;
  initial: FileList;
  rights: DocumentsUiRights;
  types: Option[];
  teams: Option<number>[];
  segments: Option<string>[];
  perPage?: number;
  /** The "Visible to" column (company files, for those who see them all). */
  showVisibility?: boolean;
  testId?: string;
};

/** POST /api/inbox/documents/forward takes at most this many files at once. */
const FORWARD_MAX = 20;

type Dialog = { kind: "upload" } | { kind: "forward" } | { kind: Exclude<FileAction, "download">; file: DocFile };

export function DocumentsBrowser({
  object,
  objectId,
  title,
  initial,
  rights,
  types,
  teams,
  segments,
  perPage = 25,
  showVisibility = false,
  testId,
}: Props) {
  const t = useTranslations("documents");
  const toast = useToast();
  const [list, setList] = useState(initial);
  const [folder, setFolder] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(
    async (nextFolder: string | null, nextPage: number) => {
      setLoading(true);
      try {
        const res = await apiFetch<FileList>(
          listPath(object, objectId, { folder: nextFolder, page: nextPage, perPage }),
        );
        setList({ ...res, folders: res.folders ?? [] });
        setFolder(nextFolder);
        setPage(nextPage);
        setSelected((ids) => ids.filter((id) => res.data.some((f) => f.file_id === id)));
      } catch (error) {
        toast.showError(error);
      } finally {
        setLoading(false);
      }
    },
    [object, objectId, perPage, toast],
  );

  const replaceFile = (file: DocFile) =>
    setList((l) => ({ ...l, data: l.data.map((f) => (f.file_id === file.file_id ? file : f)) }));

  const markRead = useCallback((file: DocFile) => {
    if (file.is_read) return;
    setList((l) => ({ ...l, data: l.data.map((f) => (f.file_id === file.file_id ? { ...f, is_read: true } : f)) }));
    apiFetch(`/api/files/markAsRead?file_id=${file.file_id}`).catch(() => {
      /* the marker comes back on the next load; nothing for the user to do */
    });
  }, []);

  const actionsFor = useCallback(
    (file: DocFile): FileAction[] => {
      const actions: FileAction[] = ["preview", "download"];
      if (file.can_edit) actions.push("edit", "description");
      if (file.can_edit && file.related_object === "company_wide" && rights.canSetVisibility)
        actions.push("visibility");
      if (rights.canNotify) actions.push("notify");
      if (file.can_edit) actions.push("delete");
      return actions;
    },
    [rights.canSetVisibility, rights.canNotify],
  );

  const onAction = useCallback(
    (file: DocFile, action: FileAction) => {
      if (action === "download") {
        const a = document.createElement("a");
        a.href = file.download_url;
        a.download = file.filename;
        document.body.appendChild(a);
        a.click();
        a.remove();
        markRead(file);
        return;
      }
      if (action === "preview") markRead(file);
      setDialog({ kind: action, file });
    },
    [markRead],
  );

  const close = () => setDialog(null);
  const changed = (file?: DocFile) => {
    setDialog(null);
    if (file) replaceFile(file);
    void load(folder, page);
  };

  const files = list.data;
  return (
    <section aria-labelledby={`${testId ?? object}-title`} className="space-y-3" data-testid={testId}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${testId ?? object}-title`} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="flex flex-wrap gap-2">
          {rights.canForward && files.length > 0 && (
            <Button
              variant="secondary"
              disabled={selected.length === 0 || selected.length > FORWARD_MAX}
              aria-describedby={selected.length > FORWARD_MAX ? `${testId ?? object}-forward-max` : undefined}
              onClick={() => setDialog({ kind: "forward" })}
              data-testid="forward-button"
            >
              {t("forward.button", { count: selected.length })}
            </Button>
          )}
          {selected.length > FORWARD_MAX && (
            <p id={`${testId ?? object}-forward-max`} className="w-full text-right text-xs text-red-700">
              {t("forward.tooMany", { max: FORWARD_MAX })}
            </p>
          )}
          {rights.canUpload && (
            <Button onClick={() => setDialog({ kind: "upload" })} data-testid="upload-button">
              {t("upload.button")}
            </Button>
          )}
        </div>
      </div>
      <div className="space-y-3">
        <div className="min-w-0 rounded-lg bg-white p-3 shadow-sm">
          <FolderPanel
            object={object}
            objectId={objectId}
            folders={list.folders}
            selected={folder}
            onSelect={(f) => void load(f, 1)}
            canManage={rights.canManageFolders}
            canRenameDefault={rights.canRenameDefaultFolder}
            onChanged={(select) => void load(select === undefined ? folder : select, 1)}
          />
        </div>
        <div className="min-w-0 space-y-3" aria-busy={loading || undefined}>
          <p className="text-sm text-slate-600" aria-live="polite" data-testid="file-count">
            {folder ? t("table.countIn", { count: list.total, folder }) : t("table.count", { count: list.total })}
          </p>
          {files.length === 0 ? (
            <p className="rounded-lg bg-white p-5 text-slate-600 shadow-sm">
              {folder ? t("table.emptyFolder") : t("table.empty")}
            </p>
          ) : (
            <FileTable
              files={files}
              actionsFor={actionsFor}
              onAction={onAction}
              selectable={rights.canForward}
              selected={selected}
              onSelectedChange={setSelected}
              showVisibility={showVisibility}
              showOwner={false}
              teams={teams}
              segments={segments}
              types={types}
            />
          )}
          {list.total > perPage && (
            <Pagination
              page={page - 1}
              pageSize={perPage}
              itemsOnPage={files.length}
              total={list.total}
              onPageChange={(p) => void load(folder, p + 1)}
            />
          )}
        </div>
      </div>

      {dialog?.kind === "upload" && (
        <UploadDialog
          object={object}
          objectId={objectId}
          folders={list.folders}
          folder={folder}
          types={types}
          teams={teams}
          segments={segments}
          canSetVisibility={rights.canSetVisibility}
          onClose={close}
          onUploaded={() => {
            setDialog(null);
            void load(folder, 1);
          }}
        />
      )}
      {dialog?.kind === "forward" && (
        <ForwardDialog
          fileIds={selected}
          canSetEmail={rights.canSetForwardEmail}
          onClose={close}
          onSent={() => {
            setDialog(null);
            setSelected([]);
          }}
        />
      )}
      {dialog?.kind === "preview" && <PreviewDialog file={dialog.file} onClose={close} />}
      {dialog?.kind === "edit" && (
        <EditFileDialog file={dialog.file} folders={list.folders} types={types} onClose={close} onChanged={changed} />
      )}
      {dialog?.kind === "description" && <DescriptionDialog file={dialog.file} onClose={close} onChanged={changed} />}
      {dialog?.kind === "visibility" && (
        <VisibilityDialog file={dialog.file} teams={teams} segments={segments} onClose={close} onChanged={changed} />
      )}
      {dialog?.kind === "notify" && <NotifyDialog file={dialog.file} onClose={close} />}
      {dialog?.kind === "delete" && <DeleteFileDialog file={dialog.file} onClose={close} onChanged={() => changed()} />}
    </section>
  );
}
