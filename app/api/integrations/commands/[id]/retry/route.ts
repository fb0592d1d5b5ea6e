// POST /api/integrations/commands/{id}/retry – {version?} run a failed, cancelled or refused command again (409 if someone acted first)
import { route } from "@/lib/api/route";
import { retryCommand } from "@/lib/integrations/command-actions";
import { ZRetryInput } from "@/lib/integrations/integrations.types";

export const POST = route({ input: ZRetryInput, area: "payroll", permission: "integrations.manage" }, (ctx, input) =>
  retryCommand(ctx, input),
);
