// POST /api/users/accounts/link {link_account_auth_token} – link a federated identity to the caller.
import { NextResponse } from "next/server";
import { route } from "@/lib/api/route";
import { linkAccount, ZLinkAccountInput } from "@/lib/federation/link-account";
import { LINK_TOKEN_COOKIE } from "@/lib/federation/link-account-token";

// Linking concerns the caller's own login, not company data: read-only users may do it.
export const POST = route({ input: ZLinkAccountInput, allowReadOnly: true }, async (ctx, input) => {
  const res = NextResponse.json(await linkAccount(ctx, input));
  res.cookies.set(LINK_TOKEN_COOKIE, "", { path: "/", maxAge: 0, httpOnly: true });
  return res;
});
