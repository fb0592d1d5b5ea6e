// POST /api/integrations/{id}/import – import from the provider {what: people | reference_lists} as a command
import { route } from "@/lib/api/route";
import { ZImportInput } from "@/lib/integrations/integrations.types";
import { startImport } from "@/lib/integrations/start-import";

export const POST = route({ input: ZImportInput, area: "payroll", permission: "integrations.manage" }, startImport);
