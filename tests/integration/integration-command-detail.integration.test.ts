// GET /api/integrations/commands/{id}: who may not see a command (an employee, a manager, HR who did not
// start it) gets 404 as for a missing id, so command ids cannot be probed (403 would tell an existing id
// from a missing one); an integration admin and a read-only admin read it; another group's id is a 404.
import { setupTestDatabase } from "./helpers/db";
import { callRoute, signInAs, type Caller } from "./helpers/http";
import { allAccessSwitchesOn, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import * as commandDetail from "@/app/api/integrations/commands/[id]/route";

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

const detail = (caller: Caller, id: number) => callRoute(commandDetail.GET, { caller, params: { id: String(id) } });

it("answers 404 to who may not see a command, as to a missing id; admins read it", async () => {
  const group = await createGroup();
  const as = async (role: "admin" | "default" | "team_only" | "employee", extra: Record<string, boolean> = {}) => {
    const { user } = await createUserInGroup({ group, role, ...allAccessSwitchesOn(), ...extra });
    return { id: user.id, caller: await signInAs(user.id, group.id) };
  };
  const admin = await as("admin");
  const readOnlyAdmin = await as("admin", { readOnly: true });
  const hr = await as("default");
  const starter = await as("default");
  const manager = await as("team_only");
  const employee = await as("employee");
  const integration = await db.integration.create({
    data: {
      groupId: group.id,
      provider: "be_portal",
      alias: "Portal",
      username: "u",
      customerCode: `C${group.id}`,
      passwordEnc: "x",
      source: "be_portal",
    },
  });
  const command = (kind: "sync_people" | "check_calendar", actorUserId: string) =>
    db.integrationCommand.create({
      data: { groupId: group.id, integrationId: integration.id, kind, status: "awaiting_2fa", actorUserId },
    });
  const sync = await command("sync_people", admin.id);
  const check = await command("check_calendar", starter.id);
  const missing = check.id + 1_000_000;

  expect((await detail(admin.caller, sync.id)).status).toBe(200);
  expect((await detail(readOnlyAdmin.caller, sync.id)).body.command).toMatchObject({ id: sync.id });
  // Who started a calendar check follows it; another HR user does not see it.
  expect((await detail(starter.caller, check.id)).status).toBe(200);

  for (const caller of [employee.caller, manager.caller, hr.caller]) {
    const existing = await detail(caller, check.id);
    const absent = await detail(caller, missing);
    expect(existing.status).toBe(404);
    expect(absent.status).toBe(404);
    expect(existing.body.error).toEqual(absent.body.error);
  }
  expect((await detail(employee.caller, sync.id)).status).toBe(404);

  const other = await createGroup();
  const { user: otherAdmin } = await createUserInGroup({ group: other, role: "admin", ...allAccessSwitchesOn() });
  expect((await detail(await signInAs(otherAdmin.id, other.id), sync.id)).status).toBe(404);
});
