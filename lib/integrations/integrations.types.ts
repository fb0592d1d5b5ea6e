// Input schemas of the integrations API (issue 19). Every field has its own message so a 422 names it.
import { z } from "zod";
import { ZPagination } from "@/lib/api/list-response";
import { zPathId, zSeenVersion, zText } from "@/lib/validation/api-fields";
import { AVAILABLE_PROVIDERS } from "./providers/provider-for";

const required = (field: string, max: number) =>
  zText(field).pipe(
    z
      .string()
      .min(1, { error: `${field} is required` })
      .max(max, { error: `${field} is too long (at most ${max} characters)` }),
  );

// Passwords and secrets are taken as typed (no trimming: a space may be part of them), without NUL.
const secretText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .min(1, { error: `${field} is required` })
    .max(max, { error: `${field} is too long (at most ${max} characters)` })
    .refine((v) => !v.includes("\u0000"), { error: `${field} contains a character that is not allowed` });

export const ZAddIntegrationInput = z
  .object({
    provider: z.enum(AVAILABLE_PROVIDERS, { error: `provider must be one of ${AVAILABLE_PROVIDERS.join(", ")}` }),
    alias: required("alias", 80),
    username: required("username", 128),
    customer_code: required("customer_code", 64),
    password: secretText("password", 256),
    secret: secretText("secret", 256).optional(),
    // The label the product shows for the provider: lowercase, may carry a vendor prefix ("acme-securex").
    source: required("source", 60)
      .pipe(z.string().regex(/^[a-z0-9][a-z0-9_-]*$/, { error: "source may hold lowercase letters, digits, - and _" }))
      .optional(),
    settings: z.record(z.string().max(60), z.union([z.string().max(200), z.number(), z.boolean()])).optional(),
  })
  .strict();
export type TAddIntegrationInput = z.infer<typeof ZAddIntegrationInput>;

export const ZIntegrationIdParam = z.object({ id: zPathId("id") }).strict();
export type TIntegrationIdParam = z.infer<typeof ZIntegrationIdParam>;

export const ZReauthIntegrationInput = z
  .object({
    id: zPathId("id"),
    username: required("username", 128).optional(),
    customer_code: required("customer_code", 64).optional(),
    password: secretText("password", 256),
    secret: secretText("secret", 256).optional(),
  })
  .strict();
export type TReauthIntegrationInput = z.infer<typeof ZReauthIntegrationInput>;

export const ZImportInput = z
  .object({
    id: zPathId("id"),
    what: z.enum(["people", "reference_lists"], { error: "what must be people or reference_lists" }),
  })
  .strict();
export type TImportInput = z.infer<typeof ZImportInput>;

export const ZCommandIdParam = z.object({ id: zPathId("id") }).strict();
export const ZRetryInput = z.object({ id: zPathId("id"), version: zSeenVersion }).strict();
export type TRetryInput = z.infer<typeof ZRetryInput>;
export type TCommandIdParam = z.infer<typeof ZCommandIdParam>;

export const ZCommandListInput = ZPagination.extend({ id: zPathId("id") }).strict();
export type TCommandListInput = z.infer<typeof ZCommandListInput>;

export const ZCommandHistoryInput = ZPagination.extend({ id: zPathId("id") }).strict();
export type TCommandHistoryInput = z.infer<typeof ZCommandHistoryInput>;

export const ZPassCodeInput = z
  .object({
    command: zPathId("command"),
    code2fa: z.string({ error: "code2fa must be 6 digits" }).regex(/^\d{6}$/, { error: "code2fa must be 6 digits" }),
    integration_username: zText("integration_username")
      .pipe(z.string().max(128, { error: "integration_username is too long" }))
      .optional(),
    version: zSeenVersion,
  })
  .strict();
export type TPassCodeInput = z.infer<typeof ZPassCodeInput>;

export const ZCancelCodeInput = z.object({ command: zPathId("command"), version: zSeenVersion }).strict();
export type TCancelCodeInput = z.infer<typeof ZCancelCodeInput>;
