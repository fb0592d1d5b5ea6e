-- CreateEnum
CREATE TYPE "CustomFieldType" AS ENUM ('int', 'float', 'auto_incrementing_int', 'email', 'string', 'textfield', 'hyperlink', 'money', 'date', 'country', 'team', 'select_option');

-- AlterTable
ALTER TABLE "audit_log" ADD COLUMN     "automated" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "employee_role" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "role" TEXT NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "employee_role_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "employee_wage" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "start_date" DATE NOT NULL,
    "end_date" DATE,
    "bruto_cents" INTEGER NOT NULL,
    "currency" TEXT NOT NULL DEFAULT 'EUR',
    "weekly_minutes" INTEGER NOT NULL,
    "registration_country_code" TEXT NOT NULL DEFAULT 'BE',
    "termination_reason" TEXT,
    "extra_message_account_manager" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "employee_wage_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wage_benefit" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "wage_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "description" TEXT,
    "amount_cents" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "wage_benefit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "wage_benefit_interpretation" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "description" TEXT NOT NULL,
    "interpretation" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "wage_benefit_interpretation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "extra_manager" (
    "group_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "manager_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "extra_manager_pkey" PRIMARY KEY ("employee_id","manager_id")
);

-- CreateTable
CREATE TABLE "custom_field" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "object_type" TEXT NOT NULL DEFAULT 'employee',
    "type" "CustomFieldType" NOT NULL,
    "comparison_field" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMP(3),

    CONSTRAINT "custom_field_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "custom_field_option" (
    "id" SERIAL NOT NULL,
    "custom_field_id" INTEGER NOT NULL,
    "option_name" TEXT NOT NULL,

    CONSTRAINT "custom_field_option_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "custom_field_value" (
    "group_id" INTEGER NOT NULL,
    "custom_field_id" INTEGER NOT NULL,
    "object_id" INTEGER NOT NULL,
    "value" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "custom_field_value_pkey" PRIMARY KEY ("custom_field_id","object_id")
);

-- CreateTable
CREATE TABLE "activity_note" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "object_type" TEXT NOT NULL,
    "object_id" INTEGER NOT NULL,
    "author_user_id" TEXT NOT NULL,
    "impersonator_user_id" TEXT,
    "note" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "activity_note_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "employee_role_group_id_employee_id_start_date_idx" ON "employee_role"("group_id", "employee_id", "start_date");

-- CreateIndex
CREATE INDEX "employee_wage_group_id_employee_id_start_date_idx" ON "employee_wage"("group_id", "employee_id", "start_date");

-- CreateIndex
CREATE INDEX "wage_benefit_group_id_wage_id_idx" ON "wage_benefit"("group_id", "wage_id");

-- CreateIndex
CREATE UNIQUE INDEX "wage_benefit_interpretation_group_id_description_key" ON "wage_benefit_interpretation"("group_id", "description");

-- CreateIndex
CREATE INDEX "extra_manager_group_id_manager_id_idx" ON "extra_manager"("group_id", "manager_id");

-- CreateIndex
CREATE INDEX "custom_field_group_id_object_type_idx" ON "custom_field"("group_id", "object_type");

-- CreateIndex
CREATE INDEX "custom_field_option_custom_field_id_idx" ON "custom_field_option"("custom_field_id");

-- CreateIndex
CREATE INDEX "custom_field_value_group_id_object_id_idx" ON "custom_field_value"("group_id", "object_id");

-- CreateIndex
CREATE INDEX "activity_note_group_id_object_type_object_id_created_at_idx" ON "activity_note"("group_id", "object_type", "object_id", "created_at");

-- AddForeignKey
ALTER TABLE "employee_role" ADD CONSTRAINT "employee_role_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "employee_wage" ADD CONSTRAINT "employee_wage_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wage_benefit" ADD CONSTRAINT "wage_benefit_wage_id_fkey" FOREIGN KEY ("wage_id") REFERENCES "employee_wage"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "extra_manager" ADD CONSTRAINT "extra_manager_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "extra_manager" ADD CONSTRAINT "extra_manager_manager_id_fkey" FOREIGN KEY ("manager_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_field_option" ADD CONSTRAINT "custom_field_option_custom_field_id_fkey" FOREIGN KEY ("custom_field_id") REFERENCES "custom_field"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "custom_field_value" ADD CONSTRAINT "custom_field_value_custom_field_id_fkey" FOREIGN KEY ("custom_field_id") REFERENCES "custom_field"("id") ON DELETE CASCADE ON UPDATE CASCADE;
