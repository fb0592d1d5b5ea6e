// GET /api/celebratory_triggers/hasCelebratoryTriggerAccess/hasAccess[?feature=] – which celebratory triggers the caller sees.
import { route } from "@/lib/api/route";
import { hasCelebratoryTriggerAccess, ZHasAccessInput } from "@/lib/celebratory/has-celebratory-trigger-access";

export const GET = route({ input: ZHasAccessInput }, hasCelebratoryTriggerAccess);
