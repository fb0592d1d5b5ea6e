// Checks an email and password and opens a server-side session in the user's last (or first) enabled
// group. Unknown emails still cost one hash check so response time does not reveal which emails exist.
import { db } from "@/lib/db/client";
import { hashPassword, verifyPassword } from "./password";
import { createUserSession, type ActiveSession } from "./user-session";

let dummyHash: Promise<string> | null = null;

export type CredentialsResult =
  | { ok: true; user: { id: string; email: string; name: string }; session: ActiveSession }
  | { ok: false; reason: "invalid_credentials" | "no_active_account" };

export async function verifyCredentials(input: {
  email: string;
  password: string;
  userAgent?: string | null;
  ip?: string | null;
}): Promise<CredentialsResult> {
  const email = input.email.trim().toLowerCase();
  const user = await db.user.findUnique({ where: { email }, omit: { passwordHash: false } });
  if (!user?.passwordHash) {
    dummyHash ??= hashPassword("not-a-real-password");
    await verifyPassword(input.password, await dummyHash);
    return { ok: false, reason: "invalid_credentials" };
  }
  if (!(await verifyPassword(input.password, user.passwordHash))) return { ok: false, reason: "invalid_credentials" };

  const memberships = await db.membership.findMany({
    where: { userId: user.id, status: "enabled" },
    select: { groupId: true },
    orderBy: { groupId: "asc" },
  });
  if (memberships.length === 0) return { ok: false, reason: "no_active_account" };
  const groupId = memberships.some((m) => m.groupId === user.lastGroupId) ? user.lastGroupId : memberships[0]!.groupId;

  const session = await createUserSession({ userId: user.id, groupId, userAgent: input.userAgent, ip: input.ip });
  return { ok: true, user: { id: user.id, email: user.email, name: user.name }, session };
}
