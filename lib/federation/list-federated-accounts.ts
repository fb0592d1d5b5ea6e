// GET /api/accounts/federatedAccounts – the external identities linked to the signed-in user (the
// federated login system's subjects), newest first.
import type { RequestContext } from "@/lib/api/context";
import { listResponse } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";

export async function listFederatedAccounts(ctx: RequestContext) {
  const rows = await db.account.findMany({
    where: { userId: ctx.user.id },
    select: { id: true, provider: true, providerAccountId: true, email: true, createdAt: true },
    orderBy: { createdAt: "desc" },
  });
  return listResponse(
    rows.map((row) => ({
      id: row.id,
      provider: row.provider,
      provider_account_id: row.providerAccountId,
      email: row.email,
      linked_at: row.createdAt.toISOString(),
    })),
    rows.length,
  );
}
