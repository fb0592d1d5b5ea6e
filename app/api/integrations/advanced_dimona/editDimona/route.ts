// POST /api/integrations/advanced_dimona/editDimona – UPDATE, CANCEL or OUT of a declared Dimona period (dry_run: check only)
import { route } from "@/lib/api/route";
import { editDimona } from "@/lib/dimona/edit-dimona";
import { ZEditDimonaInput } from "@/lib/dimona/dimona.types";

export const POST = route({ input: ZEditDimonaInput, area: "contracts", permission: "dimona.write" }, editDimona);
