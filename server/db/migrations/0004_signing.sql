CREATE TABLE "assinaturas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assinaturas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"arquivo_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"tipo" integer NOT NULL,
	"user_id" integer,
	"interno" boolean DEFAULT false NOT NULL,
	"nome" varchar(200) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(20),
	"cpf" varchar(11),
	"exige_codigo" boolean DEFAULT false NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"token_hash" char(64),
	"token_expires_at" timestamp with time zone,
	"enviado_em" timestamp with time zone,
	"visualizado_em" timestamp with time zone,
	"lembrado_em" timestamp with time zone,
	"codigo_hash" char(64),
	"codigo_expires_at" timestamp with time zone,
	"codigo_enviado_em" timestamp with time zone,
	"codigo_tentativas" integer DEFAULT 0 NOT NULL,
	"acted_at" timestamp with time zone,
	"ip" varchar(64),
	"port" integer,
	"user_agent" text,
	"autenticacao" varchar(16),
	"motivo" text,
	"removido_por" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "sequencial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "mensagem" text;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "solicitante_id" integer;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "enviado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "concluido_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "encerrado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "motivo" text;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "verificacao_codigo" varchar(32);--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "selado_blob_key" varchar(200);--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "selado_sha256" char(64);--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "selado_tamanho" bigint;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "selado_tipo" varchar(16);--> statement-breakpoint
ALTER TABLE "assinaturas" ADD CONSTRAINT "assinaturas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas" ADD CONSTRAINT "assinaturas_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas" ADD CONSTRAINT "assinaturas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinaturas" ADD CONSTRAINT "assinaturas_removido_por_users_id_fk" FOREIGN KEY ("removido_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assinaturas_token_uq" ON "assinaturas" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "assinaturas_arquivo_idx" ON "assinaturas" USING btree ("arquivo_id","ordem");--> statement-breakpoint
CREATE INDEX "assinaturas_user_idx" ON "assinaturas" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "assinaturas_email_idx" ON "assinaturas" USING btree (lower("email"),"status");--> statement-breakpoint
ALTER TABLE "arquivos" ADD CONSTRAINT "arquivos_solicitante_id_users_id_fk" FOREIGN KEY ("solicitante_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "arquivos_verificacao_uq" ON "arquivos" USING btree ("verificacao_codigo");--> statement-breakpoint
CREATE INDEX "arquivos_selado_sha_idx" ON "arquivos" USING btree ("selado_sha256");--> statement-breakpoint
CREATE INDEX "arquivos_sha_idx" ON "arquivos" USING btree ("sha256");