-- CreateEnum
CREATE TYPE "IntegrationProvider" AS ENUM ('be_portal', 'nl_payroll');

-- CreateEnum
CREATE TYPE "IntegrationStatus" AS ENUM ('pending', 'connected', 'login_failure', 'disabled');

-- CreateEnum
CREATE TYPE "IntegrationCommandKind" AS ENUM ('login', 'sync_people', 'sync_reference_lists', 'onboard');

-- CreateEnum
CREATE TYPE "IntegrationCommandStatus" AS ENUM ('queued', 'running', 'awaiting_2fa', 'login_failure', 'succeeded', 'failed', 'cancelled');

-- CreateEnum
CREATE TYPE "ProviderReferenceKind" AS ENUM ('department', 'cost_centre', 'function', 'qualification');

-- CreateTable
CREATE TABLE "integration" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "provider" "IntegrationProvider" NOT NULL,
    "alias" TEXT NOT NULL,
    "username" TEXT NOT NULL,
    "customer_code" TEXT NOT NULL,
    "password_enc" TEXT NOT NULL,
    "secret_enc" TEXT,
    "status" "IntegrationStatus" NOT NULL DEFAULT 'pending',
    "source" TEXT NOT NULL,
    "settings" JSONB NOT NULL DEFAULT '{}',
    "last_sync_at" TIMESTAMP(3),
    "created_by_user_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "disabled_at" TIMESTAMP(3),

    CONSTRAINT "integration_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "integration_command" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "integration_id" INTEGER NOT NULL,
    "kind" "IntegrationCommandKind" NOT NULL,
    "status" "IntegrationCommandStatus" NOT NULL DEFAULT 'queued',
    "payload" JSONB NOT NULL DEFAULT '{}',
    "result" JSONB,
    "error_reason" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "actor_user_id" TEXT NOT NULL,
    "impersonator_user_id" TEXT,
    "provider_state_enc" TEXT,
    "username_requested" BOOLEAN NOT NULL DEFAULT false,
    "version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,
    "started_at" TIMESTAMP(3),
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "integration_command_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "integration_command_history" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "command_id" INTEGER NOT NULL,
    "status" "IntegrationCommandStatus" NOT NULL,
    "message" TEXT,
    "actor_user_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "integration_command_history_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "provider_reference" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "integration_id" INTEGER NOT NULL,
    "kind" "ProviderReferenceKind" NOT NULL,
    "code" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "provider_reference_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employee_provider_link" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "integration_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "external_id" TEXT NOT NULL,
    "matched_by" TEXT NOT NULL,
    "last_seen" JSONB,
    "linked_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "employee_provider_link_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "integration_group_id_status_idx" ON "integration"("group_id", "status");

-- CreateIndex
CREATE UNIQUE INDEX "integration_group_id_provider_customer_code_key" ON "integration"("group_id", "provider", "customer_code");

-- CreateIndex
CREATE INDEX "integration_command_group_id_integration_id_created_at_idx" ON "integration_command"("group_id", "integration_id", "created_at");

-- CreateIndex
CREATE INDEX "integration_command_history_group_id_command_id_id_idx" ON "integration_command_history"("group_id", "command_id", "id");

-- CreateIndex
CREATE INDEX "provider_reference_group_id_integration_id_kind_idx" ON "provider_reference"("group_id", "integration_id", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "provider_reference_integration_id_kind_code_key" ON "provider_reference"("integration_id", "kind", "code");

-- CreateIndex
CREATE INDEX "employee_provider_link_group_id_employee_id_idx" ON "employee_provider_link"("group_id", "employee_id");

-- CreateIndex
CREATE UNIQUE INDEX "employee_provider_link_integration_id_external_id_key" ON "employee_provider_link"("integration_id", "external_id");

-- CreateIndex
CREATE UNIQUE INDEX "employee_provider_link_integration_id_employee_id_key" ON "employee_provider_link"("integration_id", "employee_id");

-- AddForeignKey
ALTER TABLE "integration" ADD CONSTRAINT "integration_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_command" ADD CONSTRAINT "integration_command_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_command" ADD CONSTRAINT "integration_command_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "integration_command_history" ADD CONSTRAINT "integration_command_history_command_id_fkey" FOREIGN KEY ("command_id") REFERENCES "integration_command"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "provider_reference" ADD CONSTRAINT "provider_reference_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_provider_link" ADD CONSTRAINT "employee_provider_link_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_provider_link" ADD CONSTRAINT "employee_provider_link_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;
