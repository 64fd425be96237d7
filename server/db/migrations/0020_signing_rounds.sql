DROP INDEX "assinaturas_arquivo_idx";--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "rodada" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "assinaturas" ADD COLUMN "rodada" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "assinaturas_arquivo_idx" ON "assinaturas" USING btree ("arquivo_id","rodada","ordem");