// POST /api/accounts/switch {subdomain} – continue in another of the caller's accounts (same session).
import { route } from "@/lib/api/route";
import { switchAccount, ZSwitchAccountInput } from "@/lib/accounts/switch-account";

// Switching accounts changes no company data, so read-only users may do it too.
export const POST = route({ input: ZSwitchAccountInput, allowReadOnly: true }, switchAccount);
