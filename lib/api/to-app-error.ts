// Maps anything thrown inside a handler to an AppError. Known database errors get their own code;
// anything unknown becomes a generic 500 that is logged, never shown.
import { ZodError } from "zod";
import { AppError } from "./errors";
import { fieldsFromZodError } from "./zod-errors";

type PrismaLikeError = { code?: string; meta?: { target?: unknown } };

export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof ZodError) return AppError.validation(fieldsFromZodError(error));
  const prismaCode = (error as PrismaLikeError | null)?.code;
  if (prismaCode === "P2025") return AppError.notFound();
  if (prismaCode === "P2002") return new AppError("conflict", "This already exists");
  if (prismaCode === "P2003") return new AppError("conflict", "This is still in use");
  // Backstop for values the input schema should already refuse (out-of-range numbers).
  if (prismaCode === "P2020") return new AppError("validation_failed", "A value is out of range");
  console.error("[api] unexpected error", error);
  return new AppError("internal", "Something went wrong on our side");
}
