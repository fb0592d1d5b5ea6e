// A value for every path parameter: ids of real objects of group A (so another group's admin must get 404),
// and valid names where the parameter is a name. The kind is recorded in the table so a reader sees what
// each call pointed at; "employee (guessed)" marks an [id] whose object the rules below do not know yet.
import type { MatrixFixture } from "./fixture";

export type ParamValue = { value: string; kind: string; groupAObject: boolean };

const NAMED: Record<string, string> = {
  object: "employee",
  object_type: "employee",
  table: "employees",
  code: "1000",
  switch: "wages_access",
  flagName: "enable_workflows",
  flag_name: "enable_workflows",
  secret: "not-the-secret",
  nextauth: "session",
};

export function paramValue(f: MatrixFixture, segments: string[], index: number): ParamValue {
  const name = segments[index]!.replace(/^\[(\.\.\.)?|\]$/g, "");
  const before =
    segments
      .slice(0, index)
      .filter((s) => !s.startsWith("["))
      .pop() ?? "";
  const o = f.objects;
  const obj = (value: number | string, kind: string): ParamValue => ({
    value: String(value),
    kind,
    groupAObject: true,
  });
  const plain = (value: string | number, kind = name): ParamValue => ({
    value: String(value),
    kind,
    groupAObject: false,
  });

  if (name === "year") return plain(new Date().getUTCFullYear(), "current year");
  if (name === "month") return plain(new Date().getUTCMonth() + 1, "current month");
  if (name === "subdomain") return plain(f.group.subdomain, "group A subdomain");
  if (NAMED[name]) return plain(NAMED[name]!);
  if (name === "employee_id" || name === "person" || name === "object_id")
    return obj(o.bob.id, "employee outside manager's team");
  if (name === "wage_id") return obj(o.wage.id, "wage");
  if (name === "user_id" || name === "userId") return obj(o.target.user.id, "user");
  if (name === "team_id") return obj(o.support.id, "team outside manager's scope");
  // /api/files/{object}/{id}/list: the [objectId] segment is the record's id.
  if (name === "command") return obj(o.command.id, "integration command awaiting a code");
  if (name === "objectId") return obj(o.bob.id, "employee outside manager's team");
  if (name === "id") {
    switch (before) {
      case "teams":
        return obj(o.support.id, "team outside manager's scope");
      case "exports":
        return obj(o.exportJob.id, "admin's export job");
      case "custom_fields":
        return obj(o.customField.id, "custom field");
      case "notifications":
        return obj(o.notification.id, "admin's notification");
      case "requests":
      case "leave":
        return obj(o.leaveRequest.id, "leave request");
      case "day_off_types":
        return obj(o.dayOffType.id, "day off type");
      case "files":
        // Under /api/files the one [id] segment is the object on the list and suggest routes.
        if (segments[index + 1] === "[objectId]" || segments[index + 1] === "suggestDocumentTypes")
          return plain("employee", "object");
        return segments.some((s) => s.includes("Company"))
          ? obj(o.companyFile.id, "company document for everybody")
          : obj(o.file.id, "file on an employee outside manager's team");
      case "integrations":
        return obj(o.integration.id, "payroll integration");
      case "data_conflicts":
        return obj(o.dataConflict.id, "open data conflict of an employee outside manager's team");
      case "commands":
        return obj(o.command.id, "integration command awaiting a code");
      case "advanced_dimona":
        return obj(o.dimona.id, "Dimona IN of an employee outside manager's team");
      case "pushes":
        return obj(o.monthPush.id, "admin's month push whose command awaits a code");
      case "client_apps":
        // The folder says [id]; the route reads the public client_id.
        return obj(o.clientApp.clientId, "client app (client_id)");
      case "invite_tokens":
        return obj(o.invited.id, "invitation (membership id)");
      case "user":
      case "users":
      case "detail":
        return obj(o.target.user.id, "user");
      case "employees":
      case "role":
      case "wages":
      case "saldos":
      case "weekly_schedule":
      case "orgChartNode":
      case "auditlogs":
      case "person":
      case "activity":
      case "object":
        return obj(o.bob.id, "employee outside manager's team");
    }
    // [id] after another parameter (activity/[object]/[id]) is the object's id: the employee.
    if (segments[index - 1]?.startsWith("[")) return obj(o.bob.id, "employee outside manager's team");
  }
  return obj(o.bob.id, "employee (guessed)");
}

/**
 * Query strings for the few reads whose right is checked in the use case after the input is parsed: with no
 * query they stop at 422 for everyone and the matrix would not see the check.
 */
export function queryFor(f: MatrixFixture, key: string): Record<string, string | number> | undefined {
  const bob = f.objects.bob.id;
  const queries: Record<string, Record<string, string | number>> = {
    "GET /api/auditlogs/personalDetails/excel": { employee_id: bob },
    "GET /api/files/markAsRead": { file_id: f.objects.file.id },
    "GET /api/integrations/advanced_dimona/list": { employee_id: bob },
  };
  // The payroll-month lists are per month.
  if (/^GET \/api\/integrations\/(one_off_wage_components|special_messages|advances|unemployment)\/list$/.test(key)) {
    return { year: 2026, month: 3 };
  }
  if (
    [
      "GET /api/integrations/anomalies",
      "GET /api/integrations/days_off/pushes",
      "GET /api/integrations/month_overview",
      "GET /api/integrations/month_excel/export",
    ].includes(key)
  ) {
    return { year: 2026, month: 3 };
  }
  return queries[key];
}
