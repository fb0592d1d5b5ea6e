// POST /api/securex/iam/onboard?background – register the company at the social secretariat as a command {company_name, enterprise_number, vat_number?, street, house_number, box?, postal_code, city, contact_name, contact_email, contact_phone?, username?, password, alias?}
import { route } from "@/lib/api/route";
import { onboardCompany } from "@/lib/integrations/onboard-company";
import { ZOnboardInput } from "@/lib/integrations/onboard.types";

// Always in the background: the answer is the pending integration and its onboard command, whose live
// status the UI follows like every other integration command.
export const POST = route({ input: ZOnboardInput, area: "payroll", permission: "integrations.manage" }, onboardCompany);
