-- AlterEnum
ALTER TYPE "IntegrationCommandKind" ADD VALUE 'send_contract_change';

-- AlterTable
ALTER TABLE "contract_change" ADD COLUMN     "applied_at" TIMESTAMP(3),
ADD COLUMN     "wage_request_id" INTEGER;

-- AlterTable
ALTER TABLE "dimona_declaration" ADD COLUMN     "last_error_code" TEXT;

-- CreateIndex
CREATE INDEX "contract_change_status_applied_at_change_date_idx" ON "contract_change"("status", "applied_at", "change_date");
