// GET /api/exports/{id}/download – the finished export's file, for the user who asked for it only.
import { route } from "@/lib/api/route";
import { downloadExport } from "@/lib/exports/download-export";
import { ZExportIdParam } from "@/lib/exports/exports.types";

export const GET = route({ input: ZExportIdParam }, downloadExport);
