-- AlterTable
ALTER TABLE "contract" ADD COLUMN     "integration_id" INTEGER,
ADD COLUMN     "provider_contract_id" TEXT,
ADD COLUMN     "provider_linked_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "data_conflict" ADD COLUMN     "contract_id" INTEGER;

-- CreateIndex
CREATE UNIQUE INDEX "contract_integration_id_provider_contract_id_key" ON "contract"("integration_id", "provider_contract_id");

-- AddForeignKey
ALTER TABLE "contract" ADD CONSTRAINT "contract_integration_id_fkey" FOREIGN KEY ("integration_id") REFERENCES "integration"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "data_conflict" ADD CONSTRAINT "data_conflict_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One open conflict per employee, integration, field and contract (a person's fields and wage have none):
-- two contracts of one person may each differ from the provider's on the same field.
DROP INDEX "data_conflict_one_open";
CREATE UNIQUE INDEX "data_conflict_one_open" ON "data_conflict"("integration_id", "employee_id", "field", COALESCE("contract_id", 0)) WHERE "status" = 'open';
