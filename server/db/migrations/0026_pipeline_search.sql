ALTER TABLE "arquivos" ADD COLUMN "signatarios_busca" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "arquivos_pipeline_sent_idx" ON "arquivos" USING btree ("empresa_id","enviado_em","id") WHERE "arquivos"."deleted_at" is null and "arquivos"."purged_at" is null and "arquivos"."enviado_em" is not null;--> statement-breakpoint
-- The current round's signatories of a file, as the pipeline searches them: names, e-mails and
-- phones, lower-cased, in order. Recomputed whenever a signatory is added or changes (a new round
-- adds its signatories after moving arquivos.rodada, so its rows recompute it too).
CREATE FUNCTION "arquivos_signatarios_busca"(fid integer) RETURNS void LANGUAGE sql AS $$
  UPDATE "arquivos" a SET "signatarios_busca" = coalesce((
    SELECT lower(string_agg(concat_ws(' ', s."nome", s."email", s."phone"), ' ' ORDER BY s."ordem"))
    FROM "assinaturas" s
    WHERE s."arquivo_id" = a."id" AND s."rodada" = a."rodada" AND s."status" <> 'removed'
  ), '')
  WHERE a."id" = fid;
$$;--> statement-breakpoint
CREATE FUNCTION "assinaturas_busca_trigger"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "arquivos_signatarios_busca"(NEW."arquivo_id");
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "assinaturas_busca" AFTER INSERT OR UPDATE OF "nome", "email", "phone", "status", "rodada"
  ON "assinaturas" FOR EACH ROW EXECUTE FUNCTION "assinaturas_busca_trigger"();--> statement-breakpoint
UPDATE "arquivos" a SET "signatarios_busca" = coalesce((
  SELECT lower(string_agg(concat_ws(' ', s."nome", s."email", s."phone"), ' ' ORDER BY s."ordem"))
  FROM "assinaturas" s
  WHERE s."arquivo_id" = a."id" AND s."rodada" = a."rodada" AND s."status" <> 'removed'
), '')
WHERE EXISTS (SELECT 1 FROM "assinaturas" s WHERE s."arquivo_id" = a."id");
