// POST /api/custom_fields/values/set – set or clear one value {custom_field_id, object_id, value}
import { route } from "@/lib/api/route";
import { ZSetValueInput } from "@/lib/custom-fields/custom-fields.types";
import { setCustomFieldValue } from "@/lib/custom-fields/set-custom-field-value";

export const POST = route(
  { input: ZSetValueInput, area: "people", permission: "employees.write" },
  setCustomFieldValue,
);
