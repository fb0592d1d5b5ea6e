// One autocannon burst against a URL: requests per second and every response's latency (autocannon's own
// summary has no p95), failing on any error or non-2xx answer, since a fast error page is no figure.
import autocannon from "autocannon";

export type Burst = { rps: number; latencies: number[] };

export async function measureBurst(
  url: string,
  options: { connections: number; seconds: number; cookie?: string },
): Promise<Burst> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections: options.connections,
        duration: options.seconds,
        headers: options.cookie ? { cookie: options.cookie } : {},
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on("response", (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  // A burst too short for a slow page may end with no answer at all: no figure then, but no failure.
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${url}: ${result["2xx"]} answers, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  return { rps: result.requests.average, latencies };
}

export function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
}
