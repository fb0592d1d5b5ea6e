// POST /api/custom_fields/delete – remove a custom field {custom_field_id}
import { route } from "@/lib/api/route";
import { deleteCustomField } from "@/lib/custom-fields/delete-custom-field";
import { ZDeleteCustomFieldInput } from "@/lib/custom-fields/custom-fields.types";

export const POST = route(
  { input: ZDeleteCustomFieldInput, area: "settings", permission: "settings.manage" },
  deleteCustomField,
);
