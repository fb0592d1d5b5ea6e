"use client";
// /settings/integrations: the company's payroll-provider connections with their commands, live. Command
// moves arrive over the realtime channel ("integration-command", lib/integrations/move-command.ts); a
// command still queued or running is also read again every few seconds, so a lost event only delays the
// screen. When a command this user started waits for a second-factor code, the two-factor modal opens.
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { apiFetch } from "@/lib/client/api-fetch";
import type { ProviderDescription } from "@/lib/integrations/providers/provider-catalogue";
import { useRealtimeEvent } from "@/components/notifications/use-realtime-event";
import { Button } from "@/components/ui/button";
import { useToast } from "@/components/ui/toast";
import { ConnectForm } from "./connect-form";
import { IntegrationCard } from "./integration-card";
import { isUnsettled, newer, waitsForCode, type CommandJson, type IntegrationView } from "./integration-types";
import { TwoFactorModal } from "./two-factor-modal";

export const COMMAND_EVENT = "integration-command";
const POLL_MS = 4000;

type Props = {
  initial: IntegrationView[];
  providers: readonly ProviderDescription[];
  canManage: boolean;
  userId: string;
};

export function IntegrationsScreen({ initial, providers, canManage, userId }: Props) {
  const t = useTranslations("integrations");
  const toast = useToast();
  const [integrations, setIntegrations] = useState(initial);
  const [live, setLive] = useState<Record<number, CommandJson>>({});
  const [connecting, setConnecting] = useState(false);
  const [twoFactor, setTwoFactor] = useState<CommandJson | null>(null);
  // Command states the modal already asked about (id:version): a state is answered or dismissed once.
  const asked = useRef(new Set<string>());
  const liveRef = useRef(live);
  useEffect(() => {
    liveRef.current = live;
  });

  const reloadIntegrations = useCallback(async () => {
    const res = await apiFetch<{ integrations: IntegrationView[] }>("/api/integrations/list").catch(() => null);
    if (res) setIntegrations(res.integrations);
  }, []);

  const merge = useCallback((commands: CommandJson[]) => {
    setLive((current) => {
      const next = { ...current };
      for (const c of commands) next[c.id] = newer(current[c.id], c);
      return next;
    });
  }, []);

  // A command moved (event, poll or an action's answer): show it, open the modal when it waits for this
  // user's code, and read the integrations again once it settled (status, last sync, linked people).
  const moved = useCallback(
    (command: CommandJson) => {
      const previous = liveRef.current[command.id];
      if (previous && previous.version > command.version) return;
      merge([command]);
      // Someone else (or the job) moved the command the modal asks about: that question is over.
      setTwoFactor((open) =>
        open && open.id === command.id && command.version > open.version && !waitsForCode(command) ? null : open,
      );
      const key = `${command.id}:${command.version}`;
      if (command.actor_user_id === userId && waitsForCode(command) && canManage && !asked.current.has(key)) {
        asked.current.add(key);
        setTwoFactor(command);
      }
      if (!isUnsettled(command) && (!previous || isUnsettled(previous) || previous.status !== command.status)) {
        void reloadIntegrations();
        if (command.actor_user_id === userId && command.status === "login_failure" && !command.accepts_code) {
          toast.show({ title: t("loginFailedToast.title"), description: t("loginFailedToast.text"), variant: "error" });
        }
      }
    },
    [merge, userId, canManage, reloadIntegrations, toast, t],
  );

  useRealtimeEvent(
    COMMAND_EVENT,
    (data) => {
      const command = (data as { command?: CommandJson }).command;
      if (command) moved(command);
    },
    () => void reloadIntegrations(),
  );

  // The fallback for lost events: read each unsettled command again.
  useEffect(() => {
    const timer = setInterval(() => {
      for (const command of Object.values(liveRef.current).filter(isUnsettled)) {
        apiFetch<{ command: CommandJson }>(`/api/integrations/commands/${command.id}`)
          .then((res) => moved(res.command))
          .catch(() => undefined);
      }
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [moved]);

  const replaceIntegration = (next: IntegrationView) =>
    setIntegrations((list) => list.map((i) => (i.id === next.id ? next : i)));
  const describe = (provider: string) =>
    providers.find((p) => p.provider === provider) ?? {
      provider: provider as ProviderDescription["provider"],
      fields: [],
    };

  return (
    <div className="space-y-6">
      {canManage && !connecting && providers.length > 0 ? (
        <Button onClick={() => setConnecting(true)} data-testid="integration-connect">
          {t("connect.open")}
        </Button>
      ) : null}
      {connecting ? (
        <ConnectForm
          providers={providers}
          onClose={() => setConnecting(false)}
          onConnected={(integration, command) => {
            setConnecting(false);
            setIntegrations((list) => [...list.filter((i) => i.id !== integration.id), integration]);
            moved(command);
            toast.show({ title: t("connect.started"), variant: "success" });
          }}
        />
      ) : null}
      {integrations.length === 0 ? (
        <p className="rounded-lg bg-white p-4 text-slate-700 shadow-sm" data-testid="integrations-empty">
          {t("empty")}
        </p>
      ) : (
        integrations.map((integration) => (
          <IntegrationCard
            key={integration.id}
            integration={integration}
            description={describe(integration.provider)}
            canManage={canManage}
            live={live}
            onChanged={replaceIntegration}
            onSeen={merge}
            onMoved={moved}
            onEnterCode={(command) => setTwoFactor(command)}
          />
        ))
      )}
      {twoFactor ? (
        <TwoFactorModal
          key={`${twoFactor.id}:${twoFactor.version}`}
          command={twoFactor}
          onDone={(answer) => {
            setTwoFactor(null);
            if (answer) moved(answer);
          }}
        />
      ) : null}
    </div>
  );
}
