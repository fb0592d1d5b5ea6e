-- AlterTable
ALTER TABLE "employee" ADD COLUMN     "cost_centre_ref_id" INTEGER,
ADD COLUMN     "department_ref_id" INTEGER;

-- AddForeignKey
ALTER TABLE "employee" ADD CONSTRAINT "employee_department_ref_id_fkey" FOREIGN KEY ("department_ref_id") REFERENCES "provider_reference"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee" ADD CONSTRAINT "employee_cost_centre_ref_id_fkey" FOREIGN KEY ("cost_centre_ref_id") REFERENCES "provider_reference"("id") ON DELETE SET NULL ON UPDATE CASCADE;
