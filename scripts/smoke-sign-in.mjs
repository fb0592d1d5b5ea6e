// Signs in over HTTP the way a script would (Auth.js csrf, then callback/credentials) and reads
// /user/details. Waits for the server to come up first. Usage: node scripts/smoke-sign-in.mjs URL EMAIL PASSWORD
const [base, email, password] = process.argv.slice(2);
const deadline = Date.now() + 240_000;
const jar = new Map();
const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
const keep = (res) => {
  for (const line of res.headers.getSetCookie()) {
    const [pair] = line.split(";");
    const i = pair.indexOf("=");
    jar.set(pair.slice(0, i), pair.slice(i + 1));
  }
};

async function waitForServer() {
  for (;;) {
    try {
      const res = await fetch(`${base}/login`);
      if (res.ok) return;
    } catch {}
    if (Date.now() > deadline) throw new Error("server did not start in time");
    await new Promise((r) => setTimeout(r, 1000));
  }
}

await waitForServer();
const csrfRes = await fetch(`${base}/api/auth/csrf`);
keep(csrfRes);
const { csrfToken } = await csrfRes.json();
const signIn = await fetch(`${base}/api/auth/callback/credentials`, {
  method: "POST",
  redirect: "manual",
  headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookieHeader() },
  body: new URLSearchParams({ email, password, csrfToken }),
});
keep(signIn);
const details = await fetch(`${base}/user/details`, { headers: { cookie: cookieHeader() } });
const body = await details.json();
if (details.status !== 200 || body.email !== email) {
  console.error("smoke sign-in failed", details.status, body);
  process.exit(1);
}
const anon = await fetch(`${base}/api/teams/list`);
if (anon.status !== 401) {
  console.error("expected 401 without a session, got", anon.status);
  process.exit(1);
}
console.log(`smoke ok: signed in as ${body.email} in ${body.group_name} (${body.employee_count} employees)`);
