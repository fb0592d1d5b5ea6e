// Input schemas of the security settings (access_type) and the custom domain (domain_name).
import { z } from "zod";
import { hostnameProblem, normaliseHostname } from "./custom-domain-hostname";

/** How members may sign in: password_and_sso is the default (Group.accessType). */
export const ACCESS_TYPES = ["password_and_sso", "sso_only", "password_only"] as const;
export type TAccessType = (typeof ACCESS_TYPES)[number];

export const ZSetSecuritySettingInput = z.strictObject({
  access_type: z.enum(ACCESS_TYPES, { message: `access_type must be one of ${ACCESS_TYPES.join(", ")}` }),
});
export type TSetSecuritySettingInput = z.output<typeof ZSetSecuritySettingInput>;

export const ZSetCustomDomainInput = z.strictObject({
  domain_name: z
    .string({ message: "domain_name is required" })
    .max(300, "domain_name is too long")
    .transform(normaliseHostname)
    .superRefine((value, issue) => {
      const problem = hostnameProblem(value);
      if (problem) issue.addIssue({ code: "custom", message: problem });
    }),
});
export type TSetCustomDomainInput = z.output<typeof ZSetCustomDomainInput>;

/** POST verifyCustomDomain takes no fields: the group's own pending claim is what gets checked. */
export const ZVerifyCustomDomainInput = z.strictObject({});

export function isAccessType(value: string): value is TAccessType {
  return (ACCESS_TYPES as readonly string[]).includes(value);
}
