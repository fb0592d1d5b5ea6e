// POST /api/authorized_apps/revoke – revoke an app's grant for a user, with all its tokens
import { route } from "@/lib/api/route";
import { ZRevokeGrantInput } from "@/lib/developer/developer.types";
import { revokeGrant } from "@/lib/developer/revoke-grant";

// Revoking only takes access away, so a read-only user may revoke their own authorizations.
export const POST = route({ input: ZRevokeGrantInput, scope: false, allowReadOnly: true }, revokeGrant);
