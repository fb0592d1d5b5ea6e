// GET /api/integrations/commands/{id} – one command with its live status
import { route } from "@/lib/api/route";
import { ZCommandIdParam } from "@/lib/integrations/integrations.types";
import { getCommand } from "@/lib/integrations/list-commands";

export const GET = route({ input: ZCommandIdParam, area: "payroll", permission: "integrations.read" }, getCommand);
