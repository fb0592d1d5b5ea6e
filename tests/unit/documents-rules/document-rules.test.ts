/** @jest-environment node */
// The documents rules that need no database: who may read and keep company documents, who may change a
// file, and what a segment is.
import type { RequestContext } from "@/lib/api/context";
import { canEditFile, documentRights } from "@/lib/documents/document-rights";
import { matchesSegment, segmentsOf, SEGMENT_KEYS } from "@/lib/documents/segments";
import { makeSubject } from "@/tests/support/subject";

function ctx(subject: Parameters<typeof makeSubject>[0], employeeId: number | null = null): RequestContext {
  return {
    sessionId: "s",
    user: { id: "me", email: "me@x.test", name: "Me", language: "en", dialect: null, image: null },
    group: {
      id: 1,
      name: "G",
      subdomain: "g",
      groupAccess: "full",
      country: "BE",
      resellerId: null,
      trialEndsAt: null,
    },
    membership: { id: 1, role: subject?.role ?? "default", employeeId },
    subject: makeSubject(subject),
    impersonatorUserId: null,
    boundGroupId: null,
  } as RequestContext;
}

describe("documentRights", () => {
  it("admins and default users keep company documents; managers and employees only read them", () => {
    expect(documentRights(ctx({ role: "admin" }))).toMatchObject({
      canRead: true,
      canReadCompany: true,
      seesAllCompany: true,
      canWriteCompany: true,
    });
    expect(documentRights(ctx({ role: "default" }))).toMatchObject({ seesAllCompany: true, canWriteCompany: true });
    expect(documentRights(ctx({ role: "team_only" }))).toMatchObject({
      canReadCompany: true,
      seesAllCompany: false,
      canWriteCompany: false,
    });
    expect(documentRights(ctx({ role: "employee" }))).toMatchObject({
      canReadCompany: true,
      seesAllCompany: false,
      canWriteCompany: false,
    });
  });

  it("read-only users read but never write", () => {
    expect(documentRights(ctx({ role: "admin", switches: { read_only: true } }))).toMatchObject({
      canRead: true,
      canWriteCompany: false,
    });
  });

  it("the documents switch, disable_documents and the self-service and company flags close what they gate", () => {
    expect(documentRights(ctx({ switches: { documents: false } })).canRead).toBe(false);
    expect(documentRights(ctx({ flags: { disable_documents: true } })).canRead).toBe(false);
    expect(documentRights(ctx({ role: "employee", flags: { enable_self_service_documents: false } })).canRead).toBe(
      false,
    );
    expect(documentRights(ctx({ role: "team_only", flags: { enable_self_service_documents: false } })).canRead).toBe(
      true,
    );
    expect(documentRights(ctx({ flags: { enable_company_wide_documents: false } }))).toMatchObject({
      canRead: true,
      canReadCompany: false,
      canWriteCompany: false,
    });
    expect(documentRights(ctx({ flags: { enable_document_folders: false } })).foldersEnabled).toBe(false);
  });
});

describe("canEditFile", () => {
  const mine = { relatedObject: "employee" as const, employeeId: 7, uploadedByUserId: "me" };
  const hrs = { relatedObject: "employee" as const, employeeId: 7, uploadedByUserId: "hr" };
  const other = { relatedObject: "employee" as const, employeeId: 9, uploadedByUserId: "hr" };
  const company = { relatedObject: "company_wide" as const, employeeId: null, uploadedByUserId: "hr" };

  it("on one's own record only one's own uploads; admins any", () => {
    const employee = ctx({ role: "employee" }, 7);
    const r = documentRights(employee);
    expect(canEditFile(employee, r, mine)).toBe(true);
    expect(canEditFile(employee, r, hrs)).toBe(false);
    expect(canEditFile(employee, r, company)).toBe(false);
    const admin = ctx({ role: "admin" }, 7);
    expect(canEditFile(admin, documentRights(admin), hrs)).toBe(true);
  });

  it("managers change the files of the people they see, not company documents; read-only users nothing", () => {
    const manager = ctx({ role: "team_only" }, 7);
    expect(canEditFile(manager, documentRights(manager), other)).toBe(true);
    expect(canEditFile(manager, documentRights(manager), company)).toBe(false);
    const readOnly = ctx({ role: "admin", switches: { read_only: true } });
    expect(canEditFile(readOnly, documentRights(readOnly), other)).toBe(false);
  });
});

describe("segments", () => {
  const person = { preferredLanguage: "nl", countryCode: "be", reportsCount: 0, managesTeams: false };

  it("evaluates each rule against the person's record", () => {
    expect(segmentsOf(person)).toEqual(["language_nl", "country_be"]);
    expect(matchesSegment({ ...person, reportsCount: 2 }, "managers")).toBe(true);
    expect(matchesSegment({ ...person, managesTeams: true }, "managers")).toBe(true);
    expect(matchesSegment({ ...person, preferredLanguage: null, countryCode: null }, "language_nl")).toBe(false);
    expect(segmentsOf({ preferredLanguage: "fr", countryCode: "NL", reportsCount: 0, managesTeams: false })).toEqual([
      "language_fr",
      "country_nl",
    ]);
    expect(SEGMENT_KEYS.length).toBe(6);
  });
});
