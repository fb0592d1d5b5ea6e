"use client";
// Invites people by email through POST /admin/user/invite (the existing invitation flow). Addresses may be
// pasted as a list; the server checks each one and names the bad one.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ApiError, apiFetch } from "@/lib/client/api-fetch";
import { useApiAction } from "@/lib/client/use-api-action";
import { Button } from "@/components/ui/button";

export function InviteUsersForm() {
  const t = useTranslations("settingsUsers");
  const router = useRouter();
  const [text, setText] = useState("");
  const [sent, setSent] = useState<number | null>(null);
  const { pending, run, error } = useApiAction();

  async function submit() {
    const emails = text
      .split(/[\s,;]+/)
      .map((e) => e.trim())
      .filter(Boolean);
    setSent(null);
    const res = await run(() =>
      apiFetch<{ data: { mail_sent: boolean; status: string }[] }>("/api/admin/user/invite", { body: { emails } }),
    );
    if (res.ok) {
      setSent(res.value.data.filter((r) => r.status === "invited" || r.status === "reinvited").length);
      setText("");
      router.refresh();
    }
  }

  // The server names each wrong address under "emails.<index>"; show them all, else the general message.
  const messages = error ? listMessages(error) : [];
  return (
    <form
      className="space-y-3"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor="invite-emails" className="block text-sm font-medium">
        {t("inviteLabel")}
      </label>
      <textarea
        id="invite-emails"
        name="emails"
        rows={3}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-describedby={messages.length ? "invite-help invite-errors" : "invite-help"}
        aria-invalid={messages.length ? true : undefined}
        className="w-full rounded-md border border-slate-300 p-2 text-sm"
        required
      />
      <p id="invite-help" className="text-sm text-slate-600">
        {t("inviteHelp")}
      </p>
      {messages.length > 0 && (
        <ul id="invite-errors" role="alert" className="space-y-1 text-sm text-red-700" data-testid="invite-errors">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      )}
      {sent !== null && (
        <p role="status" className="text-sm text-green-800">
          {t("inviteResult", { count: sent })}
        </p>
      )}
      <Button type="submit" disabled={pending || text.trim() === ""}>
        {pending ? t("inviting") : t("invite")}
      </Button>
    </form>
  );
}

function listMessages(error: Error): string[] {
  if (!(error instanceof ApiError)) return [error.message];
  const own = Object.entries(error.fields)
    .filter(([key]) => key === "emails" || key.startsWith("emails."))
    .map(([, text]) => text);
  return own.length ? [...new Set(own)] : [error.message];
}
