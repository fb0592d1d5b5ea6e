// GET /api/integrations/reseller_messages/list – the company's messages from its reseller and payroll provider, newest first {page, per_page, unread?}
import { route } from "@/lib/api/route";
import { listResellerMessages } from "@/lib/integrations/messages/list-reseller-messages";
import { ZListResellerMessagesInput } from "@/lib/integrations/messages/reseller-messages.types";

export const GET = route(
  { input: ZListResellerMessagesInput, area: "payroll", permission: "integrations.read" },
  listResellerMessages,
);
