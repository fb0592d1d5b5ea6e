// GET /api/users/accounts/hasOeiAccounts?email – whether that login has a federated identity {has_oei_accounts}.
import { route } from "@/lib/api/route";
import { hasOeiAccounts, ZHasOeiAccountsInput } from "@/lib/federation/oei-accounts";

export const GET = route({ input: ZHasOeiAccountsInput }, hasOeiAccounts);
