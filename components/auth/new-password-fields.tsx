"use client";
// A new password typed twice, with the length rule shown up front and checked as the user types.
import { useTranslations } from "next-intl";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@/lib/auth/password-rules";
import { TextField } from "@/components/ui/text-field";

type Props = {
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  serverError?: string | null;
  /** Whether to show the "passwords differ" message (after a submit). */
  showMismatch: boolean;
  label?: string;
};

export function NewPasswordFields({
  password,
  confirm,
  onPassword,
  onConfirm,
  serverError,
  showMismatch,
  label,
}: Props) {
  const t = useTranslations("auth");
  const tooShort = password.length > 0 && [...password].length < PASSWORD_MIN_LENGTH;
  return (
    <div className="space-y-4">
      <div>
        <TextField
          label={label ?? t("newPassword")}
          name="new-password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(e) => onPassword(e.target.value)}
          error={serverError ?? (tooShort && showMismatch ? t("passwordTooShort", { min: PASSWORD_MIN_LENGTH }) : null)}
        />
        <p className="-mt-0.5 text-xs text-slate-600">{t("passwordHint", { min: PASSWORD_MIN_LENGTH })}</p>
      </div>
      <TextField
        label={t("confirmPassword")}
        name="confirm-password"
        type="password"
        autoComplete="new-password"
        required
        maxLength={PASSWORD_MAX_LENGTH}
        value={confirm}
        onChange={(e) => onConfirm(e.target.value)}
        error={showMismatch && confirm !== password ? t("passwordsDiffer") : null}
      />
    </div>
  );
}
