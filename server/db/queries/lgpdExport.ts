// What the platform holds about one person, read for their data export ("Meus dados", LGPD art. 18):
// every row naming them by their account id, and the signing rows and file events that name them by
// their login e-mail (acts through an e-mailed link, before or without an account). Each read
// selects the columns it shows: never a token, code or password hash.
import { asc, eq, or, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import {
  arquivoEventos,
  arquivos,
  assinaturas,
  authSessions,
  campanhas,
  devices,
  empresas,
  invites,
  notificacoes,
  passwordResets,
  pedidos,
  planos,
  preCadastros,
  termoAceites,
  usuarioEmpresa,
} from '../schema.js';

const sameEmail = (column: SQLWrapper, email: string) => sql`lower(${column}) = lower(${email})`;

export function companiesOf(db: Db, userId: number) {
  return db
    .select({
      empresa_id: empresas.id,
      razao_social: empresas.razaoSocial,
      nome_fantasia: empresas.nomeFantasia,
      permissoes: usuarioEmpresa.permissions,
      vinculo_ativo: usuarioEmpresa.status,
      proprietario: sql<boolean>`${empresas.ownerId} is not distinct from ${userId}`,
      vinculado_em: usuarioEmpresa.createdAt,
    })
    .from(usuarioEmpresa)
    .innerJoin(empresas, eq(empresas.id, usuarioEmpresa.empresaId))
    .where(eq(usuarioEmpresa.userId, userId))
    .orderBy(asc(usuarioEmpresa.id));
}

export function sessionsOf(db: Db, userId: number) {
  return db
    .select({
      id: authSessions.id,
      empresa_id: authSessions.empresaId,
      lembrar: authSessions.remember,
      ip: authSessions.ip,
      user_agent: authSessions.userAgent,
      created_at: authSessions.createdAt,
      last_used_at: authSessions.lastUsedAt,
      revoked_at: authSessions.revokedAt,
      revoked_reason: authSessions.revokedReason,
    })
    .from(authSessions)
    .where(eq(authSessions.userId, userId))
    .orderBy(asc(authSessions.createdAt));
}

export function termsAcceptedBy(db: Db, userId: number) {
  return db
    .select({
      termo_id: termoAceites.termoId,
      accepted_at: termoAceites.acceptedAt,
      ip: termoAceites.ip,
      user_agent: termoAceites.userAgent,
    })
    .from(termoAceites)
    .where(eq(termoAceites.userId, userId))
    .orderBy(asc(termoAceites.acceptedAt));
}

/** The person's rows in signing processes: by account, or by their login e-mail. */
export function signingRowsOf(db: Db, person: { id: number; email: string }) {
  return db
    .select({
      assinatura_id: assinaturas.id,
      arquivo_id: assinaturas.arquivoId,
      documento: arquivos.nome,
      empresa: empresas.razaoSocial,
      tipo: assinaturas.tipo,
      status: assinaturas.status,
      nome: assinaturas.nome,
      email: assinaturas.email,
      cpf: assinaturas.cpf,
      phone: assinaturas.phone,
      enviado_em: assinaturas.enviadoEm,
      visualizado_em: assinaturas.visualizadoEm,
      acted_at: assinaturas.actedAt,
      ip: assinaturas.ip,
      user_agent: assinaturas.userAgent,
      autenticacao: assinaturas.autenticacao,
      motivo: assinaturas.motivo,
      sha256: arquivos.sha256,
      selado_sha256: arquivos.seladoSha256,
      verificacao_codigo: arquivos.verificacaoCodigo,
      documento_status: arquivos.status,
    })
    .from(assinaturas)
    .innerJoin(arquivos, eq(arquivos.id, assinaturas.arquivoId))
    .innerJoin(empresas, eq(empresas.id, assinaturas.empresaId))
    .where(or(eq(assinaturas.userId, person.id), sameEmail(assinaturas.email, person.email)))
    .orderBy(asc(assinaturas.createdAt), asc(assinaturas.id));
}

/** File events whose actor is the person (by account, or by the e-mail recorded as the actor's). */
export function fileEventsOf(db: Db, person: { id: number; email: string }) {
  return db
    .select({
      arquivo_id: arquivoEventos.arquivoId,
      documento: arquivos.nome,
      seq: arquivoEventos.seq,
      acao: arquivoEventos.acao,
      created_at: arquivoEventos.createdAt,
      ip: arquivoEventos.ip,
      user_agent: arquivoEventos.userAgent,
      hash: arquivoEventos.hash,
    })
    .from(arquivoEventos)
    .innerJoin(arquivos, eq(arquivos.id, arquivoEventos.arquivoId))
    .where(
      or(
        eq(arquivoEventos.userId, person.id),
        sameEmail(sql`${arquivoEventos.ator} ->> 'email'`, person.email),
      ),
    )
    .orderBy(asc(arquivoEventos.createdAt), asc(arquivoEventos.id));
}

export function notificationsOf(db: Db, userId: number) {
  return db
    .select({
      id: notificacoes.id,
      empresa_id: notificacoes.empresaId,
      not_status: notificacoes.notStatus,
      not_description: notificacoes.notDescription,
      tipo: notificacoes.tipo,
      link: notificacoes.link,
      shown_at: notificacoes.shownAt,
      created_at: notificacoes.createdAt,
    })
    .from(notificacoes)
    .where(eq(notificacoes.userId, userId))
    .orderBy(asc(notificacoes.id));
}

export function ordersOf(db: Db, userId: number) {
  return db
    .select({
      id: pedidos.id,
      empresa_id: pedidos.empresaId,
      tipo: pedidos.tipo,
      plano: planos.nome,
      periodicidade: pedidos.periodicidade,
      valor_centavos: pedidos.valorCentavos,
      parcelas: pedidos.parcelas,
      forma_pagamento: pedidos.formaPagamento,
      status: pedidos.status,
      created_at: pedidos.createdAt,
      confirmed_at: pedidos.confirmedAt,
    })
    .from(pedidos)
    .leftJoin(planos, eq(planos.id, pedidos.planoId))
    .where(eq(pedidos.userId, userId))
    .orderBy(asc(pedidos.id));
}

export function campaignsOf(db: Db, userId: number) {
  return db
    .select({
      id: campanhas.id,
      empresa_id: campanhas.empresaId,
      dispositivo: devices.name,
      mensagem: campanhas.message,
      destinatarios: campanhas.total,
      created_at: campanhas.createdAt,
      finished_at: campanhas.finishedAt,
    })
    .from(campanhas)
    .innerJoin(devices, eq(devices.id, campanhas.deviceId))
    .where(eq(campanhas.userId, userId))
    .orderBy(asc(campanhas.id));
}

export function preRegistrationsOf(db: Db, person: { id: number; email: string }) {
  return db
    .select({
      name: preCadastros.name,
      email: preCadastros.email,
      phone: preCadastros.phone,
      confirmed: preCadastros.confirmed,
      confirmed_at: preCadastros.confirmedAt,
      created_at: preCadastros.createdAt,
    })
    .from(preCadastros)
    .where(or(eq(preCadastros.userId, person.id), sameEmail(preCadastros.email, person.email)))
    .orderBy(asc(preCadastros.id));
}

/** Invitations sent to the person's login e-mail (never their token). */
export function invitesTo(db: Db, email: string) {
  return db
    .select({
      empresa: empresas.razaoSocial,
      email: invites.email,
      nome: invites.nome,
      permissoes: invites.permissions,
      created_at: invites.createdAt,
      expires_at: invites.expiresAt,
      accepted_at: invites.acceptedAt,
      cancelled_at: invites.cancelledAt,
    })
    .from(invites)
    .innerJoin(empresas, eq(empresas.id, invites.empresaId))
    .where(sameEmail(invites.email, email))
    .orderBy(asc(invites.id));
}

export function passwordResetsOf(db: Db, userId: number) {
  return db
    .select({
      created_at: passwordResets.createdAt,
      expires_at: passwordResets.expiresAt,
      used_at: passwordResets.usedAt,
    })
    .from(passwordResets)
    .where(eq(passwordResets.userId, userId))
    .orderBy(asc(passwordResets.id));
}
