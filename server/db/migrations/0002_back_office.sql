CREATE TABLE "cargos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cargos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" varchar(120) NOT NULL,
	"interno" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plano_adicionais" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plano_adicionais_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plano_id" integer NOT NULL,
	"nome" varchar(120) NOT NULL,
	"modulo" varchar(16) NOT NULL,
	"quantidade" integer NOT NULL,
	"valor_centavos" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plano_recorrencias" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plano_recorrencias_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"plano_id" integer NOT NULL,
	"periodicidade" varchar(16) NOT NULL,
	"valor_centavos" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "planos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" varchar(120) NOT NULL,
	"descricao" text,
	"status" boolean DEFAULT true NOT NULL,
	"max_usuarios" integer,
	"max_dispositivos" integer,
	"armazenamento_mb" integer,
	"mensagens_mes" integer,
	"assinaturas_mes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "servers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "servers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"nome" varchar(120) NOT NULL,
	"base_url" varchar(500) NOT NULL,
	"api_key_sealed" text NOT NULL,
	"capacidade" integer NOT NULL,
	"status" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "plano_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cargo_id" integer;--> statement-breakpoint
ALTER TABLE "plano_adicionais" ADD CONSTRAINT "plano_adicionais_plano_id_planos_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."planos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_recorrencias" ADD CONSTRAINT "plano_recorrencias_plano_id_planos_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."planos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plano_recorrencias_uq" ON "plano_recorrencias" USING btree ("plano_id","periodicidade");--> statement-breakpoint
CREATE UNIQUE INDEX "planos_nome_uq" ON "planos" USING btree (lower("nome")) WHERE "planos"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_plano_id_planos_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."planos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_cargo_id_cargos_id_fk" FOREIGN KEY ("cargo_id") REFERENCES "public"."cargos"("id") ON DELETE no action ON UPDATE no action;