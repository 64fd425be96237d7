CREATE TABLE "selos_anteriores" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "selos_anteriores_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"arquivo_id" integer NOT NULL,
	"sha256" char(64) NOT NULL,
	"substituido_em" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "selado_nivel" varchar(8);--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "carimbo_status" varchar(16);--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "carimbo_tentativas" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "carimbo_proximo_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "carimbo_expira_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "selos_anteriores" ADD CONSTRAINT "selos_anteriores_arquivo_id_arquivos_id_fk" FOREIGN KEY ("arquivo_id") REFERENCES "public"."arquivos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "selos_anteriores_sha_idx" ON "selos_anteriores" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "arquivos_carimbo_pendente_idx" ON "arquivos" USING btree ("carimbo_proximo_em") WHERE "arquivos"."carimbo_status" = 'pendente';--> statement-breakpoint
CREATE INDEX "arquivos_carimbo_expira_idx" ON "arquivos" USING btree ("carimbo_expira_em") WHERE "arquivos"."carimbo_expira_em" is not null;