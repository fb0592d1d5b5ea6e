// When the Dimona job looks again. Polling a sent declaration follows the public client's rhythm (domain
// file): every second for the first 30 s, then every minute up to 20 minutes, then hourly. A send the RSZ
// could not take (500, no answer, token refused) is tried again after 1, 2, 4 ... seconds, at most an hour
// apart: the declaration stays pending, never dropped.

export function pollDelayMs(sinceSentMs: number): number {
  if (sinceSentMs < 30_000) return 1_000;
  if (sinceSentMs < 20 * 60_000) return 60_000;
  return 60 * 60_000;
}

export function sendRetryDelayMs(failedAttempts: number): number {
  const exponent = Math.max(0, Math.min(failedAttempts - 1, 12));
  return Math.min(1_000 * 2 ** exponent, 60 * 60_000);
}
