// The demo company's connection to the Belgian social-secretary portal simulator: the integration row the
// seed writes, its credentials encrypted like any other (the simulator's data is in demo-portal.ts).
import { encryptField } from "@/lib/crypto/field-encryption";
import type { DbClient } from "./factories";

/** Printed by `npm start`: what an admin types to connect the simulator again. */
export const DEMO_PORTAL = {
  customerCode: "DEMO-BE-0001",
  username: "demo.portal",
  // A second portal user whose every login asks for a 6-digit code (shown at /portal/second-factor).
  usernameWithCode: "demo.portal.2fa",
  password: "portal-demo-2026",
} as const;

export async function insertDemoIntegration(tx: DbClient, groupId: number, adminUserId: string): Promise<void> {
  await tx.integration.create({
    data: {
      groupId,
      provider: "be_portal",
      alias: "Social secretariat (simulator)",
      username: DEMO_PORTAL.username,
      customerCode: DEMO_PORTAL.customerCode,
      passwordEnc: encryptField(DEMO_PORTAL.password),
      status: "connected",
      source: "be_portal",
      createdByUserId: adminUserId,
    },
  });
}
