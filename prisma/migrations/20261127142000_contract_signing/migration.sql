-- CreateEnum
CREATE TYPE "ContractSignatureStatus" AS ENUM ('sent', 'signed', 'declined', 'cancelled');

-- AlterEnum
ALTER TYPE "NotificationType" ADD VALUE 'contract_signature_requested';

-- CreateTable
CREATE TABLE "contract_template" (
    "group_id" INTEGER NOT NULL,
    "body" TEXT NOT NULL,
    "updated_by_user_id" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "contract_template_pkey" PRIMARY KEY ("group_id")
);

-- CreateTable
CREATE TABLE "contract_signature_request" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "contract_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "status" "ContractSignatureStatus" NOT NULL DEFAULT 'sent',
    "language" "Language" NOT NULL,
    "rendered_text" TEXT NOT NULL,
    "storage_key" TEXT NOT NULL,
    "document_sha256" TEXT NOT NULL,
    "sent_by_user_id" TEXT NOT NULL,
    "sent_by_name" TEXT NOT NULL,
    "sent_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decided_at" TIMESTAMP(3),
    "signed_name" TEXT,
    "signed_ip" TEXT,
    "signed_user_agent" TEXT,
    "signed_file_id" INTEGER,
    "signed_sha256" TEXT,
    "decline_reason" TEXT,
    "cancelled_by_user_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "contract_signature_request_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "contract_signature_request_group_id_contract_id_created_at_idx" ON "contract_signature_request"("group_id", "contract_id", "created_at");

-- CreateIndex
CREATE INDEX "contract_signature_request_group_id_employee_id_status_idx" ON "contract_signature_request"("group_id", "employee_id", "status");

-- AddForeignKey
ALTER TABLE "contract_signature_request" ADD CONSTRAINT "contract_signature_request_contract_id_fkey" FOREIGN KEY ("contract_id") REFERENCES "contract"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Hand-written: at most one request per contract waits for a signature, so two "send" clicks racing each
-- other cannot both succeed.
CREATE UNIQUE INDEX "contract_signature_request_one_open" ON "contract_signature_request"("contract_id") WHERE "status" = 'sent';

-- Hand-written: a request removed (by its contract's cascade) queues its PDF's bytes for removal, like files.
CREATE FUNCTION "contract_signature_queue_storage_deletion"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stored_file_deletion" ("group_id", "storage_key") VALUES (OLD."group_id", OLD."storage_key");
  RETURN OLD;
END;
$$;

CREATE TRIGGER "contract_signature_after_delete_queue_storage" AFTER DELETE ON "contract_signature_request"
  FOR EACH ROW EXECUTE FUNCTION "contract_signature_queue_storage_deletion"();
