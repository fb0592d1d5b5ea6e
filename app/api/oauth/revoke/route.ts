// POST /api/oauth/revoke – RFC 7009: an app revokes one of its own access or refresh tokens
import { handleRevokeRequest } from "@/lib/oauth/revoke-endpoint";

export const POST = Object.assign((req: Request) => handleRevokeRequest(req), {
  meta: { kind: "oauth" as const, contentType: "application/x-www-form-urlencoded" },
});
