// POST /api/authorized_apps/revokeToken – revoke one token by token_id or by its value (RFC 7009 style)
import { route } from "@/lib/api/route";
import { ZRevokeTokenInput } from "@/lib/developer/developer.types";
import { revokeToken } from "@/lib/developer/revoke-token";

export const POST = route({ input: ZRevokeTokenInput, scope: false, allowReadOnly: true }, revokeToken);
