// Issues an access token (1 h) and a refresh token (30 days) for one user, group, app and scope set.
// Only their hashes are stored; the strings go to the client once. familyId ties every token bought by one
// authorization code, through all its refresh rotations, together (see codeFamilyId).
import type { DbTransaction } from "@/lib/db/client";
import { ACCESS_TTL_MS, REFRESH_TTL_MS, hashSecret, newSecret } from "./secrets";

export async function issueTokens(
  tx: DbTransaction,
  owner: { clientAppId: number; groupId: number; userId: string; scopes: string[]; familyId: string },
) {
  const access = newSecret("hra");
  const refresh = newSecret("hrr");
  const now = Date.now();
  await tx.oAuthToken.create({
    data: {
      ...owner,
      accessHash: hashSecret(access),
      refreshHash: hashSecret(refresh),
      accessExpiresAt: new Date(now + ACCESS_TTL_MS),
      refreshExpiresAt: new Date(now + REFRESH_TTL_MS),
    },
  });
  return {
    access_token: access,
    token_type: "Bearer",
    expires_in: ACCESS_TTL_MS / 1000,
    refresh_token: refresh,
    scope: owner.scopes.join(" "),
  };
}

/** The family of the tokens bought by one authorization code: one id per code, derived from its row id. */
export function codeFamilyId(codeId: number): string {
  return `code-${codeId}`;
}
