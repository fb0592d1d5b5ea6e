// Sign-up: a new user and a new company in one transaction, then a single-use "signup" sign-in ticket
// that the page exchanges for a session (signIn("ticket")). An email that already has an account is
// refused on the field: its owner signs in and adds the company from there (/signup while signed in).
import { z } from "zod";
import { db } from "@/lib/db/client";
import { AppError } from "@/lib/api/errors";
import { hashPassword } from "@/lib/auth/password";
import { passwordFieldError } from "@/lib/auth/password-rules";
import { issueSignInTicket } from "@/lib/auth/sign-in-ticket";
import { auditUserEvent } from "@/lib/auth/audit-user-event";
import { zEmail, zNewPassword, zRequiredText } from "@/lib/validation/identity-fields";
import { assertSubdomainFree, companyConflict, createCompany } from "./create-company";
import { ZSubdomain } from "./subdomain-schema";

export const ZCompanyFields = {
  company_name: zRequiredText("company_name", 100),
  subdomain: ZSubdomain,
  country: z.enum(["BE", "NL"], { error: "country must be BE or NL" }),
};

export const ZSignUpInput = z.strictObject({
  ...ZCompanyFields,
  real_name: zRequiredText("real_name", 100),
  email: zEmail("email"),
  password: zNewPassword("password"),
  language: z.enum(["en", "nl", "fr"], { error: "language must be en, nl or fr" }).optional(),
});

export async function signUp(input: z.output<typeof ZSignUpInput>) {
  const problem = passwordFieldError("password", input.password, input.email);
  if (problem) throw AppError.validation(problem);
  if (await db.user.findUnique({ where: { email: input.email }, select: { id: true } })) {
    throw AppError.validation({ email: "email already has an account; sign in to add a company" });
  }
  await assertSubdomainFree(input.subdomain);
  const passwordHash = await hashPassword(input.password);

  const { user, group } = await db
    .$transaction(async (tx) => {
      const user = await tx.user.create({
        data: {
          email: input.email,
          name: input.real_name,
          passwordHash,
          language: input.language ?? null,
          emailVerified: null,
        },
      });
      const { group } = await createCompany(tx, user.id, input);
      await tx.user.update({ where: { id: user.id }, data: { lastGroupId: group.id } });
      await auditUserEvent(tx, {
        userId: user.id,
        action: "signup",
        after: { email: user.email, real_name: user.name },
        groupIds: [group.id],
      });
      return { user, group };
    })
    .catch(companyConflict);

  const ticket = await issueSignInTicket({ userId: user.id, groupId: group.id, purpose: "signup" });
  return { data: { user_id: user.id, group_id: group.id, subdomain: group.subdomain }, ticket };
}
