CREATE TABLE "contatos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contatos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"nome" varchar(200) NOT NULL,
	"email" varchar(254),
	"celular" varchar(20),
	"documento" varchar(14),
	"empresa" varchar(200),
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"observacoes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "contatos" ADD CONSTRAINT "contatos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contatos" ADD CONSTRAINT "contatos_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contatos_empresa_nome_idx" ON "contatos" USING btree ("empresa_id","nome");--> statement-breakpoint
CREATE UNIQUE INDEX "contatos_email_uq" ON "contatos" USING btree ("empresa_id",lower("email")) WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "contatos_celular_uq" ON "contatos" USING btree ("empresa_id","celular") WHERE deleted_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "contatos_documento_uq" ON "contatos" USING btree ("empresa_id","documento") WHERE deleted_at is null;--> statement-breakpoint
-- The new permissions contacts.view / contacts.manage, so nobody loses the address book they should
-- have: whoever sees or sends what the company exchanges with people (vault.view, messages.view,
-- messages.send, signing.request) may see its contacts; whoever sends to people (messages.send,
-- signing.request) may also manage them. Administrators (every permission) and operators thus keep
-- matching their role's preset; "só assina" (no permission) gets nothing. Pending invitations follow
-- the same rule; API keys keep exactly the permissions they were given.
UPDATE "usuario_empresa" SET "permissions" = "permissions" || CASE
  WHEN "permissions" && ARRAY['messages.send', 'signing.request'] THEN ARRAY['contacts.view', 'contacts.manage']
  ELSE ARRAY['contacts.view'] END
WHERE "permissions" && ARRAY['vault.view', 'messages.view', 'messages.send', 'signing.request']
  AND NOT 'contacts.view' = ANY("permissions");--> statement-breakpoint
UPDATE "invites" SET "permissions" = "permissions" || CASE
  WHEN "permissions" && ARRAY['messages.send', 'signing.request'] THEN ARRAY['contacts.view', 'contacts.manage']
  ELSE ARRAY['contacts.view'] END
WHERE "accepted_at" IS NULL AND "cancelled_at" IS NULL
  AND "permissions" && ARRAY['vault.view', 'messages.view', 'messages.send', 'signing.request']
  AND NOT 'contacts.view' = ANY("permissions");