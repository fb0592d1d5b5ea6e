// POST /api/integrations/2fa/{command}/pass2faCredentials – the portal's 6-digit code {code2fa, integration_username?, version?}
import { route } from "@/lib/api/route";
import { passSecondFactorCode } from "@/lib/integrations/command-actions";
import { ZPassCodeInput } from "@/lib/integrations/integrations.types";

export const POST = route(
  { input: ZPassCodeInput, area: "payroll", permission: "integrations.manage" },
  passSecondFactorCode,
);
