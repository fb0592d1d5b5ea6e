-- CreateEnum
CREATE TYPE "DimonaType" AS ENUM ('IN', 'UPDATE', 'CANCEL', 'OUT');

-- CreateEnum
CREATE TYPE "DimonaStatus" AS ENUM ('pending', 'sent', 'A', 'W', 'B', 'S', 'failed');

-- CreateTable
CREATE TABLE "dimona_declaration" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "type" "DimonaType" NOT NULL,
    "worker_type" TEXT NOT NULL,
    "joint_committee" TEXT,
    "start_date" DATE,
    "end_date" DATE,
    "start_hour" TEXT,
    "end_hour" TEXT,
    "planned_hours" INTEGER,
    "pause_minutes" INTEGER,
    "contract_type" TEXT,
    "student" BOOLEAN NOT NULL DEFAULT false,
    "first_month_c32a" TEXT,
    "next_month_c32a" TEXT,
    "rsz_category" TEXT,
    "activity_with_risk" BOOLEAN NOT NULL DEFAULT false,
    "worker_status" TEXT,
    "extra_shifts" BOOLEAN NOT NULL DEFAULT false,
    "is_apprentice" BOOLEAN NOT NULL DEFAULT false,
    "employment_status" TEXT,
    "user_company_number" TEXT,
    "integration_id" INTEGER,
    "period_id" TEXT,
    "status" "DimonaStatus" NOT NULL DEFAULT 'pending',
    "anomalies" JSONB NOT NULL DEFAULT '[]',
    "idempotency_key" TEXT NOT NULL,
    "rsz_id" TEXT,
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "last_error" TEXT,
    "claimed_until" TIMESTAMP(3),
    "next_attempt_at" TIMESTAMP(3),
    "sent_at" TIMESTAMP(3),
    "processed_at" TIMESTAMP(3),
    "actor_user_id" TEXT NOT NULL,
    "impersonator_user_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "dimona_declaration_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "dimona_declaration_idempotency_key_key" ON "dimona_declaration"("idempotency_key");

-- CreateIndex
CREATE INDEX "dimona_declaration_group_id_employee_id_created_at_idx" ON "dimona_declaration"("group_id", "employee_id", "created_at");

-- CreateIndex
CREATE INDEX "dimona_declaration_group_id_period_id_idx" ON "dimona_declaration"("group_id", "period_id");

-- CreateIndex
CREATE INDEX "dimona_declaration_status_idx" ON "dimona_declaration"("status");

-- AddForeignKey
ALTER TABLE "dimona_declaration" ADD CONSTRAINT "dimona_declaration_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "dimona_declaration" ADD CONSTRAINT "dimona_declaration_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;
