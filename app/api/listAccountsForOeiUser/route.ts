// GET /listAccountsForOeiUser – accounts the caller reaches through the federated login {accounts, linked, email}.
import { route } from "@/lib/api/route";
import { listAccountsForOeiUser } from "@/lib/federation/oei-accounts";

export const GET = route({}, (ctx) => listAccountsForOeiUser(ctx));
