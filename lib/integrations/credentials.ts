// An integration's portal credentials, decrypted only here and only for the adapter's call; and the
// second-factor state of a command (the portal's challenge and the code a person passed), which is as
// sensitive as a password while it is open and therefore encrypted at rest too.
import { decryptField, encryptField } from "@/lib/crypto/field-encryption";
import type { Integration } from "@/lib/db/generated/client";
import type { ProviderCredentials } from "./providers/provider";

export function credentialsOf(integration: Integration): ProviderCredentials {
  return {
    username: integration.username,
    customerCode: integration.customerCode,
    password: decryptField(integration.passwordEnc) ?? "",
    secret: decryptField(integration.secretEnc),
  };
}

export type SecondFactorState = { challenge: string; code?: string; username?: string | null };

export function sealState(state: SecondFactorState | null): string | null {
  return state ? encryptField(JSON.stringify(state)) : null;
}

export function openState(stored: string | null): SecondFactorState | null {
  const plain = decryptField(stored);
  if (!plain) return null;
  const parsed = JSON.parse(plain) as SecondFactorState;
  return typeof parsed.challenge === "string" ? parsed : null;
}
