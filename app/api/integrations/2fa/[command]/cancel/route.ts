// POST /api/integrations/2fa/{command}/cancel – {version?} call off a command that waits for a second-factor code: integration admins, or who started it from the payroll screens
import { route } from "@/lib/api/route";
import { cancelCommandCode } from "@/lib/integrations/command-second-factor";
import { ZCancelCodeInput } from "@/lib/integrations/integrations.types";

// Admins and HR holding the payroll_provider switch; which command each may call off: lib/access/command-rights.ts.
export const POST = route({ input: ZCancelCodeInput, permission: "provider_commands.request" }, cancelCommandCode);
