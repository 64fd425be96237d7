CREATE TABLE "lgpd_solicitacoes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lgpd_solicitacoes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"motivo" text,
	"resposta" text,
	"decidido_por" integer,
	"decidido_em" timestamp with time zone,
	"cancelado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lgpd_solicitacoes" ADD CONSTRAINT "lgpd_solicitacoes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lgpd_solicitacoes" ADD CONSTRAINT "lgpd_solicitacoes_decidido_por_users_id_fk" FOREIGN KEY ("decidido_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lgpd_solicitacoes_pendente_uq" ON "lgpd_solicitacoes" USING btree ("user_id") WHERE "lgpd_solicitacoes"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "lgpd_solicitacoes_status_idx" ON "lgpd_solicitacoes" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "lgpd_solicitacoes_user_idx" ON "lgpd_solicitacoes" USING btree ("user_id","id");