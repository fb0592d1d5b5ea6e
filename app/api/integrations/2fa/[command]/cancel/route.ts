// POST /api/integrations/2fa/{command}/cancel – {version?} call off a command that waits for a second-factor code
import { route } from "@/lib/api/route";
import { cancelSecondFactor } from "@/lib/integrations/command-actions";
import { ZCancelCodeInput } from "@/lib/integrations/integrations.types";

export const POST = route(
  { input: ZCancelCodeInput, area: "payroll", permission: "integrations.manage" },
  cancelSecondFactor,
);
