// GET /api/files/{object}/suggestDocumentTypes?keyword: types starting with or containing the keyword,
// from the built-in catalogue and the types used on that kind of record, in files the caller may see.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { BUILT_IN_TYPES, typeLabel } from "./document-types";
import type { TSuggestTypesInput } from "./documents.types";
import { visibleFilesWhere } from "./file-visibility";

export async function suggestDocumentTypes(
  ctx: RequestContext,
  input: TSuggestTypesInput,
): Promise<{ data: string[] }> {
  const keyword = input.keyword.toLowerCase();
  const used = await db.file.findMany({
    where: {
      AND: [await visibleFilesWhere(ctx)],
      groupId: ctx.group.id,
      relatedObject: input.object,
      ...(keyword ? { documentType: { contains: keyword, mode: "insensitive" } } : {}),
    },
    select: { documentType: true },
    distinct: ["documentType"],
    take: 50,
  });
  const builtIn = Object.keys(BUILT_IN_TYPES).filter(
    (t) => !keyword || t.includes(keyword) || typeLabel(t, ctx.user.language).toLowerCase().includes(keyword),
  );
  const all = [...new Set([...builtIn, ...used.map((u) => u.documentType)])];
  all.sort(
    (a, b) =>
      Number(!a.toLowerCase().startsWith(keyword)) - Number(!b.toLowerCase().startsWith(keyword)) || a.localeCompare(b),
  );
  return { data: all.slice(0, 20) };
}
