CREATE TABLE "arquivo_eventos" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arquivo_eventos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"arquivo_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"acao" varchar(40) NOT NULL,
	"user_id" integer,
	"ator" jsonb,
	"ip" varchar(64),
	"user_agent" text,
	"dados" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"prev_hash" char(64),
	"hash" char(64) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arquivos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "arquivos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"pasta_id" integer,
	"nome" varchar(255) NOT NULL,
	"mime" varchar(120) NOT NULL,
	"tamanho" bigint NOT NULL,
	"sha256" char(64) NOT NULL,
	"blob_key" varchar(200) NOT NULL,
	"status" varchar(16) DEFAULT 'draft' NOT NULL,
	"uploaded_by" integer,
	"event_count" integer DEFAULT 0 NOT NULL,
	"event_head" char(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"purged_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pastas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pastas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"parent_id" integer,
	"nome" varchar(120) NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "usuario_empresa" ADD COLUMN "pasta_atual_id" integer;--> statement-breakpoint
ALTER TABLE "arquivo_eventos" ADD CONSTRAINT "arquivo_eventos_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivo_eventos" ADD CONSTRAINT "arquivo_eventos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivo_eventos" ADD CONSTRAINT "arquivo_eventos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivos" ADD CONSTRAINT "arquivos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivos" ADD CONSTRAINT "arquivos_pasta_id_pastas_id_fk" FOREIGN KEY ("pasta_id") REFERENCES "public"."pastas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivos" ADD CONSTRAINT "arquivos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "arquivos" ADD CONSTRAINT "arquivos_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastas" ADD CONSTRAINT "pastas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastas" ADD CONSTRAINT "pastas_parent_id_pastas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pastas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pastas" ADD CONSTRAINT "pastas_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arquivo_eventos_seq_uq" ON "arquivo_eventos" USING btree ("arquivo_id","seq");--> statement-breakpoint
CREATE INDEX "arquivo_eventos_empresa_idx" ON "arquivo_eventos" USING btree ("empresa_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "arquivos_nome_uq" ON "arquivos" USING btree ("empresa_id",coalesce("pasta_id", 0),lower("nome")) WHERE "arquivos"."deleted_at" is null and "arquivos"."purged_at" is null;--> statement-breakpoint
CREATE INDEX "arquivos_pasta_nome_idx" ON "arquivos" USING btree ("empresa_id","pasta_id","nome","id") WHERE "arquivos"."deleted_at" is null and "arquivos"."purged_at" is null;--> statement-breakpoint
CREATE INDEX "arquivos_pasta_created_idx" ON "arquivos" USING btree ("empresa_id","pasta_id","created_at","id") WHERE "arquivos"."deleted_at" is null and "arquivos"."purged_at" is null;--> statement-breakpoint
CREATE INDEX "arquivos_pasta_tamanho_idx" ON "arquivos" USING btree ("empresa_id","pasta_id","tamanho","id") WHERE "arquivos"."deleted_at" is null and "arquivos"."purged_at" is null;--> statement-breakpoint
CREATE INDEX "arquivos_deleted_idx" ON "arquivos" USING btree ("empresa_id","deleted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pastas_nome_uq" ON "pastas" USING btree ("empresa_id",coalesce("parent_id", 0),lower("nome"));--> statement-breakpoint
CREATE INDEX "pastas_parent_idx" ON "pastas" USING btree ("empresa_id","parent_id","ordem");--> statement-breakpoint
ALTER TABLE "usuario_empresa" ADD CONSTRAINT "usuario_empresa_pasta_atual_id_pastas_id_fk" FOREIGN KEY ("pasta_atual_id") REFERENCES "public"."pastas"("id") ON DELETE set null ON UPDATE no action;