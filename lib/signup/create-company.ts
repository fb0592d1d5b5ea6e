// Creates a company (group) with its founder as an enabled admin holding every right: the shared step of
// sign-up and "add another company". New companies start with a trial of the full edition.
import type { DbTransaction } from "@/lib/db/client";
import { AppError } from "@/lib/api/errors";
import { auditUserEvent } from "@/lib/auth/audit-user-event";
import { isSubdomainTaken } from "./check-subdomain";

export const TRIAL_DAYS = 30;

export type CompanyFields = { company_name: string; subdomain: string; country: "BE" | "NL" };

export async function assertSubdomainFree(subdomain: string): Promise<void> {
  if (await isSubdomainTaken(subdomain))
    throw AppError.validation({ subdomain: "subdomain is already taken" }, "This address is already taken");
}

export async function createCompany(tx: DbTransaction, founderUserId: string, fields: CompanyFields) {
  const group = await tx.group.create({
    data: {
      name: fields.company_name,
      subdomain: fields.subdomain,
      country: fields.country,
      groupAccess: "full",
      trialEndsAt: new Date(Date.now() + TRIAL_DAYS * 86_400_000),
    },
  });
  const membership = await tx.membership.create({
    data: {
      userId: founderUserId,
      groupId: group.id,
      role: "admin",
      status: "enabled",
      accessWages: true,
      accessPayrollProvider: true,
      accessAdvancesPayout: true,
      accessSensitiveSettings: true,
      accessPerformanceReviews: true,
      accessBudgets: true,
      accessStats: true,
    },
  });
  await auditUserEvent(tx, {
    userId: founderUserId,
    action: "create",
    object: { type: "group", id: group.id },
    after: { name: group.name, subdomain: group.subdomain, country: group.country, group_access: group.groupAccess },
    groupIds: [group.id],
  });
  return { group, membership };
}

/** A unique-constraint race (two sign-ups for one address at once) reported on the field. */
export function companyConflict(error: unknown): never {
  const target = JSON.stringify((error as { meta?: unknown }).meta ?? "");
  if ((error as { code?: string }).code === "P2002") {
    if (target.includes("subdomain")) throw AppError.validation({ subdomain: "subdomain is already taken" });
    if (target.includes("email")) throw AppError.validation({ email: "email already has an account" });
  }
  throw error;
}
