-- CreateEnum
CREATE TYPE "ResellerMessageSource" AS ENUM ('reseller', 'provider');

-- AlterEnum
ALTER TYPE "NotificationType" ADD VALUE 'reseller_message';

-- CreateTable
CREATE TABLE "reseller_message" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "source" "ResellerMessageSource" NOT NULL,
    "reseller_id" INTEGER,
    "integration_id" INTEGER,
    "external_id" TEXT,
    "author_user_id" TEXT,
    "author_name" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "read_at" TIMESTAMP(3),
    "read_by_user_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reseller_message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reseller_user" (
    "reseller_id" INTEGER NOT NULL,
    "user_id" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reseller_user_pkey" PRIMARY KEY ("reseller_id","user_id")
);

-- CreateIndex
CREATE INDEX "reseller_message_group_id_created_at_idx" ON "reseller_message"("group_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "reseller_message_integration_id_external_id_key" ON "reseller_message"("integration_id", "external_id");

-- CreateIndex
CREATE INDEX "reseller_user_user_id_idx" ON "reseller_user"("user_id");

-- AddForeignKey
ALTER TABLE "reseller_message" ADD CONSTRAINT "reseller_message_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reseller_message" ADD CONSTRAINT "reseller_message_reseller_id_fkey" FOREIGN KEY ("reseller_id") REFERENCES "reseller"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reseller_message" ADD CONSTRAINT "reseller_message_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reseller_user" ADD CONSTRAINT "reseller_user_reseller_id_fkey" FOREIGN KEY ("reseller_id") REFERENCES "reseller"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reseller_user" ADD CONSTRAINT "reseller_user_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
