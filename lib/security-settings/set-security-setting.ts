// POST .../security/access/setSecuritySetting {access_type}: admins choose how members sign in.
// sso_only needs single sign-on set up (SAML or the federated login), and the admin must be able to use it
// themselves; password_only needs the admin to have a password. Each refusal is 409 naming access_type.
// Audited.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { recordAudit } from "@/lib/audit/record-audit";
import { db } from "@/lib/db/client";
import { invalidateBrandingCache } from "@/lib/branding/resolve-branding";
import { accessTypeOf, getSecuritySetting } from "./get-security-setting";
import { callerCanSignInWithSso, groupHasSso } from "./sso-availability";
import type { TSetSecuritySettingInput } from "./security-settings.types";

export async function setSecuritySetting(ctx: RequestContext, input: TSetSecuritySettingInput) {
  if (input.access_type === "sso_only") {
    const sso = await groupHasSso(ctx.group.id);
    if (!sso.saml && !sso.federated) {
      throw new AppError("conflict", "Set up single sign-on (SAML) before allowing only single sign-on", {
        fields: { access_type: "sso_only needs a SAML setting or the federated login" },
      });
    }
    if (!(await callerCanSignInWithSso(ctx, sso))) {
      throw new AppError(
        "conflict",
        "Sign in with single sign-on yourself first, so that you cannot lock yourself out",
        {
          fields: { access_type: "sign in with single sign-on before choosing sso_only" },
        },
      );
    }
  }
  if (input.access_type === "password_only" && !(await callerHasPassword(ctx))) {
    throw new AppError("conflict", "Set a password for yourself first, so that you cannot lock yourself out", {
      fields: { access_type: "you have no password: password_only would lock you out" },
    });
  }
  await db.$transaction(async (tx) => {
    const before = await tx.group.findUniqueOrThrow({ where: { id: ctx.group.id }, select: { accessType: true } });
    if (accessTypeOf(before.accessType) === input.access_type) return;
    await tx.group.update({ where: { id: ctx.group.id }, data: { accessType: input.access_type } });
    await recordAudit(tx, ctx, {
      action: "update",
      objectType: "security_setting",
      objectId: ctx.group.id,
      before: { access_type: accessTypeOf(before.accessType) },
      after: { access_type: input.access_type },
    });
  });
  invalidateBrandingCache();
  return getSecuritySetting(ctx);
}

async function callerHasPassword(ctx: RequestContext): Promise<boolean> {
  const user = await db.user.findUnique({ where: { id: ctx.user.id }, omit: { passwordHash: false } });
  return Boolean(user?.passwordHash);
}
