// The people list with each person's number of documents. The documents module does not exist yet, so
// every count is 0 (documents_available tells the client so); once a documents table exists, the count
// is a grouped query over the page's ids here.
import type { RequestContext } from "@/lib/api/context";
import { listEmployees } from "./list-employees";
import type { TListEmployeesInput } from "./people.types";

export async function listEmployeesWithDocumentCount(ctx: RequestContext, input: TListEmployeesInput) {
  const page = await listEmployees(ctx, input);
  return { ...page, documents_available: false, data: page.data.map((row) => ({ ...row, document_count: 0 })) };
}
