-- AlterTable
ALTER TABLE "group" ADD COLUMN     "login_migration_required_from" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "user" ADD COLUMN     "login_migrated_at" TIMESTAMP(3),
ADD COLUMN     "login_migration_started_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "sign_in_ticket" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "group_id" INTEGER,
    "purpose" TEXT NOT NULL,
    "impersonator_user_id" TEXT,
    "resume_session_id" TEXT,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sign_in_ticket_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sign_in_ticket_user_id_idx" ON "sign_in_ticket"("user_id");

-- AddForeignKey
ALTER TABLE "sign_in_ticket" ADD CONSTRAINT "sign_in_ticket_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
