// GET /api/integrations/wage_components/list?employee_id – a person's wage components as last read from the provider
import { route } from "@/lib/api/route";
import { listProviderWageComponents } from "@/lib/payroll/wage-components/provider-wage-components";
import { ZListWageComponentsInput } from "@/lib/payroll/wage-components/wage-components.types";

export const GET = route({ input: ZListWageComponentsInput, permission: "wages.read" }, listProviderWageComponents);
