// A new secret for a confidential app; the old one stops working at once. Issued tokens stay valid:
// rotating a leaked secret must not log every user out (revoke the grants for that).
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { hashSecret, newSecret } from "@/lib/oauth/secrets";
import type { TClientAppRefInput } from "./developer.types";
import { findOwnClientApp } from "./find-own-client-app";

export async function rotateClientSecret(ctx: RequestContext, input: TClientAppRefInput) {
  const app = await findOwnClientApp(ctx, input.client_id);
  if (app.isPublic) throw AppError.validation({ client_id: "A public app has no secret" });
  const secret = newSecret("hrs");
  await db.$transaction(async (tx) => {
    await tx.clientApp.update({ where: { id: app.id }, data: { secretHash: hashSecret(secret) } });
    await recordAudit(tx, ctx, { action: "rotate_secret", objectType: "client_app", objectId: app.id });
  });
  return { data: { client_id: app.clientId, client_secret: secret } };
}
