"use client";
// The employee page's sections other than the personal data (app/(app)/people/[id]/sections.tsx renders
// the one tab shown). Every client component a route's server code imports is part of that route's
// first-load JavaScript, whether it renders or not; through next/dynamic each section's code (with the
// documents browser's table and menus) is downloaded only on the tab that shows it, still rendered on the
// server (issue 18: first-load JavaScript).
import dynamic from "next/dynamic";

export const PersonSettingsForm = dynamic(() =>
  import("@/components/people/person-settings-form").then((m) => m.PersonSettingsForm),
);
export const RoleHistory = dynamic(() => import("@/components/people/role-history").then((m) => m.RoleHistory));
export const ContractTab = dynamic(() => import("@/components/contracts/contract-tab").then((m) => m.ContractTab));
export const WageHistory = dynamic(() => import("@/components/people/wage-history").then((m) => m.WageHistory));
export const CustomFieldsForm = dynamic(() =>
  import("@/components/people/custom-fields-form").then((m) => m.CustomFieldsForm),
);
export const ManagersSection = dynamic(() =>
  import("@/components/people/managers-section").then((m) => m.ManagersSection),
);
export const ActivityFeed = dynamic(() => import("@/components/people/activity-feed").then((m) => m.ActivityFeed));
export const DocumentsBrowser = dynamic(() =>
  import("@/components/documents/documents-browser").then((m) => m.DocumentsBrowser),
);
