// POST /api/integrations/contracts/change-request – {contract_id, change_date, base_wage?, hours_per_week?, days_per_week?, function_id?, weekly_schedule?, is_variable_schedule?, note?} ask a change (approved at once when the caller holds contracts.manage)
import { route } from "@/lib/api/route";
import { ZChangeRequestInput } from "@/lib/contracts/contracts.types";
import { requestContractChange } from "@/lib/contracts/request-change";

export const POST = route(
  { input: ZChangeRequestInput, area: "contracts", permission: "contracts.request" },
  requestContractChange,
);
