CREATE TABLE "plano_periodos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "plano_periodos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"empresa_id" integer NOT NULL,
	"financeiro_id" integer NOT NULL,
	"pedido_id" integer NOT NULL,
	"plano_id" integer NOT NULL,
	"inicio" timestamp with time zone NOT NULL,
	"fim" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psp_eventos" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "psp_eventos_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provedor" varchar(16) NOT NULL,
	"evento_id" varchar(160) NOT NULL,
	"evento" varchar(64) NOT NULL,
	"cobranca_provedor_id" varchar(64),
	"financeiro_id" integer,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processado_em" timestamp with time zone,
	"tentativas" smallint DEFAULT 0 NOT NULL,
	"proxima_tentativa" timestamp with time zone,
	"resultado" varchar(200),
	"status_provedor" varchar(40)
);
--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "status" varchar(16) DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "provedor" varchar(16) DEFAULT 'manual' NOT NULL;--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "provedor_id" varchar(64);--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "competencia_inicio" date;--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "competencia_fim" date;--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "pix_payload" text;--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "pix_expira_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "boleto_linha" varchar(64);--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "boleto_url" varchar(500);--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "fatura_url" varchar(500);--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "recibo_url" varchar(500);--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "cartao_final" varchar(4);--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "cartao_bandeira" varchar(20);--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "recusa" varchar(300);--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "estornado_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "nfse_id" varchar(64);--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "nfse_status" varchar(16);--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "nfse_numero" varchar(40);--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "nfse_pdf_url" varchar(500);--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "nfse_xml_url" varchar(500);--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "baixa_manual_por" integer;--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "avisos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "financeiro" ADD COLUMN "verificado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "aplicado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "credito_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "renovacao" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "pedidos" ADD COLUMN "periodo_inicio" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "psp_cliente_id" varchar(64);--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "cobranca_email" varchar(254);--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "cartao_token" text;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "cartao_final" varchar(4);--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "cartao_bandeira" varchar(20);--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "forma_pagamento_preferida" varchar(16);--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "cobranca_situacao" varchar(16) DEFAULT 'ok' NOT NULL;--> statement-breakpoint
ALTER TABLE "empresas" ADD COLUMN "suspensa_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plano_periodos" ADD CONSTRAINT "plano_periodos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_periodos" ADD CONSTRAINT "plano_periodos_financeiro_id_financeiro_id_fk" FOREIGN KEY ("financeiro_id") REFERENCES "public"."financeiro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_periodos" ADD CONSTRAINT "plano_periodos_pedido_id_pedidos_id_fk" FOREIGN KEY ("pedido_id") REFERENCES "public"."pedidos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plano_periodos" ADD CONSTRAINT "plano_periodos_plano_id_planos_id_fk" FOREIGN KEY ("plano_id") REFERENCES "public"."planos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psp_eventos" ADD CONSTRAINT "psp_eventos_financeiro_id_financeiro_id_fk" FOREIGN KEY ("financeiro_id") REFERENCES "public"."financeiro"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plano_periodos_financeiro_uq" ON "plano_periodos" USING btree ("financeiro_id");--> statement-breakpoint
CREATE UNIQUE INDEX "plano_periodos_pedido_uq" ON "plano_periodos" USING btree ("pedido_id");--> statement-breakpoint
CREATE INDEX "plano_periodos_empresa_idx" ON "plano_periodos" USING btree ("empresa_id","inicio");--> statement-breakpoint
CREATE UNIQUE INDEX "psp_eventos_evento_uq" ON "psp_eventos" USING btree ("provedor","evento_id");--> statement-breakpoint
CREATE INDEX "psp_eventos_pendentes_idx" ON "psp_eventos" USING btree ("id") WHERE "psp_eventos"."processado_em" is null;--> statement-breakpoint
CREATE INDEX "psp_eventos_financeiro_idx" ON "psp_eventos" USING btree ("financeiro_id","id");--> statement-breakpoint
ALTER TABLE "financeiro" ADD CONSTRAINT "financeiro_baixa_manual_por_users_id_fk" FOREIGN KEY ("baixa_manual_por") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "financeiro_provedor_uq" ON "financeiro" USING btree ("provedor_id") WHERE "financeiro"."provedor_id" is not null;--> statement-breakpoint
CREATE INDEX "financeiro_abertos_idx" ON "financeiro" USING btree ("status","vencimento") WHERE "financeiro"."status" in ('pending', 'overdue');--> statement-breakpoint
CREATE UNIQUE INDEX "pedidos_renovacao_uq" ON "pedidos" USING btree ("empresa_id","periodo_inicio") WHERE "pedidos"."renovacao" and "pedidos"."status" <> 'cancelled';--> statement-breakpoint
-- Records written before payments: their state follows their fin_status (0 received and 2 paid are
-- paid, -1 in arrears is overdue, 1 opened is pending), and orders already confirmed took effect then.
UPDATE "financeiro" SET "status" = CASE "fin_status" WHEN 0 THEN 'paid' WHEN 2 THEN 'paid' WHEN -1 THEN 'overdue' ELSE 'pending' END;--> statement-breakpoint
UPDATE "pedidos" SET "aplicado_em" = "confirmed_at" WHERE "status" = 'confirmed';
