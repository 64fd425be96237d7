CREATE TABLE "api_keys" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "api_keys_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"nome" varchar(80) NOT NULL,
	"prefixo" varchar(24) NOT NULL,
	"secret_hash" varchar(64) NOT NULL,
	"permissions" jsonb NOT NULL,
	"created_by" integer NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"last_used_ip" varchar(64),
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auditoria" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auditoria_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"user_id" integer,
	"api_key_id" integer,
	"ator" jsonb,
	"acao" varchar(60) NOT NULL,
	"alvo" varchar(120),
	"dados" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_endpoints_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"url" varchar(500) NOT NULL,
	"descricao" varchar(120),
	"eventos" jsonb NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"secret_sealed" text NOT NULL,
	"desativado_motivo" varchar(40),
	"desativado_em" timestamp with time zone,
	"falhas_seguidas" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "webhook_entregas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_entregas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"endpoint_id" integer NOT NULL,
	"empresa_id" integer NOT NULL,
	"mensagem_id" varchar(40) NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"corpo" text NOT NULL,
	"status" varchar(12) DEFAULT 'pending' NOT NULL,
	"tentativas" smallint DEFAULT 0 NOT NULL,
	"proxima_tentativa" timestamp with time zone NOT NULL,
	"lease_ate" timestamp with time zone,
	"ultimo_codigo" smallint,
	"ultima_duracao_ms" integer,
	"ultimo_erro" varchar(300),
	"ultima_resposta" varchar(1000),
	"entregue_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_tentativas" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "webhook_tentativas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"entrega_id" bigint NOT NULL,
	"codigo" smallint,
	"duracao_ms" integer NOT NULL,
	"erro" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auditoria" ADD CONSTRAINT "auditoria_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_entregas" ADD CONSTRAINT "webhook_entregas_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_entregas" ADD CONSTRAINT "webhook_entregas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_tentativas" ADD CONSTRAINT "webhook_tentativas_entrega_id_webhook_entregas_id_fk" FOREIGN KEY ("entrega_id") REFERENCES "public"."webhook_entregas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_prefixo_uq" ON "api_keys" USING btree ("prefixo");--> statement-breakpoint
CREATE INDEX "api_keys_empresa_idx" ON "api_keys" USING btree ("empresa_id","id");--> statement-breakpoint
CREATE INDEX "auditoria_empresa_idx" ON "auditoria" USING btree ("empresa_id","id");--> statement-breakpoint
CREATE INDEX "auditoria_api_key_idx" ON "auditoria" USING btree ("api_key_id") WHERE "auditoria"."api_key_id" is not null;--> statement-breakpoint
CREATE INDEX "webhook_endpoints_empresa_idx" ON "webhook_endpoints" USING btree ("empresa_id") WHERE "webhook_endpoints"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "webhook_entregas_due_idx" ON "webhook_entregas" USING btree ("proxima_tentativa") WHERE "webhook_entregas"."status" in ('pending', 'sending');--> statement-breakpoint
CREATE INDEX "webhook_entregas_endpoint_idx" ON "webhook_entregas" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "webhook_tentativas_entrega_idx" ON "webhook_tentativas" USING btree ("entrega_id","id");--> statement-breakpoint
-- Integrations are a new permission: each company's owner holds it from now on (and hands it on).
UPDATE "usuario_empresa" SET "permissions" = array_append("permissions", 'integrations.manage') FROM "empresas" WHERE "empresas"."id" = "usuario_empresa"."empresa_id" AND "empresas"."owner_id" = "usuario_empresa"."user_id" AND NOT ('integrations.manage' = ANY("usuario_empresa"."permissions"));
