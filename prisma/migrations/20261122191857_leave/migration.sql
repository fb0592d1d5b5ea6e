-- CreateEnum
CREATE TYPE "LeaveUnit" AS ENUM ('days', 'hours');

-- CreateEnum
CREATE TYPE "LeaveRequestStatus" AS ENUM ('pending', 'approved', 'declined', 'cancelled', 'deletion_requested');

-- CreateEnum
CREATE TYPE "LeaveLedgerKind" AS ENUM ('entitlement', 'accrual', 'request', 'adjustment', 'carry_over', 'expiry');

-- CreateEnum
CREATE TYPE "EmploymentNature" AS ENUM ('worker', 'employee');

-- CreateTable
CREATE TABLE "day_off_type" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "name" TEXT,
    "unit" "LeaveUnit" NOT NULL DEFAULT 'days',
    "needs_approval" BOOLEAN NOT NULL DEFAULT true,
    "self_request" BOOLEAN NOT NULL DEFAULT true,
    "tracks_balance" BOOLEAN NOT NULL DEFAULT false,
    "yearly_allowance" DECIMAL(10,2),
    "colour" TEXT NOT NULL DEFAULT '#2563eb',
    "payroll_codes" JSONB NOT NULL DEFAULT '{}',
    "archived_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "day_off_type_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "leave_request" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "day_off_type_id" INTEGER NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE NOT NULL,
    "start_part" TEXT NOT NULL DEFAULT 'full',
    "end_part" TEXT NOT NULL DEFAULT 'full',
    "minutes" INTEGER,
    "amount" DECIMAL(10,2) NOT NULL,
    "status" "LeaveRequestStatus" NOT NULL DEFAULT 'pending',
    "note" TEXT,
    "requested_by_user_id" TEXT NOT NULL,
    "decided_by_user_id" TEXT,
    "decided_at" TIMESTAMP(3),
    "decision_note" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "leave_request_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "leave_approval" (
    "request_id" INTEGER NOT NULL,
    "membership_id" INTEGER NOT NULL,
    "decision" TEXT,
    "decided_at" TIMESTAMP(3),

    CONSTRAINT "leave_approval_pkey" PRIMARY KEY ("request_id","membership_id")
);

-- CreateTable
CREATE TABLE "leave_ledger_entry" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "day_off_type_id" INTEGER NOT NULL,
    "date" DATE NOT NULL,
    "kind" "LeaveLedgerKind" NOT NULL,
    "amount" DECIMAL(10,2) NOT NULL,
    "expires_on" DATE,
    "request_id" INTEGER,
    "note" TEXT,
    "created_by_user_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "leave_ledger_entry_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "leave_allowance_exception" (
    "employee_id" INTEGER NOT NULL,
    "day_off_type_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "amount" DECIMAL(10,2) NOT NULL,

    CONSTRAINT "leave_allowance_exception_pkey" PRIMARY KEY ("employee_id","day_off_type_id","year")
);

-- CreateTable
CREATE TABLE "work_schedule" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "valid_from" DATE NOT NULL,
    "weeks" JSONB NOT NULL,
    "cycle_start" DATE NOT NULL,
    "employment_nature" "EmploymentNature" NOT NULL DEFAULT 'employee',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "work_schedule_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "holiday_replacement" (
    "group_id" INTEGER NOT NULL,
    "holiday_date" DATE NOT NULL,
    "replacement_date" DATE NOT NULL,

    CONSTRAINT "holiday_replacement_pkey" PRIMARY KEY ("group_id","holiday_date")
);

-- CreateTable
CREATE TABLE "leave_locked_month" (
    "group_id" INTEGER NOT NULL,
    "month" TEXT NOT NULL,
    "locked_by_user_id" TEXT NOT NULL,
    "locked_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "leave_locked_month_pkey" PRIMARY KEY ("group_id","month")
);

-- CreateIndex
CREATE INDEX "day_off_type_group_id_idx" ON "day_off_type"("group_id");

-- CreateIndex
CREATE UNIQUE INDEX "day_off_type_group_id_kind_name_key" ON "day_off_type"("group_id", "kind", "name");

-- CreateIndex
CREATE INDEX "leave_request_group_id_status_idx" ON "leave_request"("group_id", "status");

-- CreateIndex
CREATE INDEX "leave_request_group_id_start_date_end_date_idx" ON "leave_request"("group_id", "start_date", "end_date");

-- CreateIndex
CREATE INDEX "leave_request_employee_id_start_date_idx" ON "leave_request"("employee_id", "start_date");

-- CreateIndex
CREATE INDEX "leave_approval_membership_id_idx" ON "leave_approval"("membership_id");

-- CreateIndex
CREATE INDEX "leave_ledger_entry_employee_id_day_off_type_id_date_idx" ON "leave_ledger_entry"("employee_id", "day_off_type_id", "date");

-- CreateIndex
CREATE INDEX "leave_ledger_entry_group_id_idx" ON "leave_ledger_entry"("group_id");

-- CreateIndex
CREATE UNIQUE INDEX "work_schedule_employee_id_valid_from_key" ON "work_schedule"("employee_id", "valid_from");

-- CreateIndex
CREATE UNIQUE INDEX "holiday_replacement_group_id_replacement_date_key" ON "holiday_replacement"("group_id", "replacement_date");

-- AddForeignKey
ALTER TABLE "day_off_type" ADD CONSTRAINT "day_off_type_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leave_request" ADD CONSTRAINT "leave_request_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leave_request" ADD CONSTRAINT "leave_request_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leave_request" ADD CONSTRAINT "leave_request_day_off_type_id_fkey" FOREIGN KEY ("day_off_type_id") REFERENCES "day_off_type"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leave_approval" ADD CONSTRAINT "leave_approval_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "leave_request"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leave_ledger_entry" ADD CONSTRAINT "leave_ledger_entry_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leave_ledger_entry" ADD CONSTRAINT "leave_ledger_entry_day_off_type_id_fkey" FOREIGN KEY ("day_off_type_id") REFERENCES "day_off_type"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leave_ledger_entry" ADD CONSTRAINT "leave_ledger_entry_request_id_fkey" FOREIGN KEY ("request_id") REFERENCES "leave_request"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leave_allowance_exception" ADD CONSTRAINT "leave_allowance_exception_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leave_allowance_exception" ADD CONSTRAINT "leave_allowance_exception_day_off_type_id_fkey" FOREIGN KEY ("day_off_type_id") REFERENCES "day_off_type"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "work_schedule" ADD CONSTRAINT "work_schedule_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "holiday_replacement" ADD CONSTRAINT "holiday_replacement_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "leave_locked_month" ADD CONSTRAINT "leave_locked_month_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;
