// POST /api/authorized_apps/revokeRefreshTokens – end an app's refresh tokens for a user (the grant stays)
import { route } from "@/lib/api/route";
import { ZRevokeGrantInput } from "@/lib/developer/developer.types";
import { revokeRefreshTokens } from "@/lib/developer/revoke-refresh-tokens";

export const POST = route({ input: ZRevokeGrantInput, scope: false, allowReadOnly: true }, revokeRefreshTokens);
