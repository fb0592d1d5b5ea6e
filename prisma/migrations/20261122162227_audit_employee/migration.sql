-- AlterTable
ALTER TABLE "audit_log" ADD COLUMN     "employee_id" INTEGER;

-- CreateIndex
CREATE INDEX "audit_log_group_id_employee_id_created_at_idx" ON "audit_log"("group_id", "employee_id", "created_at");
