// GET /api/integrations/month_overview: per person, what the month will send (days off by payroll code,
// one-offs, special message, advances, temporary unemployment) with the person's anomalies first; the
// company-wide anomalies (a type without a payroll code) on top. Advances only with advances.read.
// Loaded in a fixed number of queries whatever the number of people, for the payroll-month screen.
import { can } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { detectAnomalies } from "./anomalies/detect-anomalies";
import { findPushIntegration } from "./detect-month-anomalies";
import { loadMonthData } from "./load-month-data";
import { monthLines } from "./month-lines";
import type { TAnomaliesInput } from "./payroll.types";
import { loadEntries } from "./perform-month-push";

export async function monthOverview(ctx: RequestContext, input: TAnomaliesInput) {
  const integration = await findPushIntegration(ctx, input.integration_id);
  const data = await loadMonthData(ctx, { year: input.year, month: input.month, integration });
  const entries = await loadEntries(
    ctx.group.id,
    input.year,
    input.month,
    data.people.map((p) => p.id),
  );
  if (!can(ctx.subject, "advances.read")) entries.advances = [];
  const lines = monthLines(data, entries);
  const anomalies = detectAnomalies(data);
  const people = data.people.map((p) => {
    const own = Object.entries(lines.get(p.id) ?? {});
    const daysOff: Record<string, number> = {};
    for (const [key, line] of own) {
      if (!key.startsWith("day_off|")) continue;
      const code = String(line.payrollCode);
      daysOff[code] = Math.round(((daysOff[code] ?? 0) + Number(line.hours)) * 100) / 100;
    }
    const of = (prefix: string) => own.filter(([k]) => k.startsWith(prefix)).map(([, line]) => line);
    return {
      employee_id: p.id,
      name: p.name,
      anomalies: anomalies.filter((a) => a.employee_id === p.id),
      hours_off_by_payroll_code: daysOff,
      one_offs: of("one_off|"),
      special_message: (of("special_message")[0]?.message as string | undefined) ?? null,
      advances: of("advance|"),
      temporary_unemployment: of("unemployment|"),
    };
  });
  // People with something to fix first, then the rest in name order.
  people.sort((a, b) => Number(b.anomalies.length > 0) - Number(a.anomalies.length > 0));
  return {
    year: input.year,
    month: input.month,
    anomalies: anomalies.filter((a) => a.employee_id === null),
    data: people,
    total: people.length,
  };
}
