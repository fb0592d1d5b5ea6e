// The API shape of a claim (lists, detail, the integrations calls): amounts as numbers in the claim's
// currency plus the reimbursed euros, dates as YYYY-MM-DD, and what the caller may do with it.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import type { Prisma } from "@/lib/db/generated/client";
import { claimIsDecidable, claimIsEditable, claimIsProcessable, type ExpenseStatus } from "./expense-rules";
import { displayName } from "@/lib/people/display-name";

export const CLAIM_INCLUDE = {
  employee: { select: { id: true, firstName: true, lastName: true, teamId: true, team: { select: { name: true } } } },
  receipts: {
    select: { id: true, filename: true, mimeType: true, sizeBytes: true, createdAt: true },
    orderBy: { id: "asc" },
  },
} as const satisfies Prisma.ExpenseClaimInclude;

export type ClaimRow = Prisma.ExpenseClaimGetPayload<{ include: typeof CLAIM_INCLUDE }>;

const num = (value: Prisma.Decimal | null) => (value === null ? null : Number(value));

export function claimJson(ctx: RequestContext, claim: ClaimRow, decidable = false) {
  const own = claim.employeeId === ctx.membership.employeeId;
  const status = claim.status as ExpenseStatus;
  const writable = own && can(ctx.subject, "expenses.write") && claimIsEditable(status);
  return {
    id: claim.id,
    request_id: claim.id,
    status,
    kind: claim.kind,
    category: claim.category,
    date: claim.expenseDate.toISOString().slice(0, 10),
    description: claim.description,
    currency: claim.currency,
    amount: Number(claim.amount),
    vat_amount: Number(claim.vatAmount),
    exchange_rate: Number(claim.exchangeRate),
    amount_eur: claim.amountEurCents / 100,
    km: num(claim.km),
    rate_per_km: num(claim.ratePerKm),
    cost_centre_code: claim.costCentreCode,
    cost_centre_name: claim.costCentreName,
    employee: {
      id: claim.employee.id,
      name: displayName(claim.employee),
      team_id: claim.employee.teamId,
      team_name: claim.employee.team?.name ?? null,
    },
    submitted_at: claim.submittedAt?.toISOString() ?? null,
    decided_at: claim.decidedAt?.toISOString() ?? null,
    message_to_employee: claim.messageToEmployee,
    processing: claim.processing,
    note: claim.processedNote,
    processed_at: claim.processedAt?.toISOString() ?? null,
    one_off_id: claim.oneOffId,
    receipts: claim.receipts.map((r) => ({
      id: r.id,
      filename: r.filename,
      mime_type: r.mimeType,
      size_bytes: r.sizeBytes,
      url: `/api/expenses/receipts/${r.id}/download`,
    })),
    can: {
      edit: writable,
      submit: writable,
      decide: decidable && claimIsDecidable(status),
      process: !own && can(ctx.subject, "expenses.process") && claimIsProcessable(status),
    },
  };
}
export type TClaimJson = ReturnType<typeof claimJson>;
