// The audience tags of the caller's account.
import type { RequestContext } from "@/lib/api/context";
import { audienceTags } from "@/lib/shell/product-news-audience";

// The integrations module (payroll providers) will supply the account's integration sources; until it
// exists every account runs none.
export function accountAudienceTags(ctx: RequestContext): string[] {
  return audienceTags({ resellerId: ctx.group.resellerId, groupAccess: ctx.group.groupAccess, integrationSources: [] });
}
