// Input schemas of the developer API (client apps) and the authorized-apps API. Objects are strict.
import { z } from "zod";
import { zBodyId, zText } from "@/lib/validation/api-fields";
import { SCOPES } from "@/lib/oauth/scopes";

/** https anywhere, or http only on localhost (development); no fragment (RFC 6749 3.1.2). */
export function isAllowedRedirectUri(value: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.hash || value.includes("#")) return false;
  if (url.protocol === "https:") return true;
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

const ZRedirectUri = z
  .string({ error: "redirect_uris must be a list of addresses" })
  .max(2000, { error: "a redirect URI can be at most 2000 characters" })
  .refine(isAllowedRedirectUri, { error: "redirect_uris must be https addresses (or http://localhost)" });

const ZHomepage = zText("homepage_url")
  .pipe(z.string().max(2000, { error: "homepage_url can be at most 2000 characters" }))
  .refine((v) => v === "" || (/^https?:\/\//.test(v) && URL.canParse(v)), {
    error: "homepage_url must be a web address",
  });

export const ZClientId = zText("client_id").pipe(z.string().min(1, { error: "client_id is required" }).max(100));

export const ZAddClientAppInput = z
  .object({
    name: zText("name").pipe(
      z.string().min(1, { error: "name is required" }).max(100, { error: "name can be at most 100 characters" }),
    ),
    description: zText("description")
      .pipe(z.string().max(1000, { error: "description can be at most 1000 characters" }))
      .optional(),
    homepage_url: ZHomepage.optional(),
    redirect_uris: z
      .array(ZRedirectUri, { error: "redirect_uris must be a list of addresses" })
      .min(1, { error: "redirect_uris needs at least one address" })
      .max(10, { error: "redirect_uris can hold at most 10 addresses" }),
    scopes: z
      .array(z.enum(SCOPES, { error: `scopes can only hold ${SCOPES.join(", ")}` }), { error: "scopes must be a list" })
      .min(1, { error: "scopes needs at least one scope" }),
    is_public: z.boolean({ error: "is_public must be true or false" }).optional(),
  })
  .strict();
export type TAddClientAppInput = z.infer<typeof ZAddClientAppInput>;

export const ZClientAppRefInput = z.object({ client_id: ZClientId }).strict();
export type TClientAppRefInput = z.infer<typeof ZClientAppRefInput>;

export const ZPublicDetailsInput = z.object({ id: ZClientId }).strict();
export type TPublicDetailsInput = z.infer<typeof ZPublicDetailsInput>;

export const ZEmptyInput = z.object({}).strict();

/** Revoking: an admin may name another user of the group; others act on their own grants. */
export const ZRevokeGrantInput = z
  .object({ client_id: ZClientId, user_id: zText("user_id").pipe(z.string().min(1).max(100)).optional() })
  .strict();
export type TRevokeGrantInput = z.infer<typeof ZRevokeGrantInput>;

export const ZRevokeTokenInput = z
  .object({
    token_id: zBodyId("token_id").optional(),
    token: zText("token").pipe(z.string().min(1).max(200)).optional(),
  })
  .strict()
  .refine((v) => (v.token_id === undefined) !== (v.token === undefined), {
    error: "send token_id or token",
    path: ["token_id"],
  });
export type TRevokeTokenInput = z.infer<typeof ZRevokeTokenInput>;
