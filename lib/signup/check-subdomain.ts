// GET /subdomain/{x}/istaken and /subdomain/{x}/useOei: what the sign-up form and the sign-in page ask
// about a company address before anyone is signed in.
import { z } from "zod";
import { db } from "@/lib/db/client";
import { federatedLoginConfigured } from "@/lib/accounts/federated-login-config";
import { subdomainProblem } from "./subdomain-rules";
import { ZSubdomain } from "./subdomain-schema";

export const ZSubdomainParam = z.strictObject({ subdomain: ZSubdomain });

// A custom domain or a reserved name also makes a subdomain unavailable (checked by the rules).
export async function isSubdomainTaken(subdomain: string): Promise<boolean> {
  if (subdomainProblem(subdomain) === "reserved") return true;
  return (await db.group.count({ where: { subdomain } })) > 0;
}

export async function checkSubdomainTaken(input: z.output<typeof ZSubdomainParam>) {
  return { subdomain: input.subdomain, taken: await isSubdomainTaken(input.subdomain) };
}

/**
 * Whether the company at this address signs in through the federated login system instead of our
 * password form: its forced migration date (login_migration_required_from) has passed and the federated
 * system is configured. Unknown addresses answer false, like companies that still use passwords.
 */
export async function checkSubdomainUsesFederatedLogin(input: z.output<typeof ZSubdomainParam>) {
  const group = await db.group.findUnique({
    where: { subdomain: input.subdomain },
    select: { loginMigrationRequiredFrom: true },
  });
  const from = group?.loginMigrationRequiredFrom ?? null;
  return {
    subdomain: input.subdomain,
    use_oei: federatedLoginConfigured() && from !== null && from.getTime() <= Date.now(),
  };
}
