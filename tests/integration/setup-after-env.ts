// Every integration test file closes its database at the end, so jest exits without waiting on PGlite's
// timers or the pg pool's idle connections. Mail sent in the background (notices, leave decisions) is
// settled first, so nothing writes after the file's environment is gone.
import { backgroundMailSettled } from "@/lib/mail/send-mail";
import { closeTestDatabase } from "./helpers/db";

// A real database on a busy 2-core machine: a few seconds per test is normal, 5 s is too tight.
jest.setTimeout(30_000);

afterAll(async () => {
  await backgroundMailSettled();
  await closeTestDatabase();
});
