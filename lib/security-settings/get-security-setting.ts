// GET .../security/access/getSecuritySetting: how the group's members may sign in, and whether single
// sign-on is set up (the screen explains why sso_only cannot be chosen yet).
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { callerCanSignInWithSso, groupHasSso } from "./sso-availability";
import { isAccessType, type TAccessType } from "./security-settings.types";

export async function getSecuritySetting(ctx: RequestContext) {
  const group = await db.group.findUniqueOrThrow({ where: { id: ctx.group.id }, select: { accessType: true } });
  const sso = await groupHasSso(ctx.group.id);
  return {
    data: {
      access_type: accessTypeOf(group.accessType),
      saml_configured: sso.saml,
      federated_login_configured: sso.federated,
      can_use_sso_only: (sso.saml || sso.federated) && (await callerCanSignInWithSso(ctx, sso)),
    },
  };
}

/** An unknown stored value reads as the default rather than failing the page. */
export function accessTypeOf(value: string): TAccessType {
  return isAccessType(value) ? value : "password_and_sso";
}
