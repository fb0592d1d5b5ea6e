// The product-news audience filter of spec section 7: a semicolon-joined list of tags built from the
// account — its integration sources, reseller clients (reseller_<id>, e.g. reseller_8), hrms clients
// (accounts that run no payroll integration: they use the product as their HR system), direct clients
// (no reseller) and full_only (full edition). A post with audiences is shown when one tag matches.
export type AudienceAccount = {
  resellerId: number | null;
  groupAccess: "light" | "full";
  /** Payroll integrations the account runs (sdworx, securex, ...). */
  integrationSources: readonly string[];
};

const TAG = /^[a-z0-9_]{1,40}$/;

export function audienceTags(account: AudienceAccount): string[] {
  const tags = account.integrationSources.map((s) => s.toLowerCase()).filter((s) => TAG.test(s));
  tags.push(account.resellerId === null ? "direct_clients" : `reseller_${account.resellerId}`);
  if (account.integrationSources.length === 0) tags.push("hrms_clients");
  if (account.groupAccess === "full") tags.push("full_only");
  return [...new Set(tags)];
}

export function audienceFilter(account: AudienceAccount): string {
  return audienceTags(account).join(";");
}

/** A filter sent by a client, narrowed to the tags the account really has (never widened). */
export function narrowFilter(requested: string | undefined, own: readonly string[]): string[] {
  if (requested === undefined) return [...own];
  const allowed = new Set(own);
  return [
    ...new Set(
      requested
        .split(";")
        .map((t) => t.trim())
        .filter((t) => allowed.has(t)),
    ),
  ];
}
