// POST /api/integrations/reseller_messages/{id}/markRead – mark a reseller or provider message read for the company
import { route } from "@/lib/api/route";
import { markResellerMessageRead } from "@/lib/integrations/messages/mark-reseller-message-read";
import { ZResellerMessageIdParam } from "@/lib/integrations/messages/reseller-messages.types";

export const POST = route(
  { input: ZResellerMessageIdParam, area: "payroll", permission: "integrations.manage" },
  markResellerMessageRead,
);
