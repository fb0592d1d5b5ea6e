// Issues an access token (1 h) and a refresh token (30 days) for one user, group, app and scope set.
// Only their hashes are stored; the strings go to the client once.
import type { DbTransaction } from "@/lib/db/client";
import { ACCESS_TTL_MS, REFRESH_TTL_MS, hashSecret, newSecret } from "./secrets";

export async function issueTokens(
  tx: DbTransaction,
  owner: { clientAppId: number; groupId: number; userId: string; scopes: string[] },
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
