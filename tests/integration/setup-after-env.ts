// Every integration test file closes its database at the end, so jest exits without waiting on PGlite's
// timers or the pg pool's idle connections.
import { closeTestDatabase } from "./helpers/db";

afterAll(closeTestDatabase);
