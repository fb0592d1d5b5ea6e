-- Rows of a company or person that no longer exists cannot take the new foreign keys: drop them first.
DELETE FROM "integration_command_history" t WHERE NOT EXISTS (SELECT 1 FROM "group" g WHERE g."id" = t."group_id");
DELETE FROM "provider_reference" t WHERE NOT EXISTS (SELECT 1 FROM "group" g WHERE g."id" = t."group_id");
DELETE FROM "employee_provider_link" t WHERE NOT EXISTS (SELECT 1 FROM "group" g WHERE g."id" = t."group_id");
DELETE FROM "data_conflict" t WHERE NOT EXISTS (SELECT 1 FROM "group" g WHERE g."id" = t."group_id");
DELETE FROM "employee_provider_unlink" t WHERE NOT EXISTS (SELECT 1 FROM "group" g WHERE g."id" = t."group_id");
DELETE FROM "payroll_month_sent" t
WHERE NOT EXISTS (SELECT 1 FROM "group" g WHERE g."id" = t."group_id")
   OR NOT EXISTS (SELECT 1 FROM "employee" e WHERE e."id" = t."employee_id");

-- CreateIndex
CREATE INDEX "payroll_month_sent_employee_id_idx" ON "payroll_month_sent"("employee_id");

-- AddForeignKey
ALTER TABLE "integration_command_history" ADD CONSTRAINT "integration_command_history_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "provider_reference" ADD CONSTRAINT "provider_reference_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_provider_link" ADD CONSTRAINT "employee_provider_link_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "data_conflict" ADD CONSTRAINT "data_conflict_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_provider_unlink" ADD CONSTRAINT "employee_provider_unlink_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payroll_month_sent" ADD CONSTRAINT "payroll_month_sent_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "payroll_month_sent" ADD CONSTRAINT "payroll_month_sent_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;
