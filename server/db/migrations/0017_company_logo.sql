ALTER TABLE "empresas" ADD COLUMN "logo_key" varchar(120);--> statement-breakpoint
CREATE INDEX "empresas_logo_key_idx" ON "empresas" USING btree ("logo_key") WHERE "empresas"."logo_key" is not null;