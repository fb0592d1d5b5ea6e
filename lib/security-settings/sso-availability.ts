// Whether single sign-on can carry a group's sign-ins, asked before sso_only is allowed:
// - the group has a SAML identity provider, or the federated OpenID Connect login is configured;
// - and the admin who switches to sso_only is themselves signed in that way right now (their session was
//   opened by this group's SAML provider, or by the federated login). A company that admits SSO only
//   refuses every other session at once (lib/api/context.ts), so a password session would lock the admin
//   out with their very next request.
import type { RequestContext } from "@/lib/api/context";
import { federatedLoginConfigured } from "@/lib/accounts/federated-login-config";
import { db } from "@/lib/db/client";
import { FEDERATED_PROVIDER } from "@/lib/federation/oidc-client";

export async function groupHasSso(groupId: number): Promise<{ saml: boolean; federated: boolean }> {
  const saml = (await db.samlSetting.count({ where: { groupId } })) > 0;
  return { saml, federated: federatedLoginConfigured() };
}

export async function callerCanSignInWithSso(
  ctx: RequestContext,
  sso: { saml: boolean; federated: boolean },
): Promise<boolean> {
  if (sso.saml && ctx.boundGroupId === ctx.group.id) return true;
  if (!sso.federated || ctx.viaSso !== true || ctx.boundGroupId !== null) return false;
  // The federated login opened the session: the identity is still linked (an unlinked one signs in no more).
  return (await db.account.count({ where: { userId: ctx.user.id, provider: FEDERATED_PROVIDER } })) > 0;
}

/**
 * Where a person starts single sign-on into the group: its own SAML provider when it has one, else the
 * federated login; null when neither is set up (then only the normal sign-in page is left).
 */
export async function ssoSignInPath(group: { id: number; subdomain: string }): Promise<string | null> {
  const sso = await groupHasSso(group.id);
  if (sso.saml) return `/login/saml/${encodeURIComponent(group.subdomain)}`;
  if (sso.federated) return "/login/b2c";
  return null;
}
