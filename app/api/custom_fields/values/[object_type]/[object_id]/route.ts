// GET  /api/custom_fields/values/{object_type}/{object_id} – every custom field of the object with its value
// POST /api/custom_fields/values/{object_type}/{object_id} – set several values at once {values: {field_id: value}}
import { route } from "@/lib/api/route";
import { ZObjectValuesParam, ZSetValuesInput } from "@/lib/custom-fields/custom-fields.types";
import { getCustomFieldValues } from "@/lib/custom-fields/get-custom-field-values";
import { setCustomFieldValues } from "@/lib/custom-fields/set-custom-field-values";

export const GET = route(
  { input: ZObjectValuesParam, area: "people", permission: "employees.read" },
  getCustomFieldValues,
);
export const POST = route(
  { input: ZSetValuesInput, area: "people", permission: "employees.write" },
  setCustomFieldValues,
);
