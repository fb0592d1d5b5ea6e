// POST /api/custom_fields/options/edit – rename an option {option_id, option_name}
import { route } from "@/lib/api/route";
import { editCustomFieldOption } from "@/lib/custom-fields/edit-custom-field-option";
import { ZEditOptionInput } from "@/lib/custom-fields/custom-fields.types";

export const POST = route(
  { input: ZEditOptionInput, area: "settings", permission: "settings.manage" },
  editCustomFieldOption,
);
