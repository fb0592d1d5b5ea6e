// What the company must create at its DNS provider for its custom domain: a CNAME to our app's host, and
// while the domain is unproven a TXT record with its verification token (ownership check, see
// verify-custom-domain.ts). Only a verified domain brands and routes.
import { randomBytes } from "node:crypto";
import { appHostname } from "./custom-domain-hostname";

export const VERIFICATION_RECORD_PREFIX = "_hr-verification";
export const VERIFICATION_VALUE_PREFIX = "hr-verify=";

export type CustomDomainState = {
  customDomain: string | null;
  pendingCustomDomain: string | null;
  customDomainToken: string | null;
};

export const CUSTOM_DOMAIN_SELECT = { customDomain: true, pendingCustomDomain: true, customDomainToken: true } as const;

export function newVerificationToken(): string {
  return randomBytes(16).toString("hex");
}

export function verificationRecordName(domain: string): string {
  return `${VERIFICATION_RECORD_PREFIX}.${domain}`;
}

export function verificationRecordValue(token: string): string {
  return `${VERIFICATION_VALUE_PREFIX}${token}`;
}

/**
 * domain_name: the domain being set up (the pending one, else the verified one); status: "pending" until
 * proven, then "verified"; verified_domain_name: the domain that brands and routes now (a verified domain
 * keeps working while a new one is pending).
 */
export function customDomainJson(state: CustomDomainState, requestHost: string | null) {
  const target = appHostname() ?? requestHost;
  const domain = state.pendingCustomDomain ?? state.customDomain;
  const pending = state.pendingCustomDomain !== null && state.customDomainToken !== null;
  return {
    domain_name: domain,
    status: domain === null ? null : pending ? ("pending" as const) : ("verified" as const),
    verified_domain_name: state.customDomain,
    dns_record: domain && target ? { type: "CNAME" as const, name: domain, value: target } : null,
    verification_record: pending
      ? {
          type: "TXT" as const,
          name: verificationRecordName(state.pendingCustomDomain!),
          value: verificationRecordValue(state.customDomainToken!),
        }
      : null,
  };
}

export const NO_CUSTOM_DOMAIN: CustomDomainState = {
  customDomain: null,
  pendingCustomDomain: null,
  customDomainToken: null,
};
