// DNS TXT look-ups for custom-domain ownership checks, through node:dns's Resolver (real DNS queries, not
// the system's getaddrinfo). DNS_RESOLVER (comma-separated "ip" or "ip:port", e.g. 127.0.0.1:5353) picks
// the servers; unset, the system's resolvers are used. Each record's strings are joined (RFC 7208 3.3:
// one long value may come as several strings).
import { Resolver } from "node:dns/promises";

const LOOKUP_TIMEOUT_MS = 3000;

export type TxtLookup = { found: true; values: string[] } | { found: false; reason: "no_record" | "dns_error" };

export async function lookupTxtRecords(name: string): Promise<TxtLookup> {
  const resolver = new Resolver({ timeout: LOOKUP_TIMEOUT_MS, tries: 2 });
  const servers = (process.env.DNS_RESOLVER ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (servers.length) resolver.setServers(servers);
  try {
    const records = await resolver.resolveTxt(name);
    return { found: true, values: records.map((chunks) => chunks.join("")) };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOTFOUND" || code === "ENODATA" || code === "NXDOMAIN") return { found: false, reason: "no_record" };
    return { found: false, reason: "dns_error" };
  }
}
