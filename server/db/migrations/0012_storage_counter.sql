ALTER TABLE "empresas" ADD COLUMN "armazenamento_usado" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "empresas" SET "armazenamento_usado" = coalesce((SELECT sum("tamanho") FROM "arquivos" WHERE "arquivos"."empresa_id" = "empresas"."id" AND "arquivos"."purged_at" IS NULL), 0);--> statement-breakpoint
-- The company's storage count follows its files however they are written (upload, purge, a
-- fixture, a future path): a file counts while it is not purged.
CREATE FUNCTION "cofre_arquivos_storage"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."purged_at" IS NULL THEN
    UPDATE "empresas" SET "armazenamento_usado" = greatest("armazenamento_usado" - OLD."tamanho", 0)
      WHERE "id" = OLD."empresa_id";
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW."purged_at" IS NULL THEN
    UPDATE "empresas" SET "armazenamento_usado" = "armazenamento_usado" + NEW."tamanho"
      WHERE "id" = NEW."empresa_id";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "arquivos_storage_insert_delete" AFTER INSERT OR DELETE ON "arquivos"
  FOR EACH ROW EXECUTE FUNCTION "cofre_arquivos_storage"();--> statement-breakpoint
CREATE TRIGGER "arquivos_storage_update" AFTER UPDATE OF "tamanho", "purged_at", "empresa_id" ON "arquivos"
  FOR EACH ROW
  WHEN (OLD."tamanho" IS DISTINCT FROM NEW."tamanho" OR OLD."purged_at" IS DISTINCT FROM NEW."purged_at"
    OR OLD."empresa_id" IS DISTINCT FROM NEW."empresa_id")
  EXECUTE FUNCTION "cofre_arquivos_storage"();
