// GET /api/custom_fields/{id}/options – the options of a select_option field (body.data)
import { route } from "@/lib/api/route";
import { ZCustomFieldIdParam } from "@/lib/custom-fields/custom-fields.types";
import { listCustomFieldOptions } from "@/lib/custom-fields/list-custom-field-options";

export const GET = route({ input: ZCustomFieldIdParam, permission: "employees.read" }, (ctx, input) =>
  listCustomFieldOptions(ctx, input.id),
);
