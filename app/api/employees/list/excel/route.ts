// GET /api/employees/list/excel – the filtered people list as an xlsx file (needs the Excel export right)
import { route } from "@/lib/api/route";
import { buildEmployeesWorkbook, employeesWorkbookFilename } from "@/lib/people/build-employees-workbook";
import { ZListEmployeesInput } from "@/lib/people/people.types";

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

export const GET = route(
  { input: ZListEmployeesInput, area: "people", permission: ["employees.read", "exports.excel"] },
  async (ctx, input) => {
    const file = await buildEmployeesWorkbook(ctx, input);
    return new Response(new Uint8Array(file), {
      headers: {
        "Content-Type": XLSX,
        "Content-Disposition": `attachment; filename="${employeesWorkbookFilename()}"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
);
