// POST /api/integrations/2fa/{command}/pass2faCredentials – the portal's 6-digit code {code2fa, integration_username?, version?}: integration admins, or who started the command from the payroll screens
import { route } from "@/lib/api/route";
import { passCommandCode } from "@/lib/integrations/command-second-factor";
import { ZPassCodeInput } from "@/lib/integrations/integrations.types";

// Admins and HR holding the payroll_provider switch; which command each may answer: lib/access/command-rights.ts.
export const POST = route({ input: ZPassCodeInput, permission: "provider_commands.request" }, passCommandCode);
