"use client";
// Module listeners on the user's realtime channel (NotificationsProvider holds the one connection and
// hands `listen` down through this context; use-realtime-event.ts reads it). A file of its own so a
// screen that listens does not pull in the notifications UI and its texts.
import { createContext } from "react";

/** Subscribes a handler to one event name; returns the unsubscribe. */
export type RealtimeListen = (event: string, handler: (data: unknown) => void) => () => void;

export const RealtimeListenContext = createContext<RealtimeListen | null>(null);

/** The pseudo-event fired when the realtime connection came back after a loss (events sent meanwhile are lost). */
export const RECONNECTED = "reconnected";
