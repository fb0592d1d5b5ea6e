// Forgot password and reset through the route handlers, with mail going over SMTP to a real local sink:
// the same answer for unknown emails, a link that works once and for one hour, sessions ended.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs } from "./helpers/http";
import { linkIn, SmtpSink } from "./helpers/smtp-sink";
import { postCallback, signedIn } from "./helpers/auth-flow";
import { createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import { hashSecretToken } from "@/lib/auth/secret-token";
import { LOGIN_MAX_FAILURES } from "@/lib/auth/login-throttle";
import * as forgot from "@/app/api/password/forgot/route";
import * as reset from "@/app/api/password/reset/route";
import * as details from "@/app/api/user/details/route";

const sink = new SmtpSink();
let group: Awaited<ReturnType<typeof createGroup>>;
const NEW_PASSWORD = "a brand new passphrase 2026";

beforeAll(async () => {
  await setupTestDatabase();
  await sink.start();
  group = await createGroup({});
}, 60_000);
afterAll(() => sink.stop());

async function resetLinkFor(email: string): Promise<string> {
  const before = sink.sentTo(email).length;
  const res = await callRoute(forgot.POST, { body: { email } });
  expect(res.status).toBe(200);
  const mail = await sink.next(email, (m) => sink.sentTo(email).indexOf(m) >= before);
  return linkIn(mail, "/login/reset/");
}
const tokenOf = (link: string) => link.split("/").pop()!;

it("mails a working link in the user's language and answers the same for an unknown email", async () => {
  const { user } = await createUserInGroup({ group, language: "nl" });
  const known = await callRoute(forgot.POST, { body: { email: user.email.toUpperCase() } });
  const unknown = await callRoute(forgot.POST, { body: { email: `nobody-${Date.now()}@example.test` } });
  expect(known.status).toBe(200);
  expect(unknown.status).toBe(known.status);
  expect(unknown.body).toEqual(known.body);

  const mail = await sink.next(user.email);
  expect(mail.subject).toBe("Stel je wachtwoord opnieuw in");
  const link = linkIn(mail, "/login/reset/");
  expect(link).toMatch(/^\/login\/reset\/[A-Za-z0-9_-]{43}$/);
  // Stored as a hash only.
  expect(await db.passwordResetToken.findUnique({ where: { id: tokenOf(link) } })).toBeNull();
  expect(await db.passwordResetToken.findUnique({ where: { id: hashSecretToken(tokenOf(link)) } })).not.toBeNull();
});

it("sets the new password, ends every session, and the link cannot be used again", async () => {
  const { user } = await createUserInGroup({ group });
  const session = await signInAs(user.id, group.id);
  const link = await resetLinkFor(user.email);

  const res = await callRoute(reset.POST, { body: { token: tokenOf(link), password: NEW_PASSWORD } });
  expect(res.status).toBe(200);
  expect((await callRoute(details.GET, { caller: session })).status).toBe(401);
  expect(signedIn((await postCallback("credentials", { email: user.email, password: NEW_PASSWORD })).jar)).toBe(true);
  const audit = await db.auditLog.findFirst({
    where: { groupId: group.id, objectType: "user", objectId: user.id, action: "password_reset" },
  });
  expect(audit?.actorUserId).toBe(user.id);

  const reuse = await callRoute(reset.POST, { body: { token: tokenOf(link), password: "yet another passphrase 1" } });
  expect(reuse.status).toBe(404);
  expect(
    signedIn((await postCallback("credentials", { email: user.email, password: "yet another passphrase 1" })).jar),
  ).toBe(false);
});

it("refuses an expired link", async () => {
  const { user } = await createUserInGroup({ group });
  const link = await resetLinkFor(user.email);
  await db.passwordResetToken.update({
    where: { id: hashSecretToken(tokenOf(link)) },
    data: { expiresAt: new Date(Date.now() - 1000) },
  });
  const res = await callRoute(reset.POST, { body: { token: tokenOf(link), password: NEW_PASSWORD } });
  expect(res.status).toBe(404);
});

it("only the newest link works", async () => {
  const { user } = await createUserInGroup({ group });
  const first = await resetLinkFor(user.email);
  const second = await resetLinkFor(user.email);
  expect((await callRoute(reset.POST, { body: { token: tokenOf(first), password: NEW_PASSWORD } })).status).toBe(404);
  expect((await callRoute(reset.POST, { body: { token: tokenOf(second), password: NEW_PASSWORD } })).status).toBe(200);
});

it("refuses a made-up token", async () => {
  const res = await callRoute(reset.POST, { body: { token: "x".repeat(43), password: NEW_PASSWORD } });
  expect(res.status).toBe(404);
});

it("names the field of a password that breaks the rules, and keeps the link usable", async () => {
  const { user } = await createUserInGroup({ group });
  const token = tokenOf(await resetLinkFor(user.email));
  const short = await callRoute(reset.POST, { body: { token, password: "short" } });
  expect(short.status).toBe(422);
  expect(short.body.error.fields.password).toMatch(/at least 12/);
  const same = await callRoute(reset.POST, { body: { token, password: user.email } });
  expect(same.status).toBe(422);
  expect(same.body.error.fields.password).toMatch(/email/);
  expect(
    (await callRoute(reset.POST, { body: { token, password: "x".repeat(129) } })).body.error.fields.password,
  ).toMatch(/at most 128/);
  expect((await callRoute(reset.POST, { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
});

it("a reset unlocks an account locked by password guessing", async () => {
  const { user } = await createUserInGroup({ group });
  for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await postCallback("credentials", { email: user.email, password: "x" });
  expect((await postCallback("credentials", { email: user.email, password: "x" })).res.status).toBe(429);
  const token = tokenOf(await resetLinkFor(user.email));
  expect((await callRoute(reset.POST, { body: { token, password: NEW_PASSWORD } })).status).toBe(200);
  expect(signedIn((await postCallback("credentials", { email: user.email, password: NEW_PASSWORD })).jar)).toBe(true);
});

it("validates the email field by name and refuses unknown fields", async () => {
  const bad = await callRoute(forgot.POST, { body: { email: "not an email" } });
  expect(bad.status).toBe(422);
  expect(bad.body.error.fields.email).toBeDefined();
  const extra = await callRoute(forgot.POST, { body: { email: "a@b.test", admin: true } });
  expect(extra.status).toBe(422);
  expect(extra.body.error.fields.admin).toBeDefined();
});
