-- AlterTable
ALTER TABLE "sign_in_ticket" ADD COLUMN     "bound_group_id" INTEGER;

-- AlterTable
ALTER TABLE "user_session" ADD COLUMN     "bound_group_id" INTEGER;
