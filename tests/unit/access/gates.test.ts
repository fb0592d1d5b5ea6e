// The named permissions and predicates that issue 17's one gate table moved into lib/access: for each, who
// gets it and who does not among six profiles (admin, HR default user with the switch, manager team_only,
// self-service employee, read-only admin, an admin's session while impersonating).
import { documentAccess, mayEditFile, mayKeepFoldersOfRecord } from "@/lib/access/documents";
import { isManagingAdmin, mayBeImpersonated } from "@/lib/access/memberships";
import { can, canAll, seesOwnWages, type Permission } from "@/lib/access/permissions";
import { isImpersonatedSession, isPersonalSession, personalSessionRefusal } from "@/lib/access/personal-session";
import { rightsSummary, type AccessSubject } from "@/lib/access/subject";
import { makeSubject } from "@/tests/support/subject";

const PROFILES = {
  admin: makeSubject({ role: "admin" }),
  hr: makeSubject({ role: "default", switches: { wages: true } }),
  manager: makeSubject({ role: "team_only", managedTeamIds: [3] }),
  employee: makeSubject({ role: "employee" }),
  readOnly: makeSubject({ role: "admin", switches: { read_only: true } }),
  impersonating: makeSubject({ role: "admin", impersonating: true }),
} satisfies Record<string, AccessSubject>;
type Profile = keyof typeof PROFILES;

const holders = (permission: Permission) =>
  (Object.keys(PROFILES) as Profile[]).filter((p) => can(PROFILES[p], permission));

describe("named permissions: who holds each", () => {
  it.each<[Permission, Profile[]]>([
    // Admins alone, and not a read-only one: the writes.
    ["employees.hard_delete", ["admin", "impersonating"]],
    ["demo.reset", []], // only while the group is a demo (below)
    // Admins, read-only ones too: reads.
    ["users.read_rights", ["admin", "readOnly", "impersonating"]],
    ["leave.decide_for_all", ["admin", "readOnly", "impersonating"]],
    // Not while impersonating someone.
    ["users.impersonate", ["admin"]],
    ["celebratory.show", ["admin"]],
    // Admins and HR default users.
    ["employees.assign_team", ["admin", "hr", "readOnly", "impersonating"]],
    ["documents.read_all_company", ["admin", "hr", "readOnly", "impersonating"]],
    // Every managerial role; the self-service employee never.
    ["dashboard.company", ["admin", "hr", "manager", "readOnly", "impersonating"]],
    ["leave.read_others", ["admin", "hr", "manager", "readOnly", "impersonating"]],
    ["documents.notify", ["admin", "hr", "manager", "readOnly", "impersonating"]],
    ["documents.keep_folders", ["admin", "hr", "manager", "readOnly", "impersonating"]],
    // A write: read-only users lose it.
    ["documents.forward", ["admin", "hr", "manager", "impersonating"]],
    // Contracts: the wages switch, which only the HR profile holds here (more below).
    ["contracts.read", ["hr"]],
    ["contracts.request", ["hr"]],
    ["contracts.write", ["hr"]],
    ["contracts.manage", ["hr"]],
  ])("%s: %j", (permission, expected) => {
    expect(holders(permission)).toEqual(expected);
  });

  it("contracts: managers with wages read and ask changes; read-only users only read", () => {
    const wages = { wages: true };
    const manager = makeSubject({ role: "team_only", managedTeamIds: [3], switches: wages });
    expect(can(manager, "contracts.read")).toBe(true);
    expect(can(manager, "contracts.request")).toBe(true);
    expect(can(manager, "contracts.write")).toBe(false);
    expect(can(manager, "contracts.manage")).toBe(false);
    const readOnly = makeSubject({ role: "admin", switches: { ...wages, read_only: true } });
    expect(can(readOnly, "contracts.read")).toBe(true);
    expect(can(readOnly, "contracts.request")).toBe(false);
    expect(can(readOnly, "contracts.write")).toBe(false);
    expect(can(makeSubject({ role: "employee", switches: wages }), "contracts.read")).toBe(false);
  });

  it("demo.reset: admins of a demo group who are not read-only", () => {
    const demo = { enable_demo_account: true };
    expect(can(makeSubject({ role: "admin", flags: demo }), "demo.reset")).toBe(true);
    expect(can(makeSubject({ role: "admin", flags: demo, switches: { read_only: true } }), "demo.reset")).toBe(false);
    expect(can(makeSubject({ role: "default", flags: demo }), "demo.reset")).toBe(false);
  });

  it("documents.read_all_company: HR limited by team-based access is like a manager", () => {
    expect(can(makeSubject({ role: "default", teamBasedAccessIds: [4] }), "documents.read_all_company")).toBe(false);
  });

  it("own wages follow the wages switch whatever the role", () => {
    expect(seesOwnWages(makeSubject({ role: "employee", switches: { wages: true } }))).toBe(true);
    expect(seesOwnWages(PROFILES.employee)).toBe(false);
  });
});

describe("canAll (route()'s several permissions)", () => {
  it("needs every one", () => {
    expect(canAll(PROFILES.hr, ["audit.read", "exports.excel"])).toBe(true);
    expect(canAll(makeSubject({ switches: { excel_exports: false } }), ["audit.read", "exports.excel"])).toBe(false);
    expect(canAll(PROFILES.manager, ["audit.read", "exports.excel"])).toBe(false);
    expect(canAll(PROFILES.hr, "wages.read")).toBe(true);
    expect(canAll(makeSubject(), ["audit.read", "wages.read"])).toBe(false);
  });
});

