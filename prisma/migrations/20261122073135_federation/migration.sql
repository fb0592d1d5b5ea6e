-- AlterTable
ALTER TABLE "account" ADD COLUMN     "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
ADD COLUMN     "email" TEXT;

-- AlterTable
ALTER TABLE "membership" ADD COLUMN     "login_migration_required_from" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "user_session" ADD COLUMN     "impersonator_session_id" TEXT;

-- CreateTable
CREATE TABLE "saml_setting" (
    "group_id" INTEGER NOT NULL,
    "entity_id" TEXT NOT NULL,
    "single_sign_on_url" TEXT NOT NULL,
    "certificate" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "saml_setting_pkey" PRIMARY KEY ("group_id")
);

-- CreateTable
CREATE TABLE "saml_request" (
    "id" TEXT NOT NULL,
    "group_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),

    CONSTRAINT "saml_request_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "saml_assertion_use" (
    "id" TEXT NOT NULL,
    "group_id" INTEGER NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saml_assertion_use_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oidc_login_state" (
    "id" TEXT NOT NULL,
    "code_verifier" TEXT NOT NULL,
    "nonce" TEXT NOT NULL,
    "intent" TEXT NOT NULL,
    "user_id" TEXT,
    "session_id" TEXT,
    "redirect_to" TEXT NOT NULL DEFAULT '/',
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "oidc_login_state_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "link_account_token" (
    "id" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_account_id" TEXT NOT NULL,
    "email" TEXT,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "link_account_token_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "saml_request_group_id_created_at_idx" ON "saml_request"("group_id", "created_at");

-- CreateIndex
CREATE INDEX "saml_request_expires_at_idx" ON "saml_request"("expires_at");

-- CreateIndex
CREATE INDEX "saml_assertion_use_expires_at_idx" ON "saml_assertion_use"("expires_at");

-- CreateIndex
CREATE INDEX "oidc_login_state_expires_at_idx" ON "oidc_login_state"("expires_at");

-- CreateIndex
CREATE INDEX "link_account_token_expires_at_idx" ON "link_account_token"("expires_at");

-- AddForeignKey
ALTER TABLE "saml_setting" ADD CONSTRAINT "saml_setting_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;
