CREATE TABLE "assinatura_envios" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "assinatura_envios_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"arquivo_id" integer NOT NULL,
	"assinatura_id" integer NOT NULL,
	"canal" varchar(8) NOT NULL,
	"finalidade" varchar(8) NOT NULL,
	"mensagem_id" integer,
	"fallback" jsonb,
	"falhou_em" timestamp with time zone,
	"erro" varchar(24),
	"fallback_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assinaturas" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "assinaturas" ALTER COLUMN "autenticacao" SET DATA TYPE varchar(24);--> statement-breakpoint
ALTER TABLE "assinaturas" ADD COLUMN "canal" varchar(8) DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "assinaturas" ADD COLUMN "device_id" integer;--> statement-breakpoint
ALTER TABLE "assinaturas" ADD COLUMN "idioma" varchar(5) DEFAULT 'pt_BR' NOT NULL;--> statement-breakpoint
ALTER TABLE "assinatura_envios" ADD CONSTRAINT "assinatura_envios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinatura_envios" ADD CONSTRAINT "assinatura_envios_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinatura_envios" ADD CONSTRAINT "assinatura_envios_assinatura_id_assinaturas_id_fk" FOREIGN KEY ("assinatura_id") REFERENCES "public"."assinaturas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assinatura_envios" ADD CONSTRAINT "assinatura_envios_mensagem_id_mensagens_id_fk" FOREIGN KEY ("mensagem_id") REFERENCES "public"."mensagens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assinatura_envios_assinatura_idx" ON "assinatura_envios" USING btree ("assinatura_id","canal","id");--> statement-breakpoint
CREATE UNIQUE INDEX "assinatura_envios_mensagem_uq" ON "assinatura_envios" USING btree ("mensagem_id") WHERE "assinatura_envios"."mensagem_id" is not null;--> statement-breakpoint
ALTER TABLE "assinaturas" ADD CONSTRAINT "assinaturas_device_id_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;