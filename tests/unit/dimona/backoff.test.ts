// The Dimona job's rhythm: polling as the public client (1 s for 30 s, 60 s to 20 min, then hourly), and
// send retries that double from 1 s up to an hour.
import { pollDelayMs, sendRetryDelayMs } from "@/lib/dimona/backoff";

it("polls every second for the first 30 seconds", () => {
  expect(pollDelayMs(0)).toBe(1_000);
  expect(pollDelayMs(29_999)).toBe(1_000);
});
it("then every minute up to 20 minutes", () => {
  expect(pollDelayMs(30_000)).toBe(60_000);
  expect(pollDelayMs(20 * 60_000 - 1)).toBe(60_000);
});
it("then hourly", () => expect(pollDelayMs(20 * 60_000)).toBe(3_600_000));
it("retries a send after 1, 2, 4 ... seconds, at most an hour apart", () => {
  expect([1, 2, 3, 4].map(sendRetryDelayMs)).toEqual([1_000, 2_000, 4_000, 8_000]);
  expect(sendRetryDelayMs(50)).toBe(3_600_000);
});
