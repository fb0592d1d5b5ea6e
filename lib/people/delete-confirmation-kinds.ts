// What deleting a person can ask the user to confirm. Apart from people.types.ts (which builds zod
// schemas) so that the browser's delete dialog can use it without loading zod (issue 18).
export const DELETE_CONFIRMATIONS = [
  "has_user_account",
  "is_manager_of_others",
  "manages_teams",
  "has_future_leave",
] as const;
export type DeleteConfirmation = (typeof DELETE_CONFIRMATIONS)[number];
