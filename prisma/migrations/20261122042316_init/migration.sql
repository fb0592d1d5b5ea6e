-- CreateEnum
CREATE TYPE "GroupAccess" AS ENUM ('light', 'full');

-- CreateEnum
CREATE TYPE "Country" AS ENUM ('BE', 'NL');

-- CreateEnum
CREATE TYPE "Language" AS ENUM ('en', 'nl', 'fr');

-- CreateEnum
CREATE TYPE "Role" AS ENUM ('admin', 'default', 'team_only', 'employee');

-- CreateEnum
CREATE TYPE "MembershipStatus" AS ENUM ('invited', 'enabled', 'disabled', 'withdrawn');

-- CreateEnum
CREATE TYPE "Gender" AS ENUM ('male', 'female', 'x');

-- CreateEnum
CREATE TYPE "PayrollPushMethod" AS ENUM ('automatic', 'manual', 'none');

-- CreateTable
CREATE TABLE "reseller" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "custom_domain" TEXT,
    "help_centre_url" TEXT,
    "brand_color" TEXT,
    "single_integration" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "reseller_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "group" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "subdomain" TEXT NOT NULL,
    "group_access" "GroupAccess" NOT NULL DEFAULT 'full',
    "country" "Country" NOT NULL DEFAULT 'BE',
    "reseller_id" INTEGER,
    "trial_ends_at" TIMESTAMP(3),
    "logo" BYTEA,
    "logo_mime" TEXT,
    "custom_domain" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "group_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "feature_flag" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL,
    "value" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "feature_flag_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "audit_log" (
    "id" BIGSERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "actor_user_id" TEXT,
    "impersonator_user_id" TEXT,
    "action" TEXT NOT NULL,
    "object_type" TEXT NOT NULL,
    "object_id" TEXT NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '{}',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "audit_log_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "name" TEXT NOT NULL DEFAULT '',
    "email_verified" TIMESTAMP(3),
    "image" TEXT,
    "password_hash" TEXT,
    "language" "Language",
    "dialect" TEXT,
    "setup_wizard_done" BOOLEAN NOT NULL DEFAULT false,
    "weekly_digest" BOOLEAN NOT NULL DEFAULT false,
    "last_group_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "user_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "membership" (
    "id" SERIAL NOT NULL,
    "user_id" TEXT NOT NULL,
    "group_id" INTEGER NOT NULL,
    "role" "Role" NOT NULL DEFAULT 'default',
    "status" "MembershipStatus" NOT NULL DEFAULT 'enabled',
    "employee_id" INTEGER,
    "read_only" BOOLEAN NOT NULL DEFAULT false,
    "access_wages" BOOLEAN NOT NULL DEFAULT false,
    "access_documents" BOOLEAN NOT NULL DEFAULT true,
    "access_payroll_provider" BOOLEAN NOT NULL DEFAULT false,
    "access_advances_payout" BOOLEAN NOT NULL DEFAULT false,
    "access_employee_insert" BOOLEAN NOT NULL DEFAULT true,
    "access_sensitive_settings" BOOLEAN NOT NULL DEFAULT false,
    "access_excel_exports" BOOLEAN NOT NULL DEFAULT true,
    "access_internal_messages" BOOLEAN NOT NULL DEFAULT true,
    "access_performance_reviews" BOOLEAN NOT NULL DEFAULT false,
    "access_expenses" BOOLEAN NOT NULL DEFAULT true,
    "access_budgets" BOOLEAN NOT NULL DEFAULT false,
    "access_stats" BOOLEAN NOT NULL DEFAULT false,
    "access_calendar" BOOLEAN NOT NULL DEFAULT true,
    "access_assets" BOOLEAN NOT NULL DEFAULT true,
    "access_trainings" BOOLEAN NOT NULL DEFAULT true,
    "access_fleet" BOOLEAN NOT NULL DEFAULT true,
    "access_software" BOOLEAN NOT NULL DEFAULT true,
    "access_workflows" BOOLEAN NOT NULL DEFAULT true,
    "access_employee_details" BOOLEAN NOT NULL DEFAULT true,
    "team_based_access" BOOLEAN NOT NULL DEFAULT false,
    "invited_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "membership_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "user_session" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "group_id" INTEGER,
    "impersonator_user_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "last_seen_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "revoked_at" TIMESTAMP(3),
    "user_agent" TEXT,
    "ip" TEXT,

    CONSTRAINT "user_session_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "account" (
    "id" TEXT NOT NULL,
    "user_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "provider_account_id" TEXT NOT NULL,
    "refresh_token" TEXT,
    "access_token" TEXT,
    "expires_at" INTEGER,
    "token_type" TEXT,
    "scope" TEXT,
    "id_token" TEXT,
    "session_state" TEXT,

    CONSTRAINT "account_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "team_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "team_manager" (
    "team_id" INTEGER NOT NULL,
    "membership_id" INTEGER NOT NULL,

    CONSTRAINT "team_manager_pkey" PRIMARY KEY ("team_id","membership_id")
);

-- CreateTable
CREATE TABLE "team_access" (
    "membership_id" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,

    CONSTRAINT "team_access_pkey" PRIMARY KEY ("membership_id","team_id")
);

-- CreateTable
CREATE TABLE "employee" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "team_id" INTEGER,
    "reports_to_id" INTEGER,
    "employee_number" TEXT,
    "first_name" TEXT NOT NULL,
    "last_name" TEXT NOT NULL,
    "insertion" TEXT,
    "initials" TEXT,
    "last_name_composition" TEXT,
    "insertion_partner" TEXT,
    "last_name_partner" TEXT,
    "email" TEXT,
    "private_email" TEXT,
    "phone" TEXT,
    "birth_date" DATE,
    "birth_place" TEXT,
    "gender" "Gender",
    "nationality" TEXT,
    "national_number_enc" TEXT,
    "national_number_hash" TEXT,
    "iban_enc" TEXT,
    "bic" TEXT,
    "street" TEXT,
    "house_number" TEXT,
    "box" TEXT,
    "postal_code" TEXT,
    "city" TEXT,
    "country_code" TEXT,
    "job_title" TEXT,
    "start_date" DATE,
    "end_date" DATE,
    "seniority_date" DATE,
    "preferred_language" "Language",
    "language_dialect" TEXT,
    "payroll_push_method" "PayrollPushMethod" NOT NULL DEFAULT 'automatic',
    "is_sensitive" BOOLEAN NOT NULL DEFAULT false,
    "photo" BYTEA,
    "photo_mime" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "deleted_at" TIMESTAMP(3),

    CONSTRAINT "employee_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "reseller_custom_domain_key" ON "reseller"("custom_domain");

-- CreateIndex
CREATE UNIQUE INDEX "group_subdomain_key" ON "group"("subdomain");

-- CreateIndex
CREATE UNIQUE INDEX "group_custom_domain_key" ON "group"("custom_domain");

-- CreateIndex
CREATE INDEX "group_reseller_id_idx" ON "group"("reseller_id");

-- CreateIndex
CREATE UNIQUE INDEX "feature_flag_group_id_name_key" ON "feature_flag"("group_id", "name");

-- CreateIndex
CREATE INDEX "audit_log_group_id_object_type_object_id_created_at_idx" ON "audit_log"("group_id", "object_type", "object_id", "created_at");

-- CreateIndex
CREATE INDEX "audit_log_group_id_created_at_idx" ON "audit_log"("group_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "user_email_key" ON "user"("email");

-- CreateIndex
CREATE UNIQUE INDEX "membership_employee_id_key" ON "membership"("employee_id");

-- CreateIndex
CREATE INDEX "membership_group_id_status_idx" ON "membership"("group_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "membership_user_id_group_id_key" ON "membership"("user_id", "group_id");

-- CreateIndex
CREATE INDEX "user_session_user_id_idx" ON "user_session"("user_id");

-- CreateIndex
CREATE INDEX "account_user_id_idx" ON "account"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "account_provider_provider_account_id_key" ON "account"("provider", "provider_account_id");

-- CreateIndex
CREATE INDEX "team_group_id_name_idx" ON "team"("group_id", "name");

-- CreateIndex
CREATE INDEX "team_manager_membership_id_idx" ON "team_manager"("membership_id");

-- CreateIndex
CREATE INDEX "team_access_team_id_idx" ON "team_access"("team_id");

-- CreateIndex
CREATE INDEX "employee_group_id_deleted_at_last_name_idx" ON "employee"("group_id", "deleted_at", "last_name");

-- CreateIndex
CREATE INDEX "employee_group_id_team_id_idx" ON "employee"("group_id", "team_id");

-- CreateIndex
CREATE INDEX "employee_group_id_national_number_hash_idx" ON "employee"("group_id", "national_number_hash");

-- CreateIndex
CREATE INDEX "employee_reports_to_id_idx" ON "employee"("reports_to_id");

-- AddForeignKey
ALTER TABLE "group" ADD CONSTRAINT "group_reseller_id_fkey" FOREIGN KEY ("reseller_id") REFERENCES "reseller"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feature_flag" ADD CONSTRAINT "feature_flag_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "membership" ADD CONSTRAINT "membership_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "membership" ADD CONSTRAINT "membership_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "membership" ADD CONSTRAINT "membership_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "user_session" ADD CONSTRAINT "user_session_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "account" ADD CONSTRAINT "account_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team" ADD CONSTRAINT "team_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_manager" ADD CONSTRAINT "team_manager_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_manager" ADD CONSTRAINT "team_manager_membership_id_fkey" FOREIGN KEY ("membership_id") REFERENCES "membership"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_access" ADD CONSTRAINT "team_access_membership_id_fkey" FOREIGN KEY ("membership_id") REFERENCES "membership"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "team_access" ADD CONSTRAINT "team_access_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee" ADD CONSTRAINT "employee_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee" ADD CONSTRAINT "employee_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee" ADD CONSTRAINT "employee_reports_to_id_fkey" FOREIGN KEY ("reports_to_id") REFERENCES "employee"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- ---------------------------------------------------------------------------------------------------------
-- Hand-written (not generated by Prisma): audit_log is append-only.
-- Any UPDATE, DELETE or TRUNCATE on audit_log raises an exception, whoever runs it (the app, a script, psql).
-- Prisma does not model functions or triggers, so later generated migrations leave these alone.
-- Removing history on purpose (e.g. a retention job) needs a migration that drops or disables the trigger.
-- ---------------------------------------------------------------------------------------------------------

-- CreateFunction
CREATE FUNCTION "audit_log_append_only"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only: % is not allowed', TG_OP
    USING ERRCODE = 'insufficient_privilege', HINT = 'Insert a new audit_log row instead.';
END;
$$;

-- CreateTrigger
CREATE TRIGGER "audit_log_no_update" BEFORE UPDATE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();

-- CreateTrigger
CREATE TRIGGER "audit_log_no_delete" BEFORE DELETE ON "audit_log"
  FOR EACH ROW EXECUTE FUNCTION "audit_log_append_only"();

-- CreateTrigger
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_append_only"();
