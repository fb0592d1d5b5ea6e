// GET /api/integrations/commands/{id}/history/list – every status a command went through, oldest first
import { route } from "@/lib/api/route";
import { ZCommandHistoryInput } from "@/lib/integrations/integrations.types";
import { listCommandHistory } from "@/lib/integrations/list-command-history";

export const GET = route(
  { input: ZCommandHistoryInput, area: "payroll", permission: "integrations.read" },
  listCommandHistory,
);
