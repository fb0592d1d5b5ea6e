-- AlterTable
ALTER TABLE "integration_command_history" ADD COLUMN     "detail" JSONB;
