// GET /api/stats/orgChartSearch?keyword – people matching a name, with the managers above them (to open the chart there)
import { route } from "@/lib/api/route";
import { ZOrgChartSearchInput } from "@/lib/orgchart/orgchart.types";
import { searchOrgChart } from "@/lib/orgchart/search-org-chart";

export const GET = route({ input: ZOrgChartSearchInput, area: "orgchart" }, searchOrgChart);
