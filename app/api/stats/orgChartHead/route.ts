// GET /api/stats/orgChartHead – the top of the org chart: visible people without a visible manager, with report counts
import { route } from "@/lib/api/route";
import { getOrgChartHead } from "@/lib/orgchart/get-org-chart-head";

export const GET = route({ area: "orgchart" }, (ctx) => getOrgChartHead(ctx));
