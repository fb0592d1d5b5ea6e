// POST /api/exports/start {kind, filters} – queues an export (people, audit log) as a background job with a progress notification.
import { route } from "@/lib/api/route";
import { ZStartExportInput } from "@/lib/exports/exports.types";
import { startExport } from "@/lib/exports/start-export";

// Read-only users may export what they may read: an export changes no company data.
export const POST = route({ input: ZStartExportInput, allowReadOnly: true }, startExport);
