// The requests backbone (issue 22): every kind of request a person files and someone else decides (leave,
// data conflicts with the payroll provider, commute, wage, expense claims, ...) registers one RequestKind in
// lib/requests/request-kinds.ts. /inbox, GET /api/inbox/pendingCount, the header badge and the weekly digest
// read every kind through that registry; the module keeps its storage, its decisions and its notices. How a
// kind's pending items are listed is its /inbox section's business (components/inbox/inbox-sections.tsx):
// each kind shows different things and acts differently, so there is no common item shape to list through.
import type { RequestContext } from "@/lib/api/context";
import type { Permission } from "@/lib/access/permissions";
import type { NotificationType } from "@/lib/notifications/notification-types";

/** Who decides a kind: the person's managers holding `managers`, and HR (anyone in scope) holding `hr`. */
export type RequestDeciders = { managers?: Permission; hr?: Permission };

export type RequestKind = {
  /** Stable key: the inbox filter (?kind=) and the item's `kind`. */
  key: string;
  deciders: RequestDeciders;
  /** Cheap gate (no query): whether the caller can act on this kind at all. */
  actsOn: (ctx: RequestContext) => boolean;
  /** How many items wait for the caller (the same rules as the kind's /inbox section lists). */
  countPending: (ctx: RequestContext) => Promise<number>;
  /**
   * The notification types the module sends for this kind (its notices live in the module). Declared so the
   * registry test can check each is a known type with a text in every language.
   */
  notificationTypes: readonly NotificationType[];
};
