// The exports that run as background jobs, in one place: which area and rights each needs (checked when
// it is asked for and again when the job runs, with the user's rights of that moment), how its filters are
// read, and how its workbook is built. The same builders serve the direct download routes.
import type { z } from "zod";
import type { Area } from "@/lib/access/areas";
import type { Permission } from "@/lib/access/permissions";
import type { RequestContext } from "@/lib/api/context";
import { ZAuditExportInput } from "@/lib/audit-logs/audit-logs.types";
import { auditFiltersWhere } from "@/lib/audit-logs/audit-filters";
import { auditRowsJson } from "@/lib/audit-logs/audit-row-json";
import { auditWorkbook } from "@/lib/audit-logs/audit-workbook";
import { queryAuditRows } from "@/lib/audit-logs/query-audit-rows";
import { buildEmployeesWorkbook } from "@/lib/people/build-employees-workbook";
import { ZListEmployeesInput } from "@/lib/people/people.types";

/** Reports the share done, 0..100. */
export type Progress = (percent: number) => Promise<void>;

type ExportKind<S extends z.ZodType> = {
  area: Area;
  permission: Permission;
  filters: S;
  fileBase: string;
  build: (ctx: RequestContext, filters: z.output<S>, progress: Progress) => Promise<Buffer>;
};

const kind = <S extends z.ZodType>(k: ExportKind<S>) => k;

export const EXPORT_KINDS = {
  employees: kind({
    area: "people",
    permission: "employees.read",
    filters: ZListEmployeesInput,
    fileBase: "people",
    build: (ctx, filters, progress) => buildEmployeesWorkbook(ctx, filters, progress),
  }),
  audit_logs: kind({
    area: "people",
    permission: "audit.read",
    filters: ZAuditExportInput,
    fileBase: "audit-log",
    build: async (ctx, filters, progress) => {
      const { rows } = await queryAuditRows(ctx, await auditFiltersWhere(ctx, filters));
      await progress(50);
      return auditWorkbook(await auditRowsJson(ctx, rows));
    },
  }),
} as const;

export type ExportKindName = keyof typeof EXPORT_KINDS;
export const EXPORT_KIND_NAMES = Object.keys(EXPORT_KINDS) as [ExportKindName, ...ExportKindName[]];
