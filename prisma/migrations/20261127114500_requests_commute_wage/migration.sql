-- CreateEnum
CREATE TYPE "SelfServiceRequestStatus" AS ENUM ('pending', 'accepted', 'declined', 'processed');

-- CreateEnum
CREATE TYPE "CommuteMode" AS ENUM ('bike', 'public_transport', 'car', 'carpool');

-- CreateTable
CREATE TABLE "commute_request" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "requested_by_user_id" TEXT NOT NULL,
    "mode" "CommuteMode" NOT NULL,
    "km_per_day" DECIMAL(6,1) NOT NULL,
    "days_per_month" INTEGER NOT NULL,
    "ticket_price_cents" INTEGER,
    "note" TEXT,
    "status" "SelfServiceRequestStatus" NOT NULL DEFAULT 'pending',
    "monthly_allowance_cents" INTEGER,
    "message_to_employee" TEXT,
    "decided_by_user_id" TEXT,
    "decided_at" TIMESTAMP(3),
    "processed_year" INTEGER,
    "processed_month" INTEGER,
    "one_off_id" INTEGER,
    "processed_by_user_id" TEXT,
    "processed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "commute_request_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "commute_allowance_setting" (
    "group_id" INTEGER NOT NULL,
    "bike_cents_per_km" INTEGER NOT NULL,
    "car_cents_per_km" INTEGER NOT NULL,
    "public_transport_share_pct" INTEGER NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "commute_allowance_setting_pkey" PRIMARY KEY ("group_id")
);

-- CreateTable
CREATE TABLE "wage_request" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "employee_id" INTEGER NOT NULL,
    "requested_by_user_id" TEXT NOT NULL,
    "proposed_bruto_cents" INTEGER NOT NULL,
    "effective_date" DATE NOT NULL,
    "motivation" TEXT NOT NULL,
    "status" "SelfServiceRequestStatus" NOT NULL DEFAULT 'pending',
    "message_to_employee" TEXT,
    "decided_by_user_id" TEXT,
    "decided_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "wage_request_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "commute_request_group_id_status_created_at_idx" ON "commute_request"("group_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "commute_request_employee_id_idx" ON "commute_request"("employee_id");

-- CreateIndex
CREATE INDEX "wage_request_group_id_status_created_at_idx" ON "wage_request"("group_id", "status", "created_at");

-- CreateIndex
CREATE INDEX "wage_request_employee_id_idx" ON "wage_request"("employee_id");

-- AddForeignKey
ALTER TABLE "commute_request" ADD CONSTRAINT "commute_request_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commute_request" ADD CONSTRAINT "commute_request_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "commute_allowance_setting" ADD CONSTRAINT "commute_allowance_setting_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wage_request" ADD CONSTRAINT "wage_request_group_id_fkey" FOREIGN KEY ("group_id") REFERENCES "group"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "wage_request" ADD CONSTRAINT "wage_request_employee_id_fkey" FOREIGN KEY ("employee_id") REFERENCES "employee"("id") ON DELETE CASCADE ON UPDATE CASCADE;
