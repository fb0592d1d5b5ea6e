// Input schemas of the org chart API.
import { z } from "zod";
import { zPathId, zText } from "@/lib/validation/api-fields";

export const ZOrgChartNodeParam = z.object({ id: zPathId("id") }).strict();

export const ZOrgChartSearchInput = z
  .object({
    keyword: zText("keyword").pipe(
      z
        .string()
        .min(1, { error: "keyword is required" })
        .max(100, { error: "keyword can have at most 100 characters" }),
    ),
  })
  .strict();
export type TOrgChartSearchInput = z.infer<typeof ZOrgChartSearchInput>;

export type TOrgChartPerson = {
  employee_id: number;
  name: string;
  job_title: string | null;
  team_name: string | null;
  /** Direct reports among the people the caller may see. */
  reports_count: number;
};
