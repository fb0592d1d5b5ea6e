// GET /api/wages/benefits/{employee_id}/{year}/{month}/latest – the benefits of the wage in force that month
import { route } from "@/lib/api/route";
import { ZMonthBenefitsInput } from "@/lib/wages/benefits.types";
import { getMonthBenefits } from "@/lib/wages/get-month-benefits";

export const GET = route({ input: ZMonthBenefitsInput, permission: "wages.read" }, getMonthBenefits);
