// GET /api/employees/{id}/photo – a visible person's photo, with its image Content-Type
import { route } from "@/lib/api/route";
import { getEmployeePhoto } from "@/lib/people/get-employee-photo";
import { ZEmployeeIdParam } from "@/lib/people/people.types";

export const GET = route({ input: ZEmployeeIdParam, area: "people", permission: "employees.read" }, (ctx, input) =>
  getEmployeePhoto(ctx, input.id),
);
