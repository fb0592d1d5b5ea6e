// /inbox paging (issue 22 review): the page renders its sections from the database with the caller's rights;
// with a kind chosen, ?page= pages that kind; in the "All" view each section keeps its own page parameter
// (?data_conflict_page=, ?commute_page=, ...), so the data conflicts' pager moves only the data conflicts.
// The page and its sections are server components: rendered here by calling them, as React would, with the
// translations and the session stubbed (what they list and link to is what is checked).
import type { ReactElement, ReactNode } from "react";
import { setupTestDatabase } from "./helpers/db";
import { signInAs } from "./helpers/http";
import { createEmployee, createGroup, createUserInGroup } from "@/prisma/seed/factories";
import { db } from "@/lib/db/client";
import type { RequestContext } from "@/lib/api/context";
import { loadSessionContext } from "@/lib/api/session-context";
import { InboxPager } from "@/components/inbox/inbox-pager";

let pageCtx: RequestContext | null = null;
jest.mock("next-intl/server", () => ({
  getTranslations: async () => Object.assign((key: string) => key, { rich: (key: string) => key }),
  getLocale: async () => "en",
}));
jest.mock("@/lib/api/page-context", () => ({ requirePageContext: async () => pageCtx }));
jest.mock("@/lib/i18n/client-messages", () => ({ withClientMessages: (_scope: string, page: unknown) => page }));
// Imported after the mocks above (jest hoists jest.mock anyway; this keeps the order readable).
import InboxPage from "@/app/(app)/inbox/page";

jest.setTimeout(60_000);

beforeAll(async () => {
  await setupTestDatabase();
}, 60_000);

type El = ReactElement<Record<string, unknown>>;
function elements(node: ReactNode, out: El[] = []): El[] {
  if (Array.isArray(node)) node.forEach((n) => elements(n, out));
  else if (node && typeof node === "object" && "props" in node) {
    out.push(node as El);
    elements((node as El).props.children as ReactNode, out);
  }
  return out;
}

/** The page's sections for these search params, each rendered: its kind, its page, its rows and its pager. */
async function render(search: Record<string, string>) {
  const tree = await (InboxPage as unknown as (p: unknown) => Promise<ReactNode>)({
    searchParams: Promise.resolve(search),
  });
  const sections = elements(tree).filter((e) => typeof e.type === "function" && "pageHref" in e.props);
  return Promise.all(
    sections.map(async (s) => {
      const inner = elements(await (s.type as (p: unknown) => Promise<ReactNode>)(s.props));
      const pager = inner.find((e) => e.type === InboxPager)?.props as
        { page: number; total: number; pageHref: (p: number) => string } | undefined;
      // A row is an element with its test id (a commute's <li>, a conflict's <ConflictItem testId>).
      const rows = inner.filter((e) =>
        /^inbox-(conflict|commute)-\d+$/.test(String(e.props["data-testid"] ?? e.props.testId ?? "")),
      );
      return { key: String(s.key), page: s.props.page as number, rows: rows.length, pager };
    }),
  );
}

async function fixture() {
  const group = await createGroup();
  await db.featureFlag.create({ data: { groupId: group.id, name: "enable_payroll_provider_sync", enabled: true } });
  const admin = await createUserInGroup({ group, role: "admin", accessWages: true, accessPayrollProvider: true });
  const integration = await db.integration.create({
    data: {
      groupId: group.id,
      provider: "be_portal",
      alias: "Paging portal",
      username: "paging",
      customerCode: `paging-${group.id}`,
      passwordEnc: "v1:unused:unused:unused",
      source: "be_portal",
    },
  });
  const people = await Promise.all(
    Array.from({ length: 25 }, (_, i) =>
      createEmployee({ groupId: group.id, firstName: "P", lastName: `${i}`, startDate: new Date("2020-01-01") }),
    ),
  );
  await db.dataConflict.createMany({
    data: people.map((p, i) => ({
      groupId: group.id,
      integrationId: integration.id,
      employeeId: p.id,
      externalId: `E${i}`,
      field: "first_name",
      ourValue: "P",
      theirValue: "Q",
    })),
  });
  await db.commuteRequest.createMany({
    data: people.slice(0, 12).map((p) => ({
      groupId: group.id,
      employeeId: p.id,
      requestedByUserId: admin.user.id,
      mode: "bike" as const,
      kmPerDay: 10,
      daysPerMonth: 20,
    })),
  });
  const caller = await signInAs(admin.user.id, group.id);
  pageCtx = await loadSessionContext(caller.sessionId);
}

describe("/inbox paging", () => {
  it("pages each section on its own in the All view, and by ?page= with a kind chosen", async () => {
    await fixture();
    const first = await render({});
    const conflicts = first.find((s) => s.key === "data_conflict")!;
    const commutes = first.find((s) => s.key === "commute")!;
    // 25 conflicts at 20 a page, 12 commutes at 10 a page.
    expect(conflicts).toMatchObject({ page: 1, rows: 20, pager: { page: 1, total: 25 } });
    expect(commutes).toMatchObject({ page: 1, rows: 10, pager: { page: 1, total: 12 } });
    expect(conflicts.pager!.pageHref(2)).toBe("/inbox?data_conflict_page=2");

    // The conflicts' next page leaves the commutes on theirs, and the commutes' pager keeps the conflicts' page.
    const second = await render({ data_conflict_page: "2" });
    expect(second.find((s) => s.key === "data_conflict")).toMatchObject({ page: 2, rows: 5 });
    const commutesThen = second.find((s) => s.key === "commute")!;
    expect(commutesThen).toMatchObject({ page: 1, rows: 10 });
    expect(commutesThen.pager!.pageHref(2)).toBe("/inbox?data_conflict_page=2&commute_page=2");
    // A shared ?page= no longer moves every section at once.
    expect((await render({ page: "2" })).every((s) => s.page === 1)).toBe(true);

    // One kind: ?page= pages it; the pager links keep the kind.
    const filtered = await render({ kind: "data_conflict", page: "2" });
    expect(filtered.map((s) => s.key)).toEqual(["data_conflict"]);
    expect(filtered[0]).toMatchObject({ page: 2, rows: 5 });
    expect(filtered[0]!.pager!.pageHref(1)).toBe("/inbox?kind=data_conflict");
    // A page past the end lists nothing and still offers the way back.
    const beyond = await render({ kind: "commute", page: "9" });
    expect(beyond[0]).toMatchObject({ page: 9, rows: 0 });
  });
});
