// Usage: npx tsx scripts/db/seed.ts   (npm run db:seed)
// Seeds the demo companies and users into the configured database when it has no company yet; a database
// that already holds data is left alone. Migrations are brought up to date first, and the secrets come from
// the same place `npm start` takes them, so the app can decrypt what is seeded here.
import { demoPassword, loadEnvAndSecrets, migrateAndSeed, runScript } from "../bootstrap";

async function main() {
  loadEnvAndSecrets();
  const started = performance.now();
  const { target, applied, seeded } = await migrateAndSeed();
  if (applied.length) console.log(`Applied ${applied.length} migration(s) to ${target}.`);
  if (!seeded) {
    console.log(`${target} already holds companies: not seeding.`);
    return;
  }
  const ms = Math.round(performance.now() - started);
  const { full, light } = seeded.groups;
  console.log(`Seeded ${target} in ${ms} ms:
  ${full.name} (subdomain ${full.subdomain}, ${full.groupAccess}): ${seeded.employeeCounts.full} employees in ${seeded.teamCounts.full} teams
  ${light.name} (subdomain ${light.subdomain}, ${light.groupAccess}): ${seeded.employeeCounts.light} employees in ${seeded.teamCounts.light} teams
Users (password: ${process.env.DEMO_PASSWORD ? "the DEMO_PASSWORD you set" : demoPassword()}):
  ${seeded.users.admin.email.padEnd(22)} admin of both companies, every access switch on
  ${seeded.users.manager.email.padEnd(22)} ${seeded.users.manager.name}, team_only manager of Logistics
  ${seeded.users.readonly.email.padEnd(22)} read-only (role default)
  ${seeded.users.payroll.email.padEnd(22)} ${seeded.users.payroll.name}, payroll officer (role default, wages access)
  ${seeded.users.employee.email.padEnd(22)} ${seeded.users.employee.name}, self-service employee`);
}

runScript(main);
