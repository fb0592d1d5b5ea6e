// The business constants of spec section 9 that screens share. Modules import these instead of
// repeating numbers.
export const MODAL_WIDTH = { upgrade: 600, survey: 550, default: 380 } as const;
export const MODAL_TOP_MARGIN_PX = 60;
export const MODAL_PADDING_PX = 20;
export const TOAST_DEFAULT_MS = 6000;
export const NOTIFICATION_HINT_MS = 3000;
export const SEARCH_DEBOUNCE_MS = 200;
export const HOVER_DROPDOWN_CLOSE_MS = 350;
export const HEADER_ITEMS_MAX = 7;
export const HEADER_ITEMS_DEFAULT = 3;
export const HEADER_RESERVE_PX = 100;
export const HEADER_VISIBLE_ITEMS_STORAGE_KEY = "header-visible-items";
export const TABLE_COLUMNS_MAX = 6;
export const TABLE_PER_PAGE_OPTIONS = [10, 30] as const;
export const PAGINATION_DEFAULT_PAGE_SIZE = 10;
export const NOTIFICATIONS_PAGE_SIZE = 10;
export const NOTIFICATION_BADGE_MAX = 99;
export const INBOX_BADGE_URGENT_ABOVE = 5;
export const ACCOUNT_FILTER_FROM = 8;
export const TWO_FACTOR_CODE_LENGTH = 6;
export const PROGRESS_CAP_PERCENT = 100;
export const UPGRADE_MIN_EMPLOYEES = 20;
export const SURVEY_SCORE_MIN = 0;
export const SURVEY_SCORE_MAX = 10;
export const SURVEY_EMPLOYEE_QUERY_PER_PAGE = 101;
