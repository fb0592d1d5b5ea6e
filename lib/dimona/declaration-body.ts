// The JSON the RSZ receives for one stored declaration (shape of the domain file's body examples).
import type { DimonaDeclaration } from "@/lib/db/generated/client";

const day = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : undefined);
const digits = (text: string | null) => text?.replace(/\D/g, "") ?? "";

export type BodyWorker = {
  ssin: string | null;
  lastName: string;
  firstName: string;
  birthDate: Date | null;
  birthPlace: string | null;
  nationality: string | null;
  countryCode: string | null;
  street: string | null;
  houseNumber: string | null;
  postalCode: string | null;
  city: string | null;
};

function workerPart(worker: BodyWorker) {
  if (worker.ssin) return { ssin: digits(worker.ssin) };
  return {
    lastName: worker.lastName,
    firstName: worker.firstName,
    birthDate: day(worker.birthDate),
    birthPlace: worker.birthPlace ?? undefined,
    birthCountry: worker.countryCode ?? undefined,
    nationality: worker.nationality ?? undefined,
    address: {
      street: worker.street,
      houseNumber: worker.houseNumber,
      postCode: worker.postalCode,
      municipality: worker.city,
      country: worker.countryCode,
    },
  };
}

export function declarationBody(row: DimonaDeclaration, worker: BodyWorker, enterpriseNumber: string | null) {
  const employer = { enterpriseNumber: digits(enterpriseNumber) };
  const hours = { startHour: row.startHour ?? undefined, endHour: row.endHour ?? undefined };
  if (row.type === "CANCEL") return { employer, dimonaCancel: { periodId: row.periodId } };
  if (row.type === "OUT") {
    return { employer, dimonaOut: { periodId: row.periodId, endDate: day(row.endDate), endHour: hours.endHour } };
  }
  if (row.type === "UPDATE") {
    return {
      employer,
      dimonaUpdate: {
        periodId: row.periodId,
        startDate: day(row.startDate),
        endDate: day(row.endDate),
        ...hours,
        plannedHoursNumber: row.plannedHours ?? undefined,
      },
    };
  }
  return {
    employer,
    worker: workerPart(worker),
    dimonaIn: {
      startDate: day(row.startDate),
      endDate: day(row.endDate),
      ...hours,
      plannedHoursNumber: row.plannedHours ?? undefined,
      features: { workerType: row.workerType, jointCommissionNumber: row.jointCommittee },
      userCompany: userCompanyOf(row.userCompanyNumber),
      constructionControlCards:
        row.firstMonthC32a || row.nextMonthC32a
          ? { firstMonth: row.firstMonthC32a ?? undefined, nextMonth: row.nextMonthC32a ?? undefined }
          : undefined,
    },
  };
}

// The interim's user company: by enterprise number, or by name when it has none (domain file, ParCom 322).
function userCompanyOf(value: string | null) {
  if (!value) return undefined;
  return /^[\d.\s]+$/.test(value) ? { enterpriseNumber: digits(value) } : { name: value };
}
