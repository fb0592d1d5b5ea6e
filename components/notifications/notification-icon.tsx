// One icon per notification kind (spec section 3: each type has an icon; NOTIFICATION_ICONS maps the
// fifteen types onto these twelve). Decorative: the text next to it says what happened.
import type { ReactNode } from "react";
import type { NotificationIcon as IconKey } from "@/lib/notifications/notification-types";

const PATHS: Record<IconKey, ReactNode> = {
  contract: (
    <>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h3" />
    </>
  ),
  calendar: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M8 3v4M16 3v4M3 10h18" />
    </>
  ),
  calendarCheck: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M8 3v4M16 3v4M3 10h18M9 15.5l2 2 4-4" />
    </>
  ),
  calendarX: (
    <>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M8 3v4M16 3v4M3 10h18M10 13.5l4 4M14 13.5l-4 4" />
    </>
  ),
  training: (
    <>
      <path d="M2 9l10-5 10 5-10 5z" />
      <path d="M6 11v5c2 2 10 2 12 0v-5M22 9v6" />
    </>
  ),
  person: (
    <>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4 4-6 8-6s8 2 8 6" />
    </>
  ),
  asset: (
    <>
      <rect x="3" y="4" width="18" height="12" rx="2" />
      <path d="M8 20h8M12 16v4" />
    </>
  ),
  medical: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="3" />
      <path d="M12 8v8M8 12h8" />
    </>
  ),
  wage: (
    <>
      <path d="M17 6.5A6 6 0 1 0 17 17.5" />
      <path d="M4 10h9M4 14h9" />
    </>
  ),
  personAdd: (
    <>
      <circle cx="10" cy="8" r="4" />
      <path d="M2 21c0-4 4-6 8-6 1.5 0 3 .3 4.2.9M19 14v6M16 17h6" />
    </>
  ),
  message: <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H9l-5 4V6a1 1 0 0 1 1-1zM8 9h8M8 13h5" />,
  download: <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />,
  progress: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  briefcase: (
    <>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </>
  ),
  archive: (
    <>
      <rect x="3" y="4" width="18" height="5" rx="1" />
      <path d="M5 9v10a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1V9M10 13h4" />
    </>
  ),
};

export function NotificationIcon({ icon, className = "h-5 w-5" }: { icon: IconKey; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      data-icon={icon}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
    >
      {PATHS[icon] ?? PATHS.progress}
    </svg>
  );
}
