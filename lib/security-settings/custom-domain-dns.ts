// What the company must create at its DNS provider for its custom domain: a CNAME to our app's host.
import { appHostname } from "./custom-domain-hostname";

export function customDomainJson(domain: string | null, requestHost: string | null) {
  const target = appHostname() ?? requestHost;
  return {
    domain_name: domain,
    dns_record: domain && target ? { type: "CNAME", name: domain, value: target } : null,
  };
}
