-- CreateEnum
CREATE TYPE "UpgradeRequestKind" AS ENUM ('light_to_full', 'light_to_full_via_reseller', 'demo', 'sso');

-- CreateEnum
CREATE TYPE "UpgradeRequestStatus" AS ENUM ('completed', 'open');

-- CreateEnum
CREATE TYPE "CelebratoryFeature" AS ENUM ('self_service', 'documents', 'user_rights');

-- CreateEnum
CREATE TYPE "CelebratoryAction" AS ENUM ('ignored', 'booked', 'visited');

-- CreateEnum
CREATE TYPE "NameOrder" AS ENUM ('first_last', 'last_first');

-- CreateEnum
CREATE TYPE "CalendarSort" AS ENUM ('name', 'last_name', 'id');

-- CreateTable
CREATE TABLE "upgrade_request" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "requested_by_user_id" TEXT,
    "kind" "UpgradeRequestKind" NOT NULL,
    "status" "UpgradeRequestStatus" NOT NULL,
    "source" TEXT NOT NULL,
    "reseller_id" INTEGER,
    "employee_count" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "upgrade_request_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "reseller_upgrade_contact" (
    "reseller_id" INTEGER NOT NULL,
    "contact_email" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reseller_upgrade_contact_pkey" PRIMARY KEY ("reseller_id")
);

-- CreateTable
CREATE TABLE "survey_participant" (
    "user_id" TEXT NOT NULL,
    "login_count" INTEGER NOT NULL DEFAULT 0,
    "last_tracked_session" TEXT,
    "last_shown_at" TIMESTAMP(3),
    "last_responded_at" TIMESTAMP(3),
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "survey_participant_pkey" PRIMARY KEY ("user_id")
);

-- CreateTable
CREATE TABLE "survey_reply" (
    "id" BIGSERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "user_id" TEXT NOT NULL,
    "platform" TEXT NOT NULL,
    "skipped" BOOLEAN NOT NULL DEFAULT false,
    "score" INTEGER,
    "comment" TEXT,
    "locale" TEXT,
    "name" TEXT,
    "email" TEXT,
    "role" TEXT,
    "admin" BOOLEAN NOT NULL DEFAULT false,
    "account_edition" TEXT,
    "group_name" TEXT,
    "reseller_id" INTEGER,
    "active_integration" TEXT,
    "number_of_employees" INTEGER,
    "browser_data" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "survey_reply_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "celebratory_trigger_action" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "user_id" TEXT NOT NULL,
    "feature" "CelebratoryFeature" NOT NULL,
    "action" "CelebratoryAction" NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "celebratory_trigger_action_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "table_preference" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "user_id" TEXT NOT NULL,
    "table_key" TEXT NOT NULL,
    "per_page" INTEGER NOT NULL,
    "columns" TEXT[],
    "name_order" "NameOrder" NOT NULL DEFAULT 'first_last',
    "calendar_sort" "CalendarSort" NOT NULL DEFAULT 'name',
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "table_preference_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "upgrade_request_group_id_kind_created_at_idx" ON "upgrade_request"("group_id", "kind", "created_at");

-- CreateIndex
CREATE INDEX "survey_reply_group_id_created_at_idx" ON "survey_reply"("group_id", "created_at");

-- CreateIndex
CREATE INDEX "survey_reply_user_id_created_at_idx" ON "survey_reply"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "celebratory_trigger_action_group_id_user_id_feature_key" ON "celebratory_trigger_action"("group_id", "user_id", "feature");

-- CreateIndex
CREATE UNIQUE INDEX "table_preference_group_id_user_id_table_key_key" ON "table_preference"("group_id", "user_id", "table_key");

-- AddForeignKey
ALTER TABLE "upgrade_request" ADD CONSTRAINT "upgrade_request_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "upgrade_request" ADD CONSTRAINT "upgrade_request_requested_by_user_id_fkey" FOREIGN KEY ("requested_by_user_id") REFERENCES "user"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reseller_upgrade_contact" ADD CONSTRAINT "reseller_upgrade_contact_reseller_id_fkey" FOREIGN KEY ("reseller_id") REFERENCES "reseller"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "survey_participant" ADD CONSTRAINT "survey_participant_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "survey_reply" ADD CONSTRAINT "survey_reply_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "survey_reply" ADD CONSTRAINT "survey_reply_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "celebratory_trigger_action" ADD CONSTRAINT "celebratory_trigger_action_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "celebratory_trigger_action" ADD CONSTRAINT "celebratory_trigger_action_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "table_preference" ADD CONSTRAINT "table_preference_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "table_preference" ADD CONSTRAINT "table_preference_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;
