// POST /api/employees/selfservicePreview {employee_id} – what the person sees of themselves in self-service
import { route } from "@/lib/api/route";
import { ZEmployeeIdBody } from "@/lib/people/people.types";
import { selfservicePreview } from "@/lib/people/selfservice-preview";

// A read: read-only users may preview too.
export const POST = route(
  { input: ZEmployeeIdBody, area: "people", permission: "employees.read", allowReadOnly: true },
  (ctx, input) => selfservicePreview(ctx, input.employee_id),
);
export const GET = route({ input: ZEmployeeIdBody, area: "people", permission: "employees.read" }, (ctx, input) =>
  selfservicePreview(ctx, input.employee_id),
);
