-- CreateEnum
CREATE TYPE "ExpenseClaimKind" AS ENUM ('expense', 'mileage');

-- CreateEnum
CREATE TYPE "ExpenseClaimStatus" AS ENUM ('draft', 'submitted', 'approved', 'declined', 'processed');

-- CreateEnum
CREATE TYPE "ExpenseProcessing" AS ENUM ('paid', 'payroll');

-- AlterEnum
-- This migration adds more than one value to an enum.
-- With PostgreSQL versions 11 and earlier, this is not possible
-- in a single migration. This can be worked around by creating
-- multiple migrations, each migration adding only one value to
-- the enum.


ALTER TYPE "NotificationType" ADD VALUE 'expense_requested';
ALTER TYPE "NotificationType" ADD VALUE 'expense_approved';
ALTER TYPE "NotificationType" ADD VALUE 'expense_declined';
ALTER TYPE "NotificationType" ADD VALUE 'expense_processed';

-- CreateTable
CREATE TABLE "expense_claim" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "kind" "ExpenseClaimKind" NOT NULL,
    "status" "ExpenseClaimStatus" NOT NULL DEFAULT 'draft',
    "category" TEXT NOT NULL,
    "expense_date" DATE NOT NULL,
    "description" TEXT NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "amount" DECIMAL(14,3) NOT NULL,
    "vat_amount" DECIMAL(14,3) NOT NULL DEFAULT 0,
    "exchange_rate" DECIMAL(14,6) NOT NULL DEFAULT 1,
    "amount_eur_cents" INTEGER NOT NULL,
    "km" DECIMAL(9,1),
    "rate_per_km" DECIMAL(8,4),
    "cost_centre_code" TEXT,
    "cost_centre_name" TEXT,
    "submitted_at" TIMESTAMP(3),
    "decided_by_user_id" TEXT,
    "decided_at" TIMESTAMP(3),
    "message_to_employee" TEXT,
    "processing" "ExpenseProcessing",
    "processed_note" TEXT,
    "processed_by_user_id" TEXT,
    "processed_at" TIMESTAMP(3),
    "one_off_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "expense_claim_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "expense_receipt" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "claim_id" INTEGER NOT NULL,
    "filename" TEXT NOT NULL,
    "mime_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "storage_key" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "expense_receipt_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "expense_settings" (
    "group_id" INTEGER NOT NULL,
    "mileage_rate_per_km" DECIMAL(8,4) NOT NULL,
    "payroll_type_id" INTEGER,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "expense_settings_pkey" PRIMARY KEY ("group_id")
);

-- CreateTable
CREATE TABLE "expense_budget" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "year" INTEGER NOT NULL,
    "team_id" INTEGER,
    "cost_centre_code" TEXT,
    "amount_eur_cents" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "expense_budget_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "expense_claim_group_id_status_expense_date_idx" ON "expense_claim"("group_id", "status", "expense_date");

-- CreateIndex
CREATE INDEX "expense_claim_group_id_employee_id_created_at_idx" ON "expense_claim"("group_id", "employee_id", "created_at");

-- CreateIndex
CREATE INDEX "expense_receipt_group_id_claim_id_idx" ON "expense_receipt"("group_id", "claim_id");

-- CreateIndex
CREATE INDEX "expense_budget_group_id_year_idx" ON "expense_budget"("group_id", "year");

-- AddForeignKey
ALTER TABLE "expense_claim" ADD CONSTRAINT "expense_claim_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expense_claim" ADD CONSTRAINT "expense_claim_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expense_receipt" ADD CONSTRAINT "expense_receipt_claim_id_fkey" FOREIGN KEY ("claim_id") REFERENCES "expense_claim"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expense_settings" ADD CONSTRAINT "expense_settings_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expense_budget" ADD CONSTRAINT "expense_budget_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "expense_budget" ADD CONSTRAINT "expense_budget_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- CreateFunction: a deleted receipt (direct or by its claim's cascade) queues its bytes for removal, like
-- documents (the stored_file_deletion queue and its purge job, lib/documents/purge-stored-files.ts).
CREATE FUNCTION "expense_receipt_queue_storage_deletion"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stored_file_deletion" ("group_id", "storage_key") VALUES (OLD."group_id", OLD."storage_key");
  RETURN OLD;
END;
$$;

-- CreateTrigger
CREATE TRIGGER "expense_receipt_after_delete_queue_storage" AFTER DELETE ON "expense_receipt"
  FOR EACH ROW EXECUTE FUNCTION "expense_receipt_queue_storage_deletion"();
