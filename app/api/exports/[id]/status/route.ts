// GET /api/exports/{id}/status – where the caller's export stands (queued, running, finished, failed).
import { route } from "@/lib/api/route";
import { exportStatus } from "@/lib/exports/download-export";
import { ZExportIdParam } from "@/lib/exports/exports.types";

export const GET = route({ input: ZExportIdParam }, exportStatus);
