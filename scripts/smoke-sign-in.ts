// CI smoke test: waits for a started app, signs in over HTTP, reads /user/details (a spec path without
// /api) and checks that the API refuses a caller without a session.
// Usage: npx tsx scripts/smoke-sign-in.ts URL EMAIL PASSWORD
import { signInOverHttp, waitForServer } from "../tests/support/sign-in-over-http";

async function main() {
  const [base, email, password] = process.argv.slice(2) as [string, string, string];
  await waitForServer(`${base}/login`);
  const cookie = await signInOverHttp(base, email, password);
  const details = await fetch(`${base}/user/details`, { headers: { cookie } });
  const body = (await details.json()) as { email?: string; group_name?: string; employee_count?: number };
  if (details.status !== 200 || body.email !== email)
    throw new Error(`sign-in failed: ${details.status} ${JSON.stringify(body)}`);
  const anonymous = await fetch(`${base}/api/teams/list`);
  if (anonymous.status !== 401) throw new Error(`expected 401 without a session, got ${anonymous.status}`);
  console.log(`smoke ok: signed in as ${body.email} in ${body.group_name} (${body.employee_count} employees)`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
