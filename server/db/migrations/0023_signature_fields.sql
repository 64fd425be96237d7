CREATE TABLE "assinatura_campos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assinatura_campos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"arquivo_id" integer NOT NULL,
	"assinatura_id" integer NOT NULL,
	"ordem" integer NOT NULL,
	"tipo" varchar(16) NOT NULL,
	"obrigatorio" boolean DEFAULT true NOT NULL,
	"rotulo" varchar(80),
	"max_caracteres" smallint,
	"areas" jsonb NOT NULL,
	"valor" text,
	"preenchido_em" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assinatura_marcas" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assinatura_marcas_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"assinatura_id" integer NOT NULL,
	"tipo" varchar(16) NOT NULL,
	"blob_key" varchar(200) NOT NULL,
	"sha256" char(64) NOT NULL,
	"largura" integer NOT NULL,
	"altura" integer NOT NULL,
	"origem" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assinatura_rascunhos" (
	"arquivo_id" integer PRIMARY KEY NOT NULL,
	"empresa_id" integer NOT NULL,
	"corpo" jsonb NOT NULL,
	"user_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usuario_marcas" (
	"user_id" integer NOT NULL,
	"tipo" varchar(16) NOT NULL,
	"blob_key" varchar(200) NOT NULL,
	"sha256" char(64) NOT NULL,
	"largura" integer NOT NULL,
	"altura" integer NOT NULL,
	"origem" varchar(16) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "usuario_marcas_user_id_tipo_pk" PRIMARY KEY("user_id","tipo")
);
--> statement-breakpoint
ALTER TABLE "assinatura_campos" ADD CONSTRAINT "assinatura_campos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinatura_campos" ADD CONSTRAINT "assinatura_campos_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinatura_campos" ADD CONSTRAINT "assinatura_campos_assinatura_id_assinaturas_id_fk" FOREIGN KEY ("assinatura_id") REFERENCES "public"."assinaturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinatura_marcas" ADD CONSTRAINT "assinatura_marcas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinatura_marcas" ADD CONSTRAINT "assinatura_marcas_assinatura_id_assinaturas_id_fk" FOREIGN KEY ("assinatura_id") REFERENCES "public"."assinaturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinatura_rascunhos" ADD CONSTRAINT "assinatura_rascunhos_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinatura_rascunhos" ADD CONSTRAINT "assinatura_rascunhos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinatura_rascunhos" ADD CONSTRAINT "assinatura_rascunhos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usuario_marcas" ADD CONSTRAINT "usuario_marcas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assinatura_campos_assinatura_idx" ON "assinatura_campos" USING btree ("assinatura_id","ordem");--> statement-breakpoint
CREATE INDEX "assinatura_campos_arquivo_idx" ON "assinatura_campos" USING btree ("arquivo_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assinatura_marcas_uq" ON "assinatura_marcas" USING btree ("assinatura_id","tipo");--> statement-breakpoint
CREATE INDEX "assinatura_marcas_blob_idx" ON "assinatura_marcas" USING btree ("blob_key");--> statement-breakpoint
CREATE INDEX "usuario_marcas_blob_idx" ON "usuario_marcas" USING btree ("blob_key");