describe("documents", () => {
  it("the employee reads only with the self-service flag, and only their own record", () => {
    const off = documentAccess(makeSubject({ role: "employee", flags: { enable_self_service_documents: false } }));
    expect(off.canRead).toBe(false);
    const on = documentAccess(PROFILES.employee);
    expect(on).toMatchObject({ canRead: true, canWrite: true, ownRecordOnly: true, seesAllCompany: false });
    expect(on.canWriteCompany).toBe(false);
  });

  it("admins and HR keep company documents; read-only users read them but write nothing", () => {
    expect(documentAccess(PROFILES.hr)).toMatchObject({ seesAllCompany: true, canWriteCompany: true });
    expect(documentAccess(PROFILES.readOnly)).toMatchObject({
      canRead: true,
      canWrite: false,
      seesAllCompany: true,
      canWriteCompany: false,
      canManageSettings: false,
    });
    expect(documentAccess(PROFILES.manager)).toMatchObject({ seesAllCompany: false, canManageSettings: false });
  });

  it("the documents switch closes the module", () => {
    expect(documentAccess(makeSubject({ switches: { documents: false } })).canRead).toBe(false);
  });

  it("folders of a record: HR, not the employee, and on one's own record only admins", () => {
    expect(mayKeepFoldersOfRecord(PROFILES.hr, false)).toBe(true);
    expect(mayKeepFoldersOfRecord(PROFILES.hr, true)).toBe(false);
    expect(mayKeepFoldersOfRecord(PROFILES.admin, true)).toBe(true);
    expect(mayKeepFoldersOfRecord(PROFILES.employee, true)).toBe(false);
    expect(mayKeepFoldersOfRecord(PROFILES.manager, false)).toBe(true);
  });

  it("editing a file: one's own uploads on one's own record, any file for admins, nothing when read-only", () => {
    const onRecord = (onOwnRecord: boolean, uploadedByCaller: boolean) => ({
      companyWide: false,
      onOwnRecord,
      uploadedByCaller,
    });
    const edit = (s: AccessSubject, file: Parameters<typeof mayEditFile>[2]) => mayEditFile(s, documentAccess(s), file);
    expect(edit(PROFILES.employee, onRecord(true, true))).toBe(true);
    expect(edit(PROFILES.employee, onRecord(true, false))).toBe(false);
    expect(edit(PROFILES.employee, onRecord(false, false))).toBe(false);
    expect(edit(PROFILES.hr, onRecord(true, false))).toBe(false);
    expect(edit(PROFILES.hr, onRecord(false, false))).toBe(true);
    expect(edit(PROFILES.admin, onRecord(true, false))).toBe(true);
    expect(edit(PROFILES.readOnly, onRecord(false, true))).toBe(false);
    const company = { companyWide: true, onOwnRecord: false, uploadedByCaller: false };
    expect(edit(PROFILES.hr, company)).toBe(true);
    expect(edit(PROFILES.manager, company)).toBe(false);
  });
});

describe("the personal-session rule", () => {
  it("refuses an impersonation and a session bound to one group's single sign-on", () => {
    expect(personalSessionRefusal({ impersonatorUserId: null, boundGroupId: null })).toBeNull();
    expect(personalSessionRefusal({ impersonatorUserId: "u1", boundGroupId: 7 })).toBe("impersonating");
    expect(personalSessionRefusal({ impersonatorUserId: null, boundGroupId: 7 })).toBe("single_sign_on");
    expect(isPersonalSession({ impersonatorUserId: null, boundGroupId: null })).toBe(true);
    expect(isPersonalSession({ impersonatorUserId: null, boundGroupId: 7 })).toBe(false);
    expect(isImpersonatedSession({ impersonatorUserId: "u1" })).toBe(true);
    expect(isImpersonatedSession({ impersonatorUserId: null })).toBe(false);
  });
});

describe("other users' memberships", () => {
  it("a managing admin is enabled, an admin and not read-only", () => {
    expect(isManagingAdmin({ role: "admin", status: "enabled", readOnly: false })).toBe(true);
    expect(isManagingAdmin({ role: "admin", status: "enabled", readOnly: true })).toBe(false);
    expect(isManagingAdmin({ role: "admin", status: "disabled", readOnly: false })).toBe(false);
    expect(isManagingAdmin({ role: "default", status: "enabled", readOnly: false })).toBe(false);
  });

  it("admins, disabled users and oneself cannot be impersonated", () => {
    expect(mayBeImpersonated({ user_id: "b", role: "default", status: "enabled" }, "a")).toBe(true);
    expect(mayBeImpersonated({ user_id: "b", role: "admin", status: "enabled" }, "a")).toBe(false);
    expect(mayBeImpersonated({ user_id: "b", role: "employee", status: "disabled" }, "a")).toBe(false);
    expect(mayBeImpersonated({ user_id: "a", role: "employee", status: "enabled" }, "a")).toBe(false);
  });
});

describe("the rights the API reports", () => {
  it("marks admin and read-only as 1/0 and lists the switches", () => {
    const summary = rightsSummary(PROFILES.readOnly);
    expect(summary).toMatchObject({ role: "admin", admin: 1, read_only: 1, access_wages: 0 });
    expect(summary.access).toEqual(PROFILES.readOnly.switches);
    expect(rightsSummary(PROFILES.hr)).toMatchObject({ admin: 0, read_only: 0, access_wages: 1 });
  });
});
