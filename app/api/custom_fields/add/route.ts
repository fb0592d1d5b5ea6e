// POST /api/custom_fields/add – create a custom field {name, object_type, type, comparison_field?, options?}
import { route } from "@/lib/api/route";
import { addCustomField } from "@/lib/custom-fields/add-custom-field";
import { ZAddCustomFieldInput } from "@/lib/custom-fields/custom-fields.types";

export const POST = route(
  { input: ZAddCustomFieldInput, area: "settings", permission: "settings.manage" },
  addCustomField,
);
