// The screen side of the requests backbone: how /inbox shows each registered kind (lib/requests/request-kinds.ts).
// A module that registers a kind adds its section here; a kind without a line is counted but not listed.
import type { ComponentType } from "react";
import { InboxExpenseSection } from "@/components/expenses/inbox-expense-section";
import { DataConflictsSection } from "@/components/integrations/data-conflicts-section";
import { InboxLeaveSection } from "@/components/leave/inbox-leave-section";
import { CalendarConflictsSection } from "@/components/payroll/calendar-conflicts-section";
import type { InboxSectionProps } from "./inbox-section-props";
import { CommuteRequestsSection, WageRequestsSection } from "./self-service-request-sections";

export const INBOX_SECTIONS: Record<string, ComponentType<InboxSectionProps>> = {
  leave: InboxLeaveSection,
  expense: InboxExpenseSection,
  data_conflict: DataConflictsSection,
  calendar_conflict: CalendarConflictsSection,
  commute: CommuteRequestsSection,
  wage: WageRequestsSection,
};
