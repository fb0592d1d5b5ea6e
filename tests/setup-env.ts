// Test-wide environment: fixed secrets so tokens and encrypted fields are reproducible.
process.env.AUTH_SECRET ??= "test-auth-secret-test-auth-secret-0123456789";
process.env.APP_ENCRYPTION_KEY ??= Buffer.alloc(32, 7).toString("base64");
process.env.NEXT_TELEMETRY_DISABLED = "1";
