// GET /api/employees/preferredLanguages – the languages and dialects a person can prefer
import { route } from "@/lib/api/route";
import { listPreferredLanguages } from "@/lib/people/preferred-languages";

export const GET = route({ area: "people" }, () => listPreferredLanguages());
