// GET /api/employees/wages/{id}/list – a person's wage history, newest first, the current wage marked
import { route } from "@/lib/api/route";
import { listWages } from "@/lib/people-history/list-wages";
import { ZWageListInput } from "@/lib/people-history/wages.types";

export const GET = route({ input: ZWageListInput, area: "people", permission: "wages.read" }, (ctx, input) =>
  listWages(ctx, input.id),
);
