-- AlterTable
ALTER TABLE "employee" ADD COLUMN     "search_text" TEXT NOT NULL DEFAULT '';

-- CreateFunction: search_text is the lower-cased name parts, e-mail and employee number, space-separated.
-- lower() here and LIKE on it match what ILIKE does per column (PostgreSQL's ILIKE is lower(text) LIKE
-- lower(pattern) in the column's collation), so the list's LIKE prefilter on this column never drops a row
-- the exact ILIKEs would keep (lib/people/search-terms.ts).
CREATE FUNCTION "employee_set_search_text"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_text" := lower(concat_ws(' ', NEW."first_name", NEW."last_name", NEW."insertion",
    NEW."last_name_partner", NEW."email", NEW."employee_number"));
  RETURN NEW;
END;
$$;

-- CreateTrigger: every insert and update (COPY and createMany too) recomputes it, whatever the app sent.
CREATE TRIGGER "employee_before_write_search_text" BEFORE INSERT OR UPDATE ON "employee"
  FOR EACH ROW EXECUTE FUNCTION "employee_set_search_text"();

-- Backfill the existing people.
UPDATE "employee" SET "search_text" = lower(concat_ws(' ', "first_name", "last_name", "insertion",
  "last_name_partner", "email", "employee_number"));
