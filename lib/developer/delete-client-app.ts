// Deletes a client app: it disappears from lists, and every grant and token it holds is revoked.
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import type { TClientAppRefInput } from "./developer.types";
import { findOwnClientApp } from "./find-own-client-app";

export async function deleteClientApp(ctx: RequestContext, input: TClientAppRefInput) {
  const app = await findOwnClientApp(ctx, input.client_id);
  const now = new Date();
  await db.$transaction(async (tx) => {
    await tx.clientApp.update({ where: { id: app.id }, data: { deletedAt: now, secretHash: null } });
    await tx.oAuthGrant.updateMany({ where: { clientAppId: app.id, revokedAt: null }, data: { revokedAt: now } });
    await tx.oAuthToken.updateMany({ where: { clientAppId: app.id, revokedAt: null }, data: { revokedAt: now } });
    await recordAudit(tx, ctx, {
      action: "delete",
      objectType: "client_app",
      objectId: app.id,
      before: { name: app.name },
    });
  });
  return { ok: true };
}
