// The people of every company the user belongs to where they may read people, each row with its group.
// Each group is read with the user's rights in that group (their own context there), so scope, sensitive
// people and switches apply per company. An impersonation or a company-SSO session stays in its group.
import { canAccessArea } from "@/lib/access/areas";
import { can } from "@/lib/access/permissions";
import { loadContext, type RequestContext } from "@/lib/api/context";
import { DEFAULT_PER_PAGE } from "@/lib/api/list-response";
import { db } from "@/lib/db/client";
import { employeeListOrder, employeeListWhere } from "./employee-list-filter";
import { EMPLOYEE_LIST_SELECT, employeeListRow } from "./list-employees";
import type { TCrossGroupsListInput } from "./people.types";

export async function listCrossGroupEmployees(ctx: RequestContext, input: TCrossGroupsListInput) {
  const contexts = await groupContexts(ctx);
  const readable = contexts.filter((c) => canAccessArea(c.subject, "people") && can(c.subject, "employees.read"));
  const perPage = input.per_page ?? DEFAULT_PER_PAGE;
  const page = input.page ?? 1;
  // Each group's rows up to the end of the requested page, merged and cut: exact, and bounded by the page.
  const limit = page * perPage;
  const parts = await Promise.all(
    readable.map(async (c) => {
      const where = employeeListWhere(c, { search: input.search });
      const [total, rows] = await Promise.all([
        db.employee.count({ where }),
        db.employee.findMany({
          where,
          orderBy: employeeListOrder("last_first"),
          select: EMPLOYEE_LIST_SELECT,
          take: limit,
        }),
      ]);
      return {
        total,
        rows: rows.map((r) => ({ ...employeeListRow(r), group_id: c.group.id, group_name: c.group.name })),
      };
    }),
  );
  const all = parts
    .flatMap((p) => p.rows)
    .sort(
      (x, y) =>
        x.last_name.localeCompare(y.last_name) ||
        x.first_name.localeCompare(y.first_name) ||
        x.group_id - y.group_id ||
        x.employee_id - y.employee_id,
    );
  const total = parts.reduce((sum, p) => sum + p.total, 0);
  return { data: all.slice((page - 1) * perPage, page * perPage), total, page, per_page: perPage };
}

async function groupContexts(ctx: RequestContext): Promise<RequestContext[]> {
  if (ctx.impersonatorUserId !== null || ctx.boundGroupId !== null) return [ctx];
  const memberships = await db.membership.findMany({
    where: { userId: ctx.user.id, status: "enabled" },
    select: { groupId: true },
    orderBy: { groupId: "asc" },
  });
  const contexts = await Promise.all(
    memberships.map((m) =>
      m.groupId === ctx.group.id
        ? ctx
        : loadContext({
            id: ctx.sessionId,
            userId: ctx.user.id,
            groupId: m.groupId,
            impersonatorUserId: null,
            boundGroupId: m.groupId,
            viaSso: ctx.viaSso,
          }),
    ),
  );
  return contexts.filter((c): c is RequestContext => c !== null);
}
