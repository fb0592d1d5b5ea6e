// GET /api/integrations/advanced_dimona/list?employee_id= – a person's Dimona history, newest first
import { z } from "zod";
import { route } from "@/lib/api/route";
import { listPersonDimona } from "@/lib/dimona/dimona-status";
import { zPathId } from "@/lib/validation/api-fields";

const ZListDimonaInput = z.object({ employee_id: zPathId("employee_id") }).strict();

export const GET = route({ input: ZListDimonaInput, area: "contracts", permission: "dimona.read" }, (ctx, input) =>
  listPersonDimona(ctx, input.employee_id),
);
