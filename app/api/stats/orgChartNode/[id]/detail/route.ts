// GET /api/stats/orgChartNode/{id}/detail – a person with their direct reports (and dotted lines) for the org chart
import { route } from "@/lib/api/route";
import { getOrgChartNode } from "@/lib/orgchart/get-org-chart-node";
import { ZOrgChartNodeParam } from "@/lib/orgchart/orgchart.types";

export const GET = route({ input: ZOrgChartNodeParam, area: "orgchart" }, (ctx, input) =>
  getOrgChartNode(ctx, input.id),
);
