// GET /api/custom_fields/list?object_type=people – custom field definitions of one object type (body.data)
import { route } from "@/lib/api/route";
import { ZListCustomFieldsInput } from "@/lib/custom-fields/custom-fields.types";
import { listCustomFields } from "@/lib/custom-fields/list-custom-fields";

export const GET = route({ input: ZListCustomFieldsInput, permission: "employees.read" }, listCustomFields);
