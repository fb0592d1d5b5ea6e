// GET /api/files/listTypes: the built-in document types, then the company's own types in use, labelled
// in the caller's language. Only types of files the caller may see: a type is free text ("Dismissal
// letter") and can tell what a record holds.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { BUILT_IN_TYPES, typeLabel } from "./document-types";
import { visibleFilesWhere } from "./file-visibility";

export async function listDocumentTypes(
  ctx: RequestContext,
): Promise<{ data: { document_type: string; label: string }[] }> {
  const used = await db.file.findMany({
    where: await visibleFilesWhere(ctx),
    select: { documentType: true },
    distinct: ["documentType"],
    orderBy: { documentType: "asc" },
    take: 200,
  });
  const types = [
    ...Object.keys(BUILT_IN_TYPES),
    ...used.map((u) => u.documentType).filter((t) => !(t in BUILT_IN_TYPES)),
  ];
  return { data: types.map((t) => ({ document_type: t, label: typeLabel(t, ctx.user.language) })) };
}
