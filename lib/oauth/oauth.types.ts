// Input schemas of the authorize step (the consent page's POST) and the public app details.
import { z } from "zod";
import { zText } from "@/lib/validation/api-fields";

export const ZAuthorizeInput = z
  .object({
    authorized: z.boolean({ error: "authorized must be true or false" }),
    response_type: z.literal("code", { error: "response_type must be code" }),
    client_id: zText("client_id").pipe(z.string().min(1, { error: "client_id is required" }).max(100)),
    redirect_uri: zText("redirect_uri").pipe(z.string().min(1, { error: "redirect_uri is required" }).max(2000)),
    scope: zText("scope").pipe(z.string().max(1000)).optional(),
    state: z
      .string({ error: "state must be text" })
      .max(1000, { error: "state can be at most 1000 characters" })
      .optional(),
    code_challenge: z
      .string({ error: "code_challenge is required" })
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: "code_challenge must be a base64url SHA-256 (43 characters)" }),
    code_challenge_method: z.literal("S256", { error: "code_challenge_method must be S256" }),
  })
  .strict();
export type TAuthorizeInput = z.infer<typeof ZAuthorizeInput>;

/** "a b  c" -> ["a","b","c"], without repeats. */
export function splitScope(scope: string | undefined): string[] {
  return [...new Set((scope ?? "").split(/\s+/).filter(Boolean))];
}
