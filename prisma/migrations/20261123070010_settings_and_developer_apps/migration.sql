-- AlterTable
ALTER TABLE "group" ADD COLUMN     "access_type" TEXT NOT NULL DEFAULT 'password_and_sso',
ADD COLUMN     "box" TEXT,
ADD COLUMN     "city" TEXT,
ADD COLUMN     "country_code" TEXT,
ADD COLUMN     "email" TEXT,
ADD COLUMN     "enterprise_number" TEXT,
ADD COLUMN     "house_number" TEXT,
ADD COLUMN     "lead_synced_at" TIMESTAMP(3),
ADD COLUMN     "phone" TEXT,
ADD COLUMN     "postal_code" TEXT,
ADD COLUMN     "street" TEXT,
ADD COLUMN     "vat_number" TEXT,
ADD COLUMN     "website" TEXT;

-- CreateTable
CREATE TABLE "client_app" (
    "id" SERIAL NOT NULL,
    "client_id" TEXT NOT NULL,
    "group_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT,
    "homepage_url" TEXT,
    "redirect_uris" TEXT[],
    "scopes" TEXT[],
    "secret_hash" TEXT,
    "is_public" BOOLEAN NOT NULL DEFAULT false,
    "created_by_user_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMP(3),

    CONSTRAINT "client_app_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_grant" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "user_id" TEXT NOT NULL,
    "client_app_id" INTEGER NOT NULL,
    "scopes" TEXT[],
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "revoked_at" TIMESTAMP(3),

    CONSTRAINT "oauth_grant_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_authorization_code" (
    "id" SERIAL NOT NULL,
    "code_hash" TEXT NOT NULL,
    "client_app_id" INTEGER NOT NULL,
    "group_id" INTEGER NOT NULL,
    "user_id" TEXT NOT NULL,
    "scopes" TEXT[],
    "redirect_uri" TEXT NOT NULL,
    "code_challenge" TEXT NOT NULL,
    "code_challenge_method" TEXT NOT NULL DEFAULT 'S256',
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "oauth_authorization_code_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "oauth_token" (
    "id" SERIAL NOT NULL,
    "access_hash" TEXT NOT NULL,
    "refresh_hash" TEXT,
    "client_app_id" INTEGER NOT NULL,
    "group_id" INTEGER NOT NULL,
    "user_id" TEXT NOT NULL,
    "scopes" TEXT[],
    "access_expires_at" TIMESTAMP(3) NOT NULL,
    "refresh_expires_at" TIMESTAMP(3),
    "revoked_at" TIMESTAMP(3),
    "last_used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "oauth_token_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "client_app_client_id_key" ON "client_app"("client_id");

-- CreateIndex
CREATE INDEX "client_app_group_id_idx" ON "client_app"("group_id");

-- CreateIndex
CREATE INDEX "oauth_grant_user_id_idx" ON "oauth_grant"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_grant_group_id_user_id_client_app_id_key" ON "oauth_grant"("group_id", "user_id", "client_app_id");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_authorization_code_code_hash_key" ON "oauth_authorization_code"("code_hash");

-- CreateIndex
CREATE INDEX "oauth_authorization_code_group_id_idx" ON "oauth_authorization_code"("group_id");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_token_access_hash_key" ON "oauth_token"("access_hash");

-- CreateIndex
CREATE UNIQUE INDEX "oauth_token_refresh_hash_key" ON "oauth_token"("refresh_hash");

-- CreateIndex
CREATE INDEX "oauth_token_group_id_user_id_idx" ON "oauth_token"("group_id", "user_id");

-- CreateIndex
CREATE INDEX "oauth_token_client_app_id_idx" ON "oauth_token"("client_app_id");

-- AddForeignKey
ALTER TABLE "client_app" ADD CONSTRAINT "client_app_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_grant" ADD CONSTRAINT "oauth_grant_client_app_id_fkey" FOREIGN KEY ("client_app_id") REFERENCES "client_app"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_authorization_code" ADD CONSTRAINT "oauth_authorization_code_client_app_id_fkey" FOREIGN KEY ("client_app_id") REFERENCES "client_app"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oauth_token" ADD CONSTRAINT "oauth_token_client_app_id_fkey" FOREIGN KEY ("client_app_id") REFERENCES "client_app"("id") ON DELETE CASCADE ON UPDATE CASCADE;
