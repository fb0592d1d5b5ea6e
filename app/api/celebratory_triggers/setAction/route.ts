// POST /api/celebratory_triggers/setAction {feature, action} – record an admin's answer to a trigger.
import { route } from "@/lib/api/route";
import { setCelebratoryAction, ZSetActionInput } from "@/lib/celebratory/set-celebratory-action";

export const POST = route({ input: ZSetActionInput, permission: "settings.manage" }, setCelebratoryAction);
