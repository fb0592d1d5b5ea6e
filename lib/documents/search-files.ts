// GET /api/files/search: the files the caller may see whose name, description, type or person matches.
import type { RequestContext } from "@/lib/api/context";
import { DEFAULT_PER_PAGE } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import type { Prisma } from "@/lib/db/generated/client";
import { documentRights } from "./document-rights";
import type { TFileJson, TSearchFilesInput } from "./documents.types";
import { filesJson } from "./file-json";
import { FILE_SELECT, visibleFilesWhere } from "./file-visibility";

export async function searchFiles(
  ctx: RequestContext,
  input: TSearchFilesInput,
): Promise<{ data: TFileJson[]; total: number; page: number; per_page: number }> {
  const rights = documentRights(ctx);
  const perPage = input.per_page ?? input.limit ?? DEFAULT_PER_PAGE;
  const parts: Prisma.FileWhereInput[] = [await visibleFilesWhere(ctx, rights)];
  if (input.related_object_scope !== "all") parts.push({ relatedObject: input.related_object_scope });
  const term = input.search_term;
  if (term) {
    const contains = { contains: term, mode: "insensitive" as const };
    parts.push({
      OR: [
        { filename: contains },
        { description: contains },
        { documentType: contains },
        { employee: { is: { OR: [{ firstName: contains }, { lastName: contains }] } } },
      ],
    });
  }
  const where = { AND: parts };
  const [rows, total] = await Promise.all([
    db.file.findMany({
      where,
      select: FILE_SELECT,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (input.page - 1) * perPage,
      take: perPage,
    }),
    db.file.count({ where }),
  ]);
  return { data: await filesJson(ctx, rights, rows), total, page: input.page, per_page: perPage };
}
