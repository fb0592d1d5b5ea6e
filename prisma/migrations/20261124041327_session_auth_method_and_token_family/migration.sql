-- AlterTable
ALTER TABLE "oauth_token" ADD COLUMN     "family_id" TEXT;

-- AlterTable
ALTER TABLE "sign_in_ticket" ADD COLUMN     "via_sso" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "user_session" ADD COLUMN     "via_sso" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "oauth_token_family_id_idx" ON "oauth_token"("family_id");
