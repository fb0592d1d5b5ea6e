// POST /api/upgrade/bookDemo {source} – record a demo booking for sales.
import { route } from "@/lib/api/route";
import { bookDemo, ZBookDemoInput } from "@/lib/upgrade/record-upgrade-interest";

export const POST = route({ input: ZBookDemoInput, permission: "settings.manage" }, bookDemo);
