// POST /api/integrations/wage_components/read – read wage components (fixed and variable) from the provider {integration_id, employee_id?, year?, month?} (a command: it talks to the provider, so it takes the wages right and the payroll_provider one, not only read rights)
import { route } from "@/lib/api/route";
import { startWageComponentsRead } from "@/lib/payroll/wage-components/provider-wage-components";
import { ZReadWageComponentsInput } from "@/lib/payroll/wage-components/wage-components.types";

export const POST = route(
  { input: ZReadWageComponentsInput, permission: ["wages.read", "provider_commands.request"] },
  startWageComponentsRead,
);
