-- CreateEnum
CREATE TYPE "DataConflictStatus" AS ENUM ('open', 'resolved', 'ignored', 'closed');

-- CreateEnum
CREATE TYPE "DataConflictResolution" AS ENUM ('ours', 'theirs');

-- CreateTable
CREATE TABLE "data_conflict" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "integration_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "external_id" TEXT NOT NULL,
    "field" TEXT NOT NULL,
    "our_value" JSONB,
    "their_value" JSONB,
    "status" "DataConflictStatus" NOT NULL DEFAULT 'open',
    "resolution_method" "DataConflictResolution",
    "written_to_provider" BOOLEAN,
    "resolved_by_user_id" TEXT,
    "resolved_at" TIMESTAMP(3),
    "version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "data_conflict_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "data_conflict_group_id_status_created_at_idx" ON "data_conflict"("group_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "data_conflict_integration_id_employee_id_field_idx" ON "data_conflict"("integration_id", "employee_id", "field");

-- AddForeignKey
ALTER TABLE "data_conflict" ADD CONSTRAINT "data_conflict_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integration"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "data_conflict" ADD CONSTRAINT "data_conflict_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One open conflict per employee, integration and field: a re-run of the sync updates or closes it, never
-- opens a second one (Prisma cannot model a partial unique index; later diffs leave it alone).
CREATE UNIQUE INDEX "data_conflict_one_open" ON "data_conflict"("integration_id", "employee_id", "field") WHERE "status" = 'open';
