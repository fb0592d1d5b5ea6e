// GET /api/upgrade/offer – whether the light-to-full upgrade is offered to the caller, with the price or the reseller.
import { route } from "@/lib/api/route";
import { getUpgradeOffer } from "@/lib/upgrade/get-upgrade-offer";

export const GET = route({}, (ctx) => getUpgradeOffer(ctx));
