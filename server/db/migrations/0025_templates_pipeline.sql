CREATE TABLE "envios_lote" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "envios_lote_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"modelo_id" integer NOT NULL,
	"modelo_versao_id" integer NOT NULL,
	"pasta_id" integer,
	"planilha_nome" varchar(255) NOT NULL,
	"mapeamento" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'running' NOT NULL,
	"total" integer NOT NULL,
	"criados" integer DEFAULT 0 NOT NULL,
	"recusados" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"concluido_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "envios_lote_linhas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "envios_lote_linhas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"lote_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"linha" integer NOT NULL,
	"dados" jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"arquivo_id" integer,
	"motivo" jsonb,
	"tentativas" smallint DEFAULT 0 NOT NULL,
	"processado_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "modelo_link_codigos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modelo_link_codigos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"modelo_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"codigo_hash" char(64) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"usado_em" timestamp with time zone,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modelo_versoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modelo_versoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"modelo_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"versao" integer NOT NULL,
	"arquivo_nome" varchar(255) NOT NULL,
	"blob_key" varchar(200) NOT NULL,
	"sha256" char(64) NOT NULL,
	"tamanho" bigint NOT NULL,
	"definicao" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modelos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "modelos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"nome" varchar(120) NOT NULL,
	"descricao" text,
	"versao" integer DEFAULT 1 NOT NULL,
	"arquivado" boolean DEFAULT false NOT NULL,
	"link_token" varchar(64),
	"link" jsonb,
	"link_criado_em" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "origem" varchar(16) DEFAULT 'upload' NOT NULL;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "modelo_id" integer;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "modelo_versao_id" integer;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "atividade_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "envios_lote" ADD CONSTRAINT "envios_lote_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_lote" ADD CONSTRAINT "envios_lote_modelo_id_modelos_id_fk" FOREIGN KEY ("modelo_id") REFERENCES "public"."modelos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_lote" ADD CONSTRAINT "envios_lote_modelo_versao_id_modelo_versoes_id_fk" FOREIGN KEY ("modelo_versao_id") REFERENCES "public"."modelo_versoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_lote" ADD CONSTRAINT "envios_lote_pasta_id_pastas_id_fk" FOREIGN KEY ("pasta_id") REFERENCES "public"."pastas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_lote" ADD CONSTRAINT "envios_lote_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_lote_linhas" ADD CONSTRAINT "envios_lote_linhas_lote_id_envios_lote_id_fk" FOREIGN KEY ("lote_id") REFERENCES "public"."envios_lote"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_lote_linhas" ADD CONSTRAINT "envios_lote_linhas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "envios_lote_linhas" ADD CONSTRAINT "envios_lote_linhas_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelo_link_codigos" ADD CONSTRAINT "modelo_link_codigos_modelo_id_modelos_id_fk" FOREIGN KEY ("modelo_id") REFERENCES "public"."modelos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelo_versoes" ADD CONSTRAINT "modelo_versoes_modelo_id_modelos_id_fk" FOREIGN KEY ("modelo_id") REFERENCES "public"."modelos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelo_versoes" ADD CONSTRAINT "modelo_versoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelo_versoes" ADD CONSTRAINT "modelo_versoes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelos" ADD CONSTRAINT "modelos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modelos" ADD CONSTRAINT "modelos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "envios_lote_empresa_idx" ON "envios_lote" USING btree ("empresa_id","created_at");--> statement-breakpoint
CREATE INDEX "envios_lote_running_idx" ON "envios_lote" USING btree ("status") WHERE "envios_lote"."status" = 'running';--> statement-breakpoint
CREATE UNIQUE INDEX "envios_lote_linhas_uq" ON "envios_lote_linhas" USING btree ("lote_id","linha");--> statement-breakpoint
CREATE INDEX "envios_lote_linhas_pending_idx" ON "envios_lote_linhas" USING btree ("lote_id","linha") WHERE "envios_lote_linhas"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "modelo_link_codigos_email_idx" ON "modelo_link_codigos" USING btree ("modelo_id",lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "modelo_link_codigos_ip_idx" ON "modelo_link_codigos" USING btree ("ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "modelo_versoes_uq" ON "modelo_versoes" USING btree ("modelo_id","versao");--> statement-breakpoint
CREATE INDEX "modelo_versoes_blob_idx" ON "modelo_versoes" USING btree ("blob_key");--> statement-breakpoint
CREATE UNIQUE INDEX "modelos_nome_uq" ON "modelos" USING btree ("empresa_id",lower("nome")) WHERE "modelos"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "modelos_link_uq" ON "modelos" USING btree ("link_token");--> statement-breakpoint
CREATE INDEX "arquivos_pipeline_idx" ON "arquivos" USING btree ("empresa_id","status","enviado_em","id") WHERE "arquivos"."deleted_at" is null and "arquivos"."purged_at" is null and "arquivos"."enviado_em" is not null;--> statement-breakpoint
CREATE INDEX "arquivos_pipeline_prazo_idx" ON "arquivos" USING btree ("empresa_id","prazo","id") WHERE "arquivos"."deleted_at" is null and "arquivos"."purged_at" is null and "arquivos"."enviado_em" is not null;--> statement-breakpoint
CREATE INDEX "arquivos_modelo_idx" ON "arquivos" USING btree ("modelo_id") WHERE "arquivos"."modelo_id" is not null;--> statement-breakpoint
ALTER TABLE "arquivos" ADD CONSTRAINT "arquivos_modelo_id_modelos_id_fk" FOREIGN KEY ("modelo_id") REFERENCES "public"."modelos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivos" ADD CONSTRAINT "arquivos_modelo_versao_id_modelo_versoes_id_fk" FOREIGN KEY ("modelo_versao_id") REFERENCES "public"."modelo_versoes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- The pipeline's "last activity": the newest event of each file, from now on kept by the event insert.
UPDATE "arquivos" SET "atividade_em" = e."last" FROM (
  SELECT "arquivo_id", max("created_at") AS "last" FROM "arquivo_eventos" GROUP BY "arquivo_id"
) e WHERE e."arquivo_id" = "arquivos"."id";--> statement-breakpoint
-- The new permissions templates.view / templates.manage: whoever asks for signatures may use
-- templates; whoever also organises the vault may create and edit them. Administrators (every
-- permission) and operators thus keep matching their role's preset; API keys keep exactly what they
-- were given. Pending invitations follow the same rule.
UPDATE "usuario_empresa" SET "permissions" = "permissions" || CASE
  WHEN "permissions" @> ARRAY['signing.request', 'vault.manage'] THEN ARRAY['templates.view', 'templates.manage']
  ELSE ARRAY['templates.view'] END
WHERE 'signing.request' = ANY("permissions") AND NOT 'templates.view' = ANY("permissions");--> statement-breakpoint
UPDATE "invites" SET "permissions" = "permissions" || CASE
  WHEN "permissions" @> ARRAY['signing.request', 'vault.manage'] THEN ARRAY['templates.view', 'templates.manage']
  ELSE ARRAY['templates.view'] END
WHERE "accepted_at" IS NULL AND "cancelled_at" IS NULL
  AND 'signing.request' = ANY("permissions") AND NOT 'templates.view' = ANY("permissions");
