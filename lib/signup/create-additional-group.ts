// A signed-in user starts another company (/signup while signed in): the company is created with them
// as its admin and their session moves into it. Not while impersonating: an impersonation is bound to
// the group of the admin who started it.
import { assertPersonalSession } from "@/lib/auth/personal-session";
import { z } from "zod";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { companyConflict, assertSubdomainFree, createCompany } from "./create-company";
import { ZCompanyFields } from "./sign-up";

export const ZCreateAdditionalGroupInput = z.strictObject(ZCompanyFields);

export async function createAdditionalGroup(ctx: RequestContext, input: z.output<typeof ZCreateAdditionalGroupInput>) {
  assertPersonalSession(ctx, "Creating a company");
  await assertSubdomainFree(input.subdomain);
  const group = await db
    .$transaction(async (tx) => {
      const { group } = await createCompany(tx, ctx.user.id, input);
      await tx.userSession.update({ where: { id: ctx.sessionId }, data: { groupId: group.id } });
      await tx.user.update({ where: { id: ctx.user.id }, data: { lastGroupId: group.id } });
      return group;
    })
    .catch(companyConflict);
  return { data: { group_id: group.id, subdomain: group.subdomain, name: group.name } };
}
