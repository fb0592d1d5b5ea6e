// POST /api/user/createGroup {company_name, subdomain, country} – a signed-in user starts another company
import { route } from "@/lib/api/route";
import { createAdditionalGroup, ZCreateAdditionalGroupInput } from "@/lib/signup/create-additional-group";

// It changes no data of the current company, so a read-only user there may still start their own.
export const POST = route({ input: ZCreateAdditionalGroupInput, allowReadOnly: true }, createAdditionalGroup);
