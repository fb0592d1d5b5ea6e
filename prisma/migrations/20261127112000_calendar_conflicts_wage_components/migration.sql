-- AlterEnum
ALTER TYPE "IntegrationCommandKind" ADD VALUE 'check_calendar';
ALTER TYPE "IntegrationCommandKind" ADD VALUE 'read_wage_components';

-- CreateTable
CREATE TABLE "calendar_conflict" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "integration_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "external_id" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "our_value" JSONB NOT NULL,
    "their_value" JSONB NOT NULL,
    "status" "DataConflictStatus" NOT NULL DEFAULT 'open',
    "resolution_method" "DataConflictResolution",
    "resolved_by_user_id" TEXT,
    "resolved_at" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "calendar_conflict_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "provider_wage_component" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "integration_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "description" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "amount_cents" INTEGER,
    "value" DECIMAL(14,4),
    "unit" TEXT NOT NULL,
    "start_date" DATE,
    "end_date" DATE,
    "year" INTEGER NOT NULL,
    "month" INTEGER NOT NULL,
    "read_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "provider_wage_component_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "calendar_conflict_group_id_status_created_at_idx" ON "calendar_conflict"("group_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "calendar_conflict_integration_id_employee_id_day_idx" ON "calendar_conflict"("integration_id", "employee_id", "day");

-- CreateIndex
CREATE INDEX "calendar_conflict_employee_id_idx" ON "calendar_conflict"("employee_id");

-- CreateIndex
CREATE INDEX "provider_wage_component_group_id_integration_id_employee_id_idx" ON "provider_wage_component"("group_id", "integration_id", "employee_id");

-- CreateIndex
CREATE INDEX "provider_wage_component_employee_id_idx" ON "provider_wage_component"("employee_id");

-- AddForeignKey
ALTER TABLE "calendar_conflict" ADD CONSTRAINT "calendar_conflict_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_conflict" ADD CONSTRAINT "calendar_conflict_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "calendar_conflict" ADD CONSTRAINT "calendar_conflict_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "provider_wage_component" ADD CONSTRAINT "provider_wage_component_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "provider_wage_component" ADD CONSTRAINT "provider_wage_component_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "provider_wage_component" ADD CONSTRAINT "provider_wage_component_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One open calendar conflict per integration, person and day (hand-written: Prisma does not model partial indexes).
CREATE UNIQUE INDEX "calendar_conflict_one_open" ON "calendar_conflict"("integration_id", "employee_id", "day") WHERE "status" = 'open';
