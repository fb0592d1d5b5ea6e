// GET /api/accounts/federatedAccounts – the caller's linked external identities {data: [...]}.
import { route } from "@/lib/api/route";
import { listFederatedAccounts } from "@/lib/federation/list-federated-accounts";

export const GET = route({}, (ctx) => listFederatedAccounts(ctx));
