// Who may have a payroll-provider command run, and act on it outside the integrations screen.
// - Run (the job checks it when the command runs, with the starter's rights as they are then): a month push
//   needs payroll.push; a calendar check provider_commands.request; a wage-component read that and
//   wages.read; a contract change contracts.manage in the contracts area; anything else is the integration
//   admins' (integrations.manage in the payroll area).
// - Answer the portal's second-factor code or call the question off: an integration admin, on any command of
//   the company; otherwise the person who started a command from the payroll screens (a push, a calendar
//   check, a wage read), on their own command, while they still may run it (spec section 6: the
//   payroll_provider switch, and the wages one for wages). Read-only users hold none of these rights.
// Command kinds are the IntegrationCommandKind names (lib/access does not import the database layer).
import { canAccessArea } from "./areas";
import { can, canAll } from "./permissions";
import type { AccessSubject } from "./subject";

type Rule = (subject: AccessSubject) => boolean;
type CommandRef = { kind: string; actorUserId: string };

/** The integrations screen's own rule (its area, then the permission), as its routes apply it. */
const integrationAdmin: Rule = (s) => canAccessArea(s, "payroll") && can(s, "integrations.manage");

const RUNS_WITH: Record<string, Rule> = {
  push_month: (s) => can(s, "payroll.push"),
  check_calendar: (s) => can(s, "provider_commands.request"),
  read_wage_components: (s) => canAll(s, ["wages.read", "provider_commands.request"]),
  send_contract_change: (s) => can(s, "contracts.manage") && canAccessArea(s, "contracts"),
};

/** Started from the payroll screens: the starter answers the portal's code there. */
const ANSWERED_BY_STARTER = new Set(["push_month", "check_calendar", "read_wage_components"]);

export function mayRunCommand(subject: AccessSubject, kind: string): boolean {
  return (RUNS_WITH[kind] ?? integrationAdmin)(subject);
}

/** May answer (or call off) the command's second factor. */
export function mayAnswerCommand(subject: AccessSubject, userId: string, command: CommandRef): boolean {
  if (integrationAdmin(subject)) return true;
  return (
    ANSWERED_BY_STARTER.has(command.kind) && command.actorUserId === userId && mayRunCommand(subject, command.kind)
  );
}

/** May read the command's status: an integration reader (read-only admins too), or who may answer it. */
export function maySeeCommand(subject: AccessSubject, userId: string, command: CommandRef): boolean {
  return (
    (canAccessArea(subject, "payroll") && can(subject, "integrations.read")) ||
    mayAnswerCommand(subject, userId, command)
  );
}
