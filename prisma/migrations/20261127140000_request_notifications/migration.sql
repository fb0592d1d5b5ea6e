-- AlterEnum: the notifications of commute and wage requests (issue 22).
ALTER TYPE "NotificationType" ADD VALUE 'commute_requested';
ALTER TYPE "NotificationType" ADD VALUE 'commute_accepted';
ALTER TYPE "NotificationType" ADD VALUE 'commute_declined';
ALTER TYPE "NotificationType" ADD VALUE 'commute_processed';
ALTER TYPE "NotificationType" ADD VALUE 'wage_change_requested';
ALTER TYPE "NotificationType" ADD VALUE 'wage_change_accepted';
ALTER TYPE "NotificationType" ADD VALUE 'wage_change_declined';
