// POST /api/custom_fields/options/delete – delete an option and clear the values that chose it {option_id}
import { route } from "@/lib/api/route";
import { deleteCustomFieldOption } from "@/lib/custom-fields/delete-custom-field-option";
import { ZDeleteOptionInput } from "@/lib/custom-fields/custom-fields.types";

export const POST = route(
  { input: ZDeleteOptionInput, area: "settings", permission: "settings.manage" },
  deleteCustomFieldOption,
);
