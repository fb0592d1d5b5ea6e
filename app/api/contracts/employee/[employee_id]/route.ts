// GET /api/contracts/employee/{employee_id} – a person's contract history with the changes asked on each
import { route } from "@/lib/api/route";
import { ZEmployeeContractsInput } from "@/lib/contracts/contracts.types";
import { listEmployeeContracts } from "@/lib/contracts/list-employee-contracts";

export const GET = route(
  { input: ZEmployeeContractsInput, area: "contracts", permission: "contracts.read" },
  listEmployeeContracts,
);
