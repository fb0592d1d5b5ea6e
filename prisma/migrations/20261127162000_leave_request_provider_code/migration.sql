-- Leave taken over from the payroll provider keeps the provider's code in its own column instead of an
-- English note, so every reader sees "payroll provider (CODE)" in their own language.
ALTER TABLE "leave_request" ADD COLUMN "provider_code" TEXT;

-- Requests taken over before: their note was exactly 'payroll provider (CODE)'.
UPDATE "leave_request"
SET "provider_code" = substring("note" from '^payroll provider \((.*)\)$'), "note" = NULL
WHERE "note" ~ '^payroll provider \(.*\)$';
