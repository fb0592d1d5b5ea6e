// The requests backbone (issue 22): every kind of request a person files and someone else decides (leave,
// data conflicts with the payroll provider, commute, wage, expense claims, ...) registers one RequestKind in
// lib/requests/request-kinds.ts. /inbox, GET /api/inbox/pendingCount, the header badge and the weekly digest
// read every kind through that registry; the module keeps its storage, its decisions and its notices.
import type { RequestContext } from "@/lib/api/context";
import type { Permission } from "@/lib/access/permissions";
import type { NotificationType } from "@/lib/notifications/notification-types";

/** Who decides a kind: the person's managers holding `managers`, and HR (anyone in scope) holding `hr`. */
export type RequestDeciders = { managers?: Permission; hr?: Permission };

/** The inbox filters every kind understands: a page of its pending items, optionally one person's. */
export type InboxListInput = { page: number; per_page: number; employee_id?: number };

/** One pending item as /inbox lists it, whatever its kind. */
export type InboxItem = {
  kind: string;
  id: number;
  employee_id: number | null;
  employee_name: string;
  /** The dates it concerns (leave's period, a wage change's effective date); null when none. */
  start_date: string | null;
  end_date: string | null;
  /** What is asked, as a message key of the `requests` namespace and its values (the screen translates). */
  summary: { key: string; values: Record<string, string | number> };
  status: string;
  note: string | null;
  created_at: string;
};

export type RequestKind = {
  /** Stable key: the inbox filter (?kind=) and the item's `kind`. */
  key: string;
  deciders: RequestDeciders;
  /** Cheap gate (no query): whether the caller can act on this kind at all. */
  actsOn: (ctx: RequestContext) => boolean;
  /** How many items wait for the caller (the same rules as listPending). */
  countPending: (ctx: RequestContext) => Promise<number>;
  listPending: (ctx: RequestContext, input: InboxListInput) => Promise<{ data: InboxItem[]; total: number }>;
  /** The notification types the module sends for this kind (its notices live in the module). */
  notificationTypes: readonly NotificationType[];
};
