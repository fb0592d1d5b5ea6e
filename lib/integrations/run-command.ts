// The job behind every integration command (queue "integration-command"). It takes a queued command
// (queued -> running, under the version lock, so a command is run once), logs in on the provider (or
// answers the portal's second factor with the code a person passed), does the command's work, and settles
// it: succeeded, failed with a readable reason (timeout, 5xx: retry later), awaiting_2fa (a person must
// pass a code), or login_failure (credentials or code refused). It acts with the asking user's rights as
// they are now; the real actor (and impersonator) is on every audit row it writes.
import { mayRunCommand } from "@/lib/access/command-rights";
import type { RequestContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { Prisma, type Integration, type IntegrationCommand } from "@/lib/db/generated/client";
import { contextForJob } from "@/lib/jobs/job-context";
import { FAILURES, providerFailure, type Failure } from "./command-failure";
import { credentialsOf, openState, sealState } from "./credentials";
import { moveCommand } from "./move-command";
import {
  ProviderError,
  type PayrollProvider,
  type ProviderCredentials,
  type ProviderSession,
} from "./providers/provider";
import { providerFor } from "./providers/provider-for";
import { syncProviderMessages } from "./messages/sync-provider-messages";
import { registerEmployer, startFirstLogin } from "./run-onboarding";
import { syncPeople } from "./sync-people";
import { performMonthPush } from "@/lib/payroll/perform-month-push";
import { performCalendarCheck } from "@/lib/payroll/calendar/check-calendar";
import { performWageComponentsRead } from "@/lib/payroll/wage-components/provider-wage-components";
import { syncReferenceLists } from "./sync-reference-lists";
import { performContractChangeSend } from "@/lib/contracts/send-contract-change";

export type CommandWork = {
  ctx: RequestContext;
  integration: Integration;
  provider: PayrollProvider;
  credentials: ProviderCredentials;
  session: ProviderSession;
};

export async function runCommand(commandId: number): Promise<void> {
  const queued = await db.integrationCommand.findUnique({ where: { id: commandId } });
  if (!queued || queued.status !== "queued") return;
  const running = await moveCommand(queued, {
    to: "running",
    data: { startedAt: new Date(), errorReason: null, errorDetail: Prisma.DbNull },
  });
  if (!running) return; // cancelled or taken by another worker meanwhile

  try {
    const integration = await db.integration.findUniqueOrThrow({ where: { id: running.integrationId } });
    if (integration.status === "disabled") return void (await fail(running, FAILURES.integrationDisabled));
    const jobCtx = await contextForJob(running.actorUserId, running.groupId);
    // The starter's rights for this kind of command as they are now (lib/access/command-rights.ts).
    const allowed = jobCtx && mayRunCommand(jobCtx.subject, running.kind);
    if (!jobCtx || !allowed) {
      return void (await fail(running, FAILURES.noRight));
    }
    const ctx = { ...jobCtx, impersonatorUserId: running.impersonatorUserId };
    const provider = providerFor(integration.provider);
    const credentials = credentialsOf(integration);
    if (running.kind === "onboard") {
      // No session: the company has no portal account before the portal registers it.
      const onboarded = await registerEmployer(running, provider, credentials);
      const settled = await settle(running, "succeeded", null, {
        result: onboarded,
        integration: { customerCode: onboarded.customer_code },
      });
      if (settled) await startFirstLogin(ctx, integration);
      return;
    }
    const session = await openSession(running, provider, credentials);
    if (!session) return;
    const result = await perform(running, { ctx, integration, provider, credentials, session });
    const synced = running.kind === "sync_people" || running.kind === "sync_reference_lists";
    await settle(running, "succeeded", null, {
      result,
      integration: { status: "connected", ...(synced ? { lastSyncAt: new Date() } : {}) },
    });
  } catch (error) {
    await failFromError(running, error);
  }
}

// Logs in, or answers the open challenge with the code a person passed. Null: the command now waits for a
// person (awaiting_2fa) and the job ends.
async function openSession(
  command: IntegrationCommand,
  provider: PayrollProvider,
  credentials: ProviderCredentials,
): Promise<ProviderSession | null> {
  const state = openState(command.providerStateEnc);
  if (state?.code) {
    return provider.answerSecondFactor(credentials, state.challenge, state.code, state.username ?? null);
  }
  const login = await provider.login(credentials);
  if (login.kind === "authenticated") return login.session;
  await moveCommand(command, {
    to: "awaiting_2fa",
    message: "The provider asks for a second-factor code",
    data: { providerStateEnc: sealState({ challenge: login.challenge }), usernameRequested: login.usernameRequired },
  });
  return null;
}

async function perform(command: IntegrationCommand, work: CommandWork): Promise<Record<string, unknown>> {
  switch (command.kind) {
    case "login":
      return { logged_in: true };
    case "sync_reference_lists":
      return { ...(await syncReferenceLists(work)), ...(await syncProviderMessages(work)) };
    case "sync_people":
      return {
        ...(await syncReferenceLists(work)),
        ...(await syncPeople(work)),
        ...(await syncProviderMessages(work)),
      };
    case "onboard":
      throw new ProviderError("protocol", "An onboarding runs without a portal session");
    case "push_month":
      return performMonthPush(command, work);
    case "check_calendar":
      return performCalendarCheck(command, work);
    case "read_wage_components":
      return performWageComponentsRead(command, work);
    case "send_contract_change":
      return performContractChangeSend(command, work);
  }
}

type Outcome = {
  result?: Record<string, unknown>;
  /** A wrong code keeps the portal's challenge open (it allows a few tries); anything else clears it. */
  keepChallenge?: boolean;
  /** What the outcome says about the integration itself, changed with the command. */
  integration?: Prisma.IntegrationUpdateInput;
};

// Settles the command, and in the same transaction the integration's status and the outcome's audit row
// (actor: the person who asked, and their impersonator).
async function settle(
  command: IntegrationCommand,
  to: "succeeded" | "failed" | "login_failure",
  failure: Failure | null,
  outcome: Outcome = {},
) {
  const reason = failure?.reason ?? null;
  // Re-read: the command's version moved when it went to running.
  const current = await db.integrationCommand.findUniqueOrThrow({ where: { id: command.id } });
  const state = outcome.keepChallenge ? openState(current.providerStateEnc) : null;
  return moveCommand(current, {
    to,
    message: reason,
    data: {
      errorReason: reason,
      errorDetail: failure ? { code: failure.code, values: failure.values } : Prisma.DbNull,
      result: outcome.result as Prisma.InputJsonValue | undefined,
      finishedAt: new Date(),
      providerStateEnc: state ? sealState({ challenge: state.challenge }) : null,
    },
    alsoInTx: async (tx) => {
      if (outcome.integration) {
        await tx.integration.update({ where: { id: current.integrationId }, data: outcome.integration });
      }
      await tx.auditLog.create({
        data: {
          groupId: current.groupId,
          actorUserId: current.actorUserId,
          impersonatorUserId: current.impersonatorUserId,
          action: "integration_command_outcome",
          objectType: "integration_command",
          objectId: String(current.id),
          changes: { status: { from: current.status, to }, ...(reason ? { reason: { from: null, to: reason } } : {}) },
        },
      });
    },
  });
}

const fail = (command: IntegrationCommand, failure: Failure) => settle(command, "failed", failure);

async function failFromError(command: IntegrationCommand, error: unknown): Promise<void> {
  if (!(error instanceof ProviderError)) {
    // Only the message: an error object could carry request options, and with them credentials.
    console.error(`[integrations] command ${command.id} failed:`, error instanceof Error ? error.message : "unknown");
    await fail(command, FAILURES.unexpected);
    return;
  }
  if (error.kind === "invalid_credentials") {
    await settle(command, "login_failure", FAILURES.credentialsRefused, {
      integration: { status: "login_failure" },
    });
    return;
  }
  if (error.kind === "invalid_code") {
    await settle(command, "login_failure", FAILURES.codeRefused, {
      keepChallenge: true,
    });
    return;
  }
  if (error.kind === "challenge_expired") {
    await settle(command, "login_failure", FAILURES.codeExpired);
    return;
  }
  await fail(command, providerFailure(error));
}
