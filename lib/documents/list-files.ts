// GET /api/files/{object}/{id}/list: the files of one record (an employee, or company_wide with id 0)
// the caller may see, optionally in one folder or of one type, sorted and paged, with the record's folders.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { DEFAULT_PER_PAGE } from "@/lib/api/list-response";
import { documentRights } from "./document-rights";
import { isDefaultFolderName } from "./document-settings";
import type { RelatedObject, TFileJson, TFolderJson } from "./documents.types";
import { filesJson } from "./file-json";
import { FILE_SELECT, visibleFilesWhere } from "./file-visibility";
import { listFolders } from "./list-folders";
import { recordFilesWhere, resolveRecord } from "./record-scope";

export type ListFilesOptions = {
  object: RelatedObject;
  /** The employee id, or 0 for company_wide. */
  id: number;
  folder_name?: string;
  document_type?: string;
  orderby_column?: "created_at" | "filename" | "document_type";
  orderby_direction?: "asc" | "desc";
  page?: number;
  per_page?: number;
  /** The spec's name for per_page on this call. */
  limit?: number;
};

export type FileList = { data: TFileJson[]; total: number; page: number; per_page: number; folders: TFolderJson[] };

export async function listFiles(ctx: RequestContext, input: ListFilesOptions): Promise<FileList> {
  const rights = documentRights(ctx);
  const scope = await resolveRecord(rights, input.object, input.object === "company_wide" ? null : input.id, "read");
  const page = input.page ?? 1;
  const perPage = input.per_page ?? input.limit ?? DEFAULT_PER_PAGE;
  const parts: Prisma.FileWhereInput[] = [await visibleFilesWhere(ctx, rights), recordFilesWhere(ctx, scope)];
  if (input.document_type) parts.push({ documentType: { equals: input.document_type, mode: "insensitive" } });
  if (input.folder_name) {
    parts.push(
      (await isDefaultFolderName(ctx, input.folder_name))
        ? { folderId: null }
        : { folder: { is: { name: input.folder_name } } },
    );
  }
  const where: Prisma.FileWhereInput = { AND: parts };
  const direction = input.orderby_direction ?? "desc";
  const column = input.orderby_column ?? "created_at";
  const orderBy: Prisma.FileOrderByWithRelationInput[] =
    column === "filename"
      ? [{ filename: direction }]
      : column === "document_type"
        ? [{ documentType: direction }]
        : [{ createdAt: direction }];
  orderBy.push({ id: direction });
  const [rows, total, folders] = await Promise.all([
    db.file.findMany({ where, select: FILE_SELECT, orderBy, skip: (page - 1) * perPage, take: perPage }),
    db.file.count({ where }),
    listFolders(ctx, { relatedObject: scope.relatedObject, relatedObjectId: scope.employeeId ?? 0 }),
  ]);
  return { data: await filesJson(ctx, rights, rows), total, page, per_page: perPage, folders };
}
