// POST /api/custom_fields/options/add – add an option to a select_option field {custom_field_id, option_name}
import { route } from "@/lib/api/route";
import { addCustomFieldOption } from "@/lib/custom-fields/add-custom-field-option";
import { ZAddOptionInput } from "@/lib/custom-fields/custom-fields.types";

export const POST = route(
  { input: ZAddOptionInput, area: "settings", permission: "settings.manage" },
  addCustomFieldOption,
);
