ALTER TABLE "empresas" ADD COLUMN "owner_id" integer;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "telefone" varchar(20);--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "cep" varchar(8);--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "logradouro" varchar(200);--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "numero" varchar(20);--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "complemento" varchar(100);--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "bairro" varchar(100);--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "estado_id" smallint;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "municipio_id" integer;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Each existing company's owner: the earliest active link of a live user holding 'users.manage'.
UPDATE "empresas" e SET "owner_id" = (
  SELECT ue."user_id" FROM "usuario_empresa" ue
  JOIN "users" u ON u."id" = ue."user_id"
  WHERE ue."empresa_id" = e."id" AND ue."status" AND 'users.manage' = ANY(ue."permissions")
    AND u."deleted_at" IS NULL AND u."anonymized_at" IS NULL
  ORDER BY ue."created_at", ue."id"
  LIMIT 1);
