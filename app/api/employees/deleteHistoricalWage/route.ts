// POST /api/employees/deleteHistoricalWage – remove a wage that is not the current one {wage_id}
import { route } from "@/lib/api/route";
import { deleteHistoricalWage } from "@/lib/people-history/delete-historical-wage";
import { ZDeleteHistoricalWageInput } from "@/lib/people-history/wages.types";

export const POST = route(
  { input: ZDeleteHistoricalWageInput, area: "people", permission: "wages.write" },
  deleteHistoricalWage,
);
