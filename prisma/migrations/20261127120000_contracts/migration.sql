-- CreateEnum
CREATE TYPE "ContractType" AS ENUM ('open_ended', 'fixed_term', 'specific_work', 'replacement', 'student', 'flexi', 'interim');

-- CreateEnum
CREATE TYPE "WayOfTermination" AS ENUM ('notice_worked', 'notice_paid_out', 'mutual_agreement', 'dismissal_serious_cause', 'end_of_fixed_term');

-- CreateEnum
CREATE TYPE "NoticeInitiator" AS ENUM ('employer', 'employee');

-- CreateEnum
CREATE TYPE "ContractChangeStatus" AS ENUM ('pending', 'approved', 'declined');

-- CreateTable
CREATE TABLE "contract" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "country" "Country" NOT NULL,
    "contract_type" "ContractType" NOT NULL,
    "employment_type" "EmploymentNature" NOT NULL,
    "joint_committee" TEXT,
    "cao" TEXT,
    "probation_months" INTEGER,
    "is_variable_schedule" BOOLEAN NOT NULL DEFAULT false,
    "days_per_week" DECIMAL(3,1) NOT NULL,
    "hours_per_week" DECIMAL(5,2) NOT NULL,
    "wage_id" INTEGER,
    "department_id" INTEGER,
    "cost_centre_id" INTEGER,
    "function_id" INTEGER,
    "qualification_id" INTEGER,
    "start_date" DATE NOT NULL,
    "end_date" DATE,
    "sent_to_provider_at" TIMESTAMP(3),
    "termination_reason" TEXT,
    "way_of_termination" "WayOfTermination",
    "notice_initiated_by" "NoticeInitiator",
    "notification_date" DATE,
    "last_payout_date" DATE,
    "notice_by_date" DATE,
    "notice_weeks" INTEGER,
    "notice_start_date" DATE,
    "terminated_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "contract_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "contract_change" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "contract_id" INTEGER NOT NULL,
    "change_date" DATE NOT NULL,
    "status" "ContractChangeStatus" NOT NULL DEFAULT 'pending',
    "bruto_cents" INTEGER,
    "hours_per_week" DECIMAL(5,2),
    "days_per_week" DECIMAL(3,1),
    "function_id" INTEGER,
    "weekly_schedule" JSONB,
    "is_variable_schedule" BOOLEAN,
    "note" TEXT,
    "requested_by_user_id" TEXT NOT NULL,
    "decided_by_user_id" TEXT,
    "decided_at" TIMESTAMP(3),
    "decline_reason" TEXT,
    "wage_id" INTEGER,
    "command_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contract_change_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contract_group_id_employee_id_start_date_idx" ON "contract"("group_id", "employee_id", "start_date");

-- CreateIndex
CREATE INDEX "contract_group_id_end_date_idx" ON "contract"("group_id", "end_date");

-- CreateIndex
CREATE INDEX "contract_change_group_id_contract_id_change_date_idx" ON "contract_change"("group_id", "contract_id", "change_date");

-- CreateIndex
CREATE INDEX "contract_change_group_id_status_idx" ON "contract_change"("group_id", "status");

-- AddForeignKey
ALTER TABLE "contract" ADD CONSTRAINT "contract_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract" ADD CONSTRAINT "contract_wage_id_fkey" FOREIGN KEY ("wage_id") REFERENCES "employee_wage"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract" ADD CONSTRAINT "contract_department_id_fkey" FOREIGN KEY ("department_id") REFERENCES "provider_reference"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract" ADD CONSTRAINT "contract_cost_centre_id_fkey" FOREIGN KEY ("cost_centre_id") REFERENCES "provider_reference"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract" ADD CONSTRAINT "contract_function_id_fkey" FOREIGN KEY ("function_id") REFERENCES "provider_reference"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract" ADD CONSTRAINT "contract_qualification_id_fkey" FOREIGN KEY ("qualification_id") REFERENCES "provider_reference"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "contract_change" ADD CONSTRAINT "contract_change_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;
