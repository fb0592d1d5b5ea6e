-- CreateTable
CREATE TABLE "stored_file_deletion" (
    "id" SERIAL NOT NULL,
    "group_id" INTEGER NOT NULL,
    "storage_key" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_file_deletion_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "stored_file_deletion_group_id_storage_key_idx" ON "stored_file_deletion"("group_id", "storage_key");

-- CreateIndex
CREATE INDEX "stored_file_deletion_created_at_idx" ON "stored_file_deletion"("created_at");

-- CreateFunction: every deleted file row (direct or by cascade) queues its bytes for removal.
CREATE FUNCTION "file_queue_storage_deletion"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "stored_file_deletion" ("group_id", "storage_key") VALUES (OLD."group_id", OLD."storage_key");
  RETURN OLD;
END;
$$;

-- CreateTrigger
CREATE TRIGGER "file_after_delete_queue_storage" AFTER DELETE ON "file"
  FOR EACH ROW EXECUTE FUNCTION "file_queue_storage_deletion"();
