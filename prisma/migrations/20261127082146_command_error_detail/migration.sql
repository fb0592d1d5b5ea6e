-- AlterTable
ALTER TABLE "integration_command" ADD COLUMN     "error_detail" JSONB;
