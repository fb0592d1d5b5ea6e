// Registers an OAuth client app for the caller's group. A confidential app gets a secret, shown in this
// answer only (a hash is kept); a public app (SPA, mobile) has none and relies on PKCE.
import { randomBytes } from "node:crypto";
import type { RequestContext } from "@/lib/api/context";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { hashSecret, newSecret } from "@/lib/oauth/secrets";
import { clientAppJson } from "./client-app-json";
import type { TAddClientAppInput } from "./developer.types";

export async function addClientApp(ctx: RequestContext, input: TAddClientAppInput) {
  const isPublic = input.is_public ?? false;
  const secret = isPublic ? null : newSecret("hrs");
  const app = await db.$transaction(async (tx) => {
    const created = await tx.clientApp.create({
      data: {
        clientId: `hrc_${randomBytes(12).toString("base64url")}`,
        groupId: ctx.group.id,
        name: input.name,
        description: input.description || null,
        homepageUrl: input.homepage_url || null,
        redirectUris: [...new Set(input.redirect_uris)],
        scopes: [...new Set(input.scopes)],
        secretHash: secret ? hashSecret(secret) : null,
        isPublic,
        createdByUserId: ctx.user.id,
      },
    });
    await recordAudit(tx, ctx, {
      action: "create",
      objectType: "client_app",
      objectId: created.id,
      after: { name: created.name, redirect_uris: created.redirectUris, scopes: created.scopes, is_public: isPublic },
    });
    return created;
  });
  return { data: { ...clientAppJson(app), client_secret: secret } };
}
