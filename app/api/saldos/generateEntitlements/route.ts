// POST /api/saldos/generateEntitlements – write the year's entitlements for everyone {year}
import { route } from "@/lib/api/route";
import { generateEntitlements } from "@/lib/leave/generate-entitlements";
import { ZGenerateEntitlementsInput } from "@/lib/leave/leave.types";

export const POST = route(
  { input: ZGenerateEntitlementsInput, area: "calendar", permission: "leave.manage" },
  generateEntitlements,
);
