// Dimona is the Belgian RSZ's declaration: a Dutch company (ctx.group.country "NL") has no Dimona tab and its
// Dimona routes answer 404, as if they did not exist.
import type { RequestContext } from "@/lib/api/context";
import { AppError } from "@/lib/api/errors";
import { rszEndpoint } from "./rsz-endpoint";

export const hasDimona = (ctx: RequestContext): boolean => ctx.group.country === "BE";

export function requireBelgianCompany(ctx: RequestContext): void {
  if (!hasDimona(ctx)) throw AppError.notFound("Dimona");
}

/** Without an RSZ web service (nor a simulator) a declaration would wait forever: refuse it instead. */
export function requireRszEndpoint(): void {
  if (!rszEndpoint())
    throw new AppError(
      "unavailable",
      "No RSZ Dimona web service is configured (RSZ_DIMONA_URL, RSZ_CLIENT_ID, RSZ_PRIVATE_KEY): nothing was declared",
      { fields: { rsz: "rsz_not_configured" } },
    );
}

export const rszConfigured = (): boolean => rszEndpoint() !== null;
