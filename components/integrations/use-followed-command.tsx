"use client";
// Follows a command this user started from a payroll screen (a calendar check, a wage-component read) until
// it is over: its moves arrive over the realtime channel, and while it is unsettled it is read again every
// few seconds (GET /api/integrations/commands/{id}), so a lost event only delays it. When the portal asks
// for a second factor, the two-factor modal opens for the starter (the command's own 2fa routes, which let
// the starter answer: lib/access/command-rights.ts); closing it early cancels the command as everywhere.
import { useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/client/api-fetch";
import { useRealtimeEvent } from "@/components/notifications/use-realtime-event";
import { isUnsettled, newer, waitsForCode, type CommandJson } from "./integration-types";
import { TwoFactorModal } from "./two-factor-modal";

const COMMAND_EVENT = "integration-command";
const POLL_MS = 2000;

/** Over: succeeded, failed, cancelled, or refused without a challenge to answer again. */
const isOver = (c: CommandJson) => !isUnsettled(c) && !waitsForCode(c);

export function useFollowedCommand(onOver: (command: CommandJson) => void) {
  const [command, setCommand] = useState<CommandJson | null>(null);
  // The question (command id:version) whose answer failed: not asked again until the command moves.
  const [dropped, setDropped] = useState<string | null>(null);
  const latest = useRef(onOver);
  useEffect(() => {
    latest.current = onOver;
  });
  const update = (next: CommandJson) =>
    setCommand((current) => (current?.id === next.id ? newer(current, next) : current));

  useRealtimeEvent(COMMAND_EVENT, (data) => {
    const moved = (data as { command?: CommandJson }).command;
    if (moved) update(moved);
  });

  const id = command?.id;
  const unsettled = command !== null && isUnsettled(command);
  useEffect(() => {
    if (id === undefined || !unsettled) return;
    const timer = setInterval(() => {
      apiFetch<{ command: CommandJson }>(`/api/integrations/commands/${id}`)
        .then((res) => update(res.command))
        .catch(() => undefined); // the next tick or event tries again
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [id, unsettled]);

  useEffect(() => {
    if (command && isOver(command)) {
      setCommand(null);
      latest.current(command);
    }
  }, [command]);

  const question = command ? `${command.id}:${command.version}` : null;
  const modal =
    command && waitsForCode(command) && dropped !== question ? (
      <TwoFactorModal
        key={question}
        command={command}
        onDone={(answer) => (answer ? update(answer) : setDropped(question))}
      />
    ) : null;

  return {
    /** Starts following a command the caller just started (the id its start call answered). */
    follow: async (commandId: number) => {
      const res = await apiFetch<{ command: CommandJson }>(`/api/integrations/commands/${commandId}`);
      setCommand(res.command);
    },
    following: command !== null,
    /** The two-factor modal while the portal waits for this user's code; render it somewhere. */
    modal,
  };
}
