// In what capacity a caller decides a kind of request, from the kind's declared permissions alone (no
// query): HR decides for everyone their scope shows, a manager for the people they manage.
import { can } from "@/lib/access/permissions";
import type { AccessSubject } from "@/lib/access/subject";
import type { RequestDeciders } from "./request-kind";

/** In what capacity the subject decides a kind: as HR (everyone in scope), as a manager, or not at all. */
export function deciderRole(subject: AccessSubject, deciders: RequestDeciders): "hr" | "manager" | null {
  if (deciders.hr && can(subject, deciders.hr)) return "hr";
  if (deciders.managers && can(subject, deciders.managers)) return "manager";
  return null;
}
