// The people list with each person's number of documents: the files on their record the caller may see
// (lib/documents/file-visibility.ts), one grouped query over the page's ids. Without access to documents
// (switch, flag) documents_available is false and every count 0.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { documentRights } from "@/lib/documents/document-rights";
import { visibleFilesWhere } from "@/lib/documents/file-visibility";
import { listEmployees } from "./list-employees";
import type { TListEmployeesInput } from "./people.types";

export async function listEmployeesWithDocumentCount(ctx: RequestContext, input: TListEmployeesInput) {
  const page = await listEmployees(ctx, input);
  const rights = documentRights(ctx);
  if (!rights.canRead)
    return { ...page, documents_available: false, data: page.data.map((row) => ({ ...row, document_count: 0 })) };
  const ids = page.data.map((row) => row.employee_id);
  const counts = ids.length
    ? await db.file.groupBy({
        by: ["employeeId"],
        where: { AND: [await visibleFilesWhere(ctx, rights), { relatedObject: "employee", employeeId: { in: ids } }] },
        _count: { _all: true },
      })
    : [];
  const countOf = new Map(counts.map((c) => [c.employeeId, c._count._all]));
  return {
    ...page,
    documents_available: true,
    data: page.data.map((row) => ({ ...row, document_count: countOf.get(row.employee_id) ?? 0 })),
  };
}
