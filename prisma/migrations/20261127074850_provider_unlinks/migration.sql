-- CreateTable
CREATE TABLE "employee_provider_unlink" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "integration_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "external_id" TEXT NOT NULL,
    "unlinked_by_user_id" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "employee_provider_unlink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "employee_provider_unlink_integration_id_employee_id_idx" ON "employee_provider_unlink"("integration_id", "employee_id");

-- CreateIndex
CREATE INDEX "employee_provider_unlink_integration_id_external_id_idx" ON "employee_provider_unlink"("integration_id", "external_id");
