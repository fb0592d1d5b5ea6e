// POST /api/integrations/people/belgium_only/addDimona – declare a Dimona IN for a person (dry_run: check only)
import { route } from "@/lib/api/route";
import { addDimona } from "@/lib/dimona/add-dimona";
import { ZAddDimonaInput } from "@/lib/dimona/dimona.types";

export const POST = route({ input: ZAddDimonaInput, area: "contracts", permission: "dimona.write" }, addDimona);
