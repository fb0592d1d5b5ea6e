// GET /api/accounts/listAccessableTrustedAccounts – the caller's accounts {accounts: [{subdomain, name, trial_expired}]}
import { route } from "@/lib/api/route";
import { listAccounts } from "@/lib/accounts/list-accounts";

export const GET = route({}, (ctx) => listAccounts(ctx));
