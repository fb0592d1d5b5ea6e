// GET /api/integrations/{id}/commands/list – an integration's commands, newest first (page, per_page)
import { route } from "@/lib/api/route";
import { ZCommandListInput } from "@/lib/integrations/integrations.types";
import { listCommands } from "@/lib/integrations/list-commands";

export const GET = route({ input: ZCommandListInput, area: "payroll", permission: "integrations.read" }, listCommands);
