ALTER TABLE "arquivos" ADD COLUMN "prazo" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "prazo_alertas" smallint[] DEFAULT '{}'::smallint[] NOT NULL;--> statement-breakpoint
ALTER TABLE "arquivos" ADD COLUMN "lembrete_dias" smallint;--> statement-breakpoint
CREATE INDEX "arquivos_prazo_idx" ON "arquivos" USING btree ("prazo") WHERE "arquivos"."status" = 'waiting' and "arquivos"."prazo" is not null;