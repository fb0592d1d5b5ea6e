// GET /api/integrations/commands/{id} – one command with its live status: integration admins, and whoever started it from the payroll screens (a calendar check, a wage-component read)
import { route } from "@/lib/api/route";
import { ZCommandIdParam } from "@/lib/integrations/integrations.types";
import { getCommand } from "@/lib/integrations/command-second-factor";

// The rights depend on the command (its kind and who started it): lib/access/command-rights.ts decides.
// Who may not see it gets 404, as for a missing id (ids are not disclosed).
export const GET = route({ input: ZCommandIdParam }, getCommand);
