-- AlterTable
ALTER TABLE "group" ADD COLUMN     "custom_domain_token" TEXT,
ADD COLUMN     "custom_domain_verified_at" TIMESTAMP(3),
ADD COLUMN     "pending_custom_domain" TEXT;

-- Domains set before ownership checks existed were never proven: they become pending claims with a fresh
-- token, and stop branding and routing until their company verifies them.
UPDATE "group"
SET "pending_custom_domain" = "custom_domain", "custom_domain_token" = md5(random()::text || "id"::text), "custom_domain" = NULL
WHERE "custom_domain" IS NOT NULL;
