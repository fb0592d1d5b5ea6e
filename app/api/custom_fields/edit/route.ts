// POST /api/custom_fields/edit – rename a custom field or change its comparison field
import { route } from "@/lib/api/route";
import { editCustomField } from "@/lib/custom-fields/edit-custom-field";
import { ZEditCustomFieldInput } from "@/lib/custom-fields/custom-fields.types";

export const POST = route(
  { input: ZEditCustomFieldInput, area: "settings", permission: "settings.manage" },
  editCustomField,
);
