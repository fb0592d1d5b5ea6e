// POST /api/integrations/reseller_messages/post – a reseller's user leaves a message for one of its client companies {group_id, subject, body}
import { route } from "@/lib/api/route";
import { postResellerMessage } from "@/lib/integrations/messages/post-reseller-message";
import { ZPostResellerMessageInput } from "@/lib/integrations/messages/reseller-messages.types";

// No company permission: the caller acts for their reseller, not in the company they are signed in to;
// the use case checks that the target company is one of that reseller's clients (else 404).
export const POST = route({ input: ZPostResellerMessageInput, scope: false }, postResellerMessage);
