ALTER TABLE "users" ADD COLUMN "empresa_padrao_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_empresa_padrao_id_empresas_id_fk" FOREIGN KEY ("empresa_padrao_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A blank document is no document (so two blanks are not "the same CPF").
UPDATE "users" SET "documento" = NULL WHERE btrim("documento") = '';--> statement-breakpoint
-- One CPF, one account (spec 5.14). Accounts that already share one are reported, not kept silently:
-- the migration stops and names them, so the operator decides which account keeps the document.
DO $$
DECLARE
  dupes text;
BEGIN
  SELECT string_agg(format('%s (contas %s)', documento, ids), '; ')
    INTO dupes
    FROM (
      SELECT documento, string_agg(id::text, ', ' ORDER BY id) AS ids
        FROM "users"
       WHERE documento IS NOT NULL
       GROUP BY documento
      HAVING count(*) > 1
    ) d;
  IF dupes IS NOT NULL THEN
    RAISE EXCEPTION 'Há contas com o mesmo CPF/CNPJ: %', dupes
      USING HINT = 'Cada CPF pode pertencer a uma só conta. Corrija o campo documento de uma das contas (UPDATE users SET documento = NULL WHERE id = ...) e reinicie.';
  END IF;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "users_documento_uq" ON "users" USING btree ("documento") WHERE "users"."documento" is not null;
