// POST /api/requests/commutes/processRequest – HR sends a commute's monthly allowance with a payroll month as a one-off
import { route } from "@/lib/api/route";
import { processCommuteRequest } from "@/lib/requests/commutes/process-commute-request";
import { ZProcessCommuteInput } from "@/lib/requests/requests.types";

export const POST = route(
  { input: ZProcessCommuteInput, permission: ["commutes.decide", "payroll.write"] },
  processCommuteRequest,
);
