// GET /api/integrations/advanced_dimona/{id}/status – a declaration's status (pending, sent, A, W, B, S, failed), period and anomalies
import { route } from "@/lib/api/route";
import { getDimonaStatus } from "@/lib/dimona/dimona-status";
import { ZDimonaIdParam } from "@/lib/dimona/dimona.types";

export const GET = route({ input: ZDimonaIdParam, area: "contracts", permission: "dimona.read" }, (ctx, input) =>
  getDimonaStatus(ctx, input.id),
);
