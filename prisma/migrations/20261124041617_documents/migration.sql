-- CreateEnum
CREATE TYPE "DocumentObject" AS ENUM ('employee', 'company_wide');

-- AlterEnum
ALTER TYPE "NotificationType" ADD VALUE 'important_document_added';

-- CreateTable
CREATE TABLE "file_folder" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "related_object" "DocumentObject" NOT NULL,
    "employee_id" INTEGER,
    "scope_key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "file_folder_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "file" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "related_object" "DocumentObject" NOT NULL,
    "employee_id" INTEGER,
    "folder_id" INTEGER,
    "document_type" TEXT NOT NULL,
    "filename" TEXT NOT NULL,
    "description" TEXT,
    "mime_type" TEXT NOT NULL,
    "size_bytes" INTEGER NOT NULL,
    "storage_key" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "is_important" BOOLEAN NOT NULL DEFAULT false,
    "visible_to_all_teams" BOOLEAN NOT NULL DEFAULT true,
    "segment" TEXT,
    "uploaded_by_user_id" TEXT,
    "uploaded_by_name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "file_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "file_team_visibility" (
    "file_id" INTEGER NOT NULL,
    "group_id" INTEGER NOT NULL,
    "team_id" INTEGER NOT NULL,

    CONSTRAINT "file_team_visibility_pkey" PRIMARY KEY ("file_id","team_id")
);

-- CreateTable
CREATE TABLE "file_read" (
    "file_id" INTEGER NOT NULL,
    "group_id" INTEGER NOT NULL,
    "user_id" TEXT NOT NULL,
    "read_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "file_read_pkey" PRIMARY KEY ("file_id","user_id")
);

-- CreateTable
CREATE TABLE "document_settings" (
    "group_id" INTEGER NOT NULL,
    "default_folder_name" TEXT,
    "forward_email" TEXT,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "document_settings_pkey" PRIMARY KEY ("group_id")
);

-- CreateIndex
CREATE INDEX "file_folder_group_id_employee_id_idx" ON "file_folder"("group_id", "employee_id");

-- CreateIndex
CREATE UNIQUE INDEX "file_folder_group_id_scope_key_name_key" ON "file_folder"("group_id", "scope_key", "name");

-- CreateIndex
CREATE INDEX "file_group_id_related_object_employee_id_created_at_idx" ON "file"("group_id", "related_object", "employee_id", "created_at");

-- CreateIndex
CREATE INDEX "file_group_id_document_type_idx" ON "file"("group_id", "document_type");

-- CreateIndex
CREATE INDEX "file_team_visibility_group_id_team_id_idx" ON "file_team_visibility"("group_id", "team_id");

-- CreateIndex
CREATE INDEX "file_read_group_id_user_id_idx" ON "file_read"("group_id", "user_id");

-- AddForeignKey
ALTER TABLE "file_folder" ADD CONSTRAINT "file_folder_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "file_folder" ADD CONSTRAINT "file_folder_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "file" ADD CONSTRAINT "file_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "file" ADD CONSTRAINT "file_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "file" ADD CONSTRAINT "file_folder_id_fkey" FOREIGN KEY ("folder_id") REFERENCES "file_folder"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "file_team_visibility" ADD CONSTRAINT "file_team_visibility_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "file"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "file_team_visibility" ADD CONSTRAINT "file_team_visibility_team_id_fkey" FOREIGN KEY ("team_id") REFERENCES "team"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "file_read" ADD CONSTRAINT "file_read_file_id_fkey" FOREIGN KEY ("file_id") REFERENCES "file"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "document_settings" ADD CONSTRAINT "document_settings_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;
