// Data conflicts with the payroll provider as a kind of the requests backbone (lib/requests): the open
// conflicts of the people the caller's scope shows. They are resolved (ours / theirs) or ignored rather
// than accepted or declined: decide-data-conflict.ts and /api/integrations/data_conflicts keep that.
import { can } from "@/lib/access/permissions";
import type { RequestKind } from "@/lib/requests/request-kind";
import { openDataConflictCount } from "./list-data-conflicts";

export const dataConflictRequestKind: RequestKind = {
  key: "data_conflict",
  deciders: { hr: "data_conflicts.read" },
  actsOn: (ctx) => can(ctx.subject, "data_conflicts.read"),
  // A read-only user lists them but has nothing waiting (openDataConflictCount asks for the manage right).
  countPending: (ctx) => openDataConflictCount(ctx),
  notificationTypes: [],
};
