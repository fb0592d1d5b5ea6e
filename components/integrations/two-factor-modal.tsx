"use client";
// The two-factor modal of spec section 4 for a payroll-provider command: step 1 asks for the integration
// username when the portal requested it (Next stays disabled while it is empty), step 2 for the 6-digit
// code with the shared digit-code input; the last digit submits, passes the code and closes the modal. A
// command back in login_failure with its challenge still open reopens it with the red "login failed, try
// again". Closing without submitting asks first ("data might still be processing") and then cancels the
// command through the 2fa cancel call.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import { Button } from "@/components/ui/button";
import { DigitCodeInput } from "@/components/ui/digit-code-input";
import { Modal } from "@/components/ui/modal";
import { TextField } from "@/components/ui/text-field";
import { useToast } from "@/components/ui/toast";
import type { CommandJson } from "./integration-types";

type Props = {
  command: CommandJson;
  /** The modal is done with this command (code passed or command cancelled); the answer when there is one. */
  onDone: (moved: CommandJson | null) => void;
  /**
   * Where the code and the cancel go; the command's own 2fa routes by default. /payroll sends a push's
   * answer through the push (its pusher may answer without the integrations rights).
   */
  paths?: { pass: string; cancel: string };
};

export function TwoFactorModal({ command, onDone, paths }: Props) {
  const t = useTranslations("integrations.twoFactor");
  const toast = useToast();
  const [step, setStep] = useState<"username" | "code">(command.username_requested ? "username" : "code");
  const [username, setUsername] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const failed = command.status === "login_failure";

  async function call(path: string, body: Record<string, unknown>) {
    setPending(true);
    try {
      const res = await apiFetch<{ command: CommandJson }>(path, { body: { ...body, version: command.version } });
      onDone(res.command);
    } catch (error) {
      toast.showError(error);
      onDone(null);
    } finally {
      setPending(false);
    }
  }

  const passCode = (code: string) =>
    call(paths?.pass ?? `/api/integrations/2fa/${command.id}/pass2faCredentials`, {
      code2fa: code,
      ...(command.username_requested ? { integration_username: username.trim() } : {}),
    });
  const cancel = () => call(paths?.cancel ?? `/api/integrations/2fa/${command.id}/cancel`, {});

  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !pending) setConfirming(true);
      }}
      dismissOnOutsideClick={false}
      title={confirming ? t("confirmTitle") : t("title")}
      description={confirming ? t("confirmText") : t("intro")}
      testId="two-factor-modal"
      footer={
        confirming ? (
          <>
            <Button variant="secondary" onClick={() => setConfirming(false)} disabled={pending}>
              {t("keepWaiting")}
            </Button>
            <Button variant="danger" onClick={() => void cancel()} disabled={pending} data-testid="two-factor-cancel">
              {t("cancelCommand")}
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setConfirming(true)} data-testid="two-factor-close">
              {t("close")}
            </Button>
            {step === "username" ? (
              <Button onClick={() => setStep("code")} disabled={username.trim() === ""} data-testid="two-factor-next">
                {t("next")}
              </Button>
            ) : null}
          </>
        )
      }
    >
      {confirming ? null : (
        <div className="space-y-3">
          {failed ? (
            <p
              role="alert"
              className="rounded-md bg-red-50 p-3 text-sm font-medium text-red-800"
              data-testid="two-factor-failed"
            >
              {t("loginFailed")}
            </p>
          ) : null}
          {step === "username" ? (
            <TextField
              label={t("username")}
              name="integration_username"
              value={username}
              autoComplete="off"
              autoFocus
              onChange={(e) => setUsername(e.target.value)}
            />
          ) : (
            <DigitCodeInput
              key={`${command.id}:${command.version}`}
              label={t("code")}
              digitLabel={(position, length) => t("digit", { position, length })}
              onComplete={(code) => void passCode(code)}
              disabled={pending}
              autoFocus
              testId="two-factor-code"
            />
          )}
        </div>
      )}
    </Modal>
  );
}
