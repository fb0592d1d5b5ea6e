// The caller's own signature request for the signing page: the request, the contract text as sent, and
// the name the typed signature must match. Another person's request: 404.
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { displayName, NAME_PARTS_SELECT } from "@/lib/people/display-name";
import { findOwnRequest } from "./find-request";
import { signatureJson } from "./signature-json";

export async function getMySignature(ctx: RequestContext, requestId: number) {
  const row = await findOwnRequest(ctx, requestId);
  const person = await db.employee.findFirstOrThrow({
    where: { id: row.employeeId, groupId: ctx.group.id },
    select: NAME_PARTS_SELECT,
  });
  return { request: signatureJson(row), text: row.renderedText, personName: displayName(person) };
}
