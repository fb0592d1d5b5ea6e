-- CreateEnum
CREATE TYPE "TemporaryUnemploymentKind" AS ENUM ('economic', 'force_majeure', 'weather');

-- CreateEnum
CREATE TYPE "PayrollMonthPushStatus" AS ENUM ('queued', 'succeeded', 'failed');

-- AlterEnum
ALTER TYPE "IntegrationCommandKind" ADD VALUE 'push_month';

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationType" ADD VALUE 'payroll_month_pushed';
ALTER TYPE "NotificationType" ADD VALUE 'payroll_month_push_failed';

-- CreateTable
CREATE TABLE "payroll_one_off_type" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "payroll_one_off_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "one_off_wage_component" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "type_id" INTEGER NOT NULL,
    "total_value_cents" INTEGER,
    "hours" DECIMAL(10,2),
    "days" DECIMAL(10,2),
    "unity" DECIMAL(10,2),
    "amount_cents" INTEGER,
    "percentage" DECIMAL(7,2),
    "is_periodical" BOOLEAN NOT NULL DEFAULT false,
    "is_negative" BOOLEAN NOT NULL DEFAULT false,
    "is_barema" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "one_off_wage_component_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payroll_special_message" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "message" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "payroll_special_message_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payroll_advance" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "payment_date" DATE NOT NULL,
    "amount_cents" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "payroll_advance_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "temporary_unemployment" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "kind" "TemporaryUnemploymentKind" NOT NULL,
    "days" DECIMAL(4,1) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "temporary_unemployment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payroll_month_push" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "integration_id" INTEGER NOT NULL,
    "command_id" INTEGER,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "status" "PayrollMonthPushStatus" NOT NULL DEFAULT 'queued',
    "is_retry" BOOLEAN NOT NULL DEFAULT false,
    "request" JSONB NOT NULL DEFAULT '{}',
    "people_sent" INTEGER NOT NULL DEFAULT 0,
    "lines" INTEGER NOT NULL DEFAULT 0,
    "difference" JSONB,
    "receipt" JSONB,
    "duration_ms" INTEGER,
    "error_reason" TEXT,
    "actor_user_id" TEXT NOT NULL,
    "impersonator_user_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "finished_at" TIMESTAMP(3),

    CONSTRAINT "payroll_month_push_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "payroll_month_sent" (
    "group_id" INTEGER NOT NULL,
    "integration_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "lines" JSONB NOT NULL,
    "push_id" INTEGER NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "payroll_month_sent_pkey" PRIMARY KEY ("integration_id","year","month","employee_id")
);

-- CreateIndex
CREATE UNIQUE INDEX "payroll_one_off_type_group_id_code_key" ON "payroll_one_off_type"("group_id", "code");

-- CreateIndex
CREATE INDEX "one_off_wage_component_group_id_year_month_employee_id_idx" ON "one_off_wage_component"("group_id", "year", "month", "employee_id");

-- CreateIndex
CREATE INDEX "one_off_wage_component_employee_id_idx" ON "one_off_wage_component"("employee_id");

-- CreateIndex
CREATE INDEX "payroll_special_message_group_id_year_month_idx" ON "payroll_special_message"("group_id", "year", "month");

-- CreateIndex
CREATE UNIQUE INDEX "payroll_special_message_group_id_employee_id_year_month_key" ON "payroll_special_message"("group_id", "employee_id", "year", "month");

-- CreateIndex
CREATE INDEX "payroll_advance_group_id_year_month_idx" ON "payroll_advance"("group_id", "year", "month");

-- CreateIndex
CREATE UNIQUE INDEX "payroll_advance_group_id_employee_id_payment_date_key" ON "payroll_advance"("group_id", "employee_id", "payment_date");

-- CreateIndex
CREATE INDEX "temporary_unemployment_group_id_year_month_idx" ON "temporary_unemployment"("group_id", "year", "month");

-- CreateIndex
CREATE UNIQUE INDEX "temporary_unemployment_group_id_employee_id_year_month_kind_key" ON "temporary_unemployment"("group_id", "employee_id", "year", "month", "kind");

-- CreateIndex
CREATE UNIQUE INDEX "payroll_month_push_command_id_key" ON "payroll_month_push"("command_id");

-- CreateIndex
CREATE INDEX "payroll_month_push_group_id_year_month_created_at_idx" ON "payroll_month_push"("group_id", "year", "month", "created_at");

-- CreateIndex
CREATE INDEX "payroll_month_sent_group_id_integration_id_year_month_idx" ON "payroll_month_sent"("group_id", "integration_id", "year", "month");

-- AddForeignKey
ALTER TABLE "payroll_one_off_type" ADD CONSTRAINT "payroll_one_off_type_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "one_off_wage_component" ADD CONSTRAINT "one_off_wage_component_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "one_off_wage_component" ADD CONSTRAINT "one_off_wage_component_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "one_off_wage_component" ADD CONSTRAINT "one_off_wage_component_type_id_fkey" FOREIGN KEY ("type_id") REFERENCES "payroll_one_off_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payroll_special_message" ADD CONSTRAINT "payroll_special_message_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payroll_special_message" ADD CONSTRAINT "payroll_special_message_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payroll_advance" ADD CONSTRAINT "payroll_advance_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payroll_advance" ADD CONSTRAINT "payroll_advance_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "temporary_unemployment" ADD CONSTRAINT "temporary_unemployment_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "temporary_unemployment" ADD CONSTRAINT "temporary_unemployment_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payroll_month_push" ADD CONSTRAINT "payroll_month_push_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payroll_month_push" ADD CONSTRAINT "payroll_month_push_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payroll_month_sent" ADD CONSTRAINT "payroll_month_sent_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integration"("id") ON DELETE CASCADE ON UPDATE CASCADE;
