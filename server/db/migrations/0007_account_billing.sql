CREATE TABLE "empresa_modulos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "empresa_modulos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"pedido_id" integer,
	"modulo" varchar(16) NOT NULL,
	"quantidade" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "financeiro" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "financeiro_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"pedido_id" integer,
	"descricao" varchar(200) NOT NULL,
	"parcela" smallint NOT NULL,
	"parcelas" smallint NOT NULL,
	"valor_centavos" integer NOT NULL,
	"vencimento" date NOT NULL,
	"fin_status" smallint DEFAULT 1 NOT NULL,
	"forma_pagamento" varchar(16) NOT NULL,
	"pago_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notificacoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notificacoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"empresa_id" integer,
	"not_status" smallint NOT NULL,
	"not_description" text NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"link" varchar(300),
	"chave" varchar(120),
	"shown_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pedidos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pedidos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"tipo" varchar(16) NOT NULL,
	"plano_id" integer,
	"periodicidade" varchar(16),
	"itens" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"valor_centavos" integer NOT NULL,
	"parcelas" smallint DEFAULT 1 NOT NULL,
	"forma_pagamento" varchar(16) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuario_emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"descricao" varchar(60),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usuario_enderecos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuario_enderecos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"descricao" varchar(60),
	"cep" varchar(8) NOT NULL,
	"logradouro" varchar(200) NOT NULL,
	"numero" varchar(20) NOT NULL,
	"complemento" varchar(100),
	"bairro" varchar(100) NOT NULL,
	"estado_id" smallint NOT NULL,
	"municipio_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "usuario_telefones" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "usuario_telefones_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"numero" varchar(20) NOT NULL,
	"tipo" varchar(16) DEFAULT 'celular' NOT NULL,
	"descricao" varchar(60),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "plano_periodicidade" varchar(16);--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "plano_expira_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "foto_key" varchar(120);--> statement-breakpoint
ALTER TABLE "empresa_modulos" ADD CONSTRAINT "empresa_modulos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_modulos" ADD CONSTRAINT "empresa_modulos_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financeiro" ADD CONSTRAINT "financeiro_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "financeiro" ADD CONSTRAINT "financeiro_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notificacoes" ADD CONSTRAINT "notificacoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pedidos" ADD CONSTRAINT "pedidos_plano_id_planos_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."planos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_emails" ADD CONSTRAINT "usuario_emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_enderecos" ADD CONSTRAINT "usuario_enderecos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_telefones" ADD CONSTRAINT "usuario_telefones_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "empresa_modulos_empresa_idx" ON "empresa_modulos" USING btree ("empresa_id","modulo");--> statement-breakpoint
CREATE INDEX "financeiro_empresa_idx" ON "financeiro" USING btree ("empresa_id","vencimento");--> statement-breakpoint
CREATE INDEX "notificacoes_user_idx" ON "notificacoes" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "notificacoes_chave_uq" ON "notificacoes" USING btree ("user_id","chave") WHERE "notificacoes"."chave" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "pedidos_token_uq" ON "pedidos" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "pedidos_empresa_idx" ON "pedidos" USING btree ("empresa_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_emails_uq" ON "usuario_emails" USING btree ("user_id",lower("email"));--> statement-breakpoint
CREATE INDEX "usuario_enderecos_user_idx" ON "usuario_enderecos" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "usuario_telefones_uq" ON "usuario_telefones" USING btree ("user_id","numero");