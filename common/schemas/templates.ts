// Templates (modelos), using them, bulk sends and the public link: what the API takes (zod) and what
// it answers with, shared with the SPA. Messages are i18n keys; each side translates them.
import { z } from 'zod';
import { FIELDS_MAX } from '../signatureFields.js';
import { SIGNATORIES_MAX, SIGNING_CHANNELS } from '../signing.js';
import { cpf, email, id, personName, phone } from './fields.js';
import { fieldArea, fieldInput } from './signatureFields.js';
import { REMINDER_DAYS_MAX, signatureType } from './signing.js';

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** A prefill key: lower-case letters, digits and _, starting with a letter (`valor`, `endereco_obra`). */
export const PREFILL_KEY = /^[a-z][a-z0-9_]{0,39}$/;
export const PREFILLS_MAX = 40;
export const PREFILL_VALUE_MAX = 500;
/** Days from sending to the deadline a template sets. */
export const TEMPLATE_DEADLINE_DAYS_MAX = 365;
/** A bulk send's lines at most. */
export const BULK_ROWS_MAX = 500;

/** A role of a template ("Contratante", "Testemunha 1"): its act, channel and whether a code is asked. */
export const templateRole = z.object({
  nome: z
    .string('validation.required')
    .trim()
    .min(2, 'validation.min.string')
    .max(60, 'validation.max.string'),
  tipo: signatureType,
  canal: z.enum(SIGNING_CHANNELS, 'validation.in').default('email'),
  exige_codigo: z.boolean('validation.boolean').default(false),
});
export type TemplateRole = z.output<typeof templateRole>;

/**
 * A prefill field: a named text the sender fills when using the template (`valor`, `endereco`),
 * burned into the document before it is sent, so the signer reads it and cannot change it.
 */
export const prefillField = z.object({
  chave: z.string('validation.required').regex(PREFILL_KEY, 'templates.prefill_key'),
  rotulo: z
    .string('validation.required')
    .trim()
    .min(1, 'validation.required')
    .max(80, 'validation.max.string'),
  obrigatorio: z.boolean('validation.boolean').default(true),
  areas: z
    .array(fieldArea, 'validation.invalid')
    .min(1, 'fields.place_required')
    .max(20, 'validation.max.numeric'),
});
export type PrefillField = z.output<typeof prefillField>;

/**
 * A template version's definition: the roles in order (a field's `signatario` is a role's position,
 * from 1), their fields, the prefill fields, and the defaults of a request made from it.
 */
export const templateDefinition = z
  .object({
    papeis: z
      .array(templateRole, 'validation.invalid')
      .min(1, 'templates.roles_required')
      .max(SIGNATORIES_MAX, 'validation.max.numeric'),
    sequencial: z.boolean('validation.boolean').default(false),
    campos: z.array(fieldInput, 'validation.invalid').max(FIELDS_MAX, 'validation.max.numeric').default([]),
    preenchimentos: z
      .array(prefillField, 'validation.invalid')
      .max(PREFILLS_MAX, 'validation.max.numeric')
      .default([]),
    mensagem: z
      .preprocess(blankToNull, z.string().trim().max(1000, 'validation.max.string').nullable())
      .default(null),
    /** Days from sending to the deadline; null: none. */
    prazo_dias: z
      .number('validation.integer')
      .int('validation.integer')
      .min(1, 'validation.min.numeric')
      .max(TEMPLATE_DEADLINE_DAYS_MAX, 'validation.max.numeric')
      .nullable()
      .default(null),
    lembrete_dias: z
      .number('validation.integer')
      .int('validation.integer')
      .min(1, 'validation.min.numeric')
      .max(REMINDER_DAYS_MAX, 'validation.max.numeric')
      .nullable()
      .default(null),
  })
  .superRefine((d, ctx) => {
    d.campos.forEach((f, i) => {
      if (f.signatario > d.papeis.length)
        ctx.addIssue({ code: 'custom', path: ['campos', i, 'signatario'], message: 'templates.field_role' });
    });
    const keys = new Set<string>();
    d.preenchimentos.forEach((p, i) => {
      if (keys.has(p.chave))
        ctx.addIssue({
          code: 'custom',
          path: ['preenchimentos', i, 'chave'],
          message: 'templates.prefill_repeated',
        });
      keys.add(p.chave);
    });
  });
export type TemplateDefinition = z.output<typeof templateDefinition>;

/**
 * POST /api/modelo/cadastrar (multipart: `arquivo` the PDF, `nome`, optional `descricao` and
 * `definicao` as JSON) and PUT /api/modelo/{id}/editar (JSON, or multipart to replace the PDF):
 * saving a change makes a new version; requests keep the version they were made from.
 */
export const templateBody = z.object({
  nome: z
    .string('validation.required')
    .trim()
    .min(2, 'validation.min.string')
    .max(120, 'validation.max.string'),
  descricao: z
    .preprocess(blankToNull, z.string().trim().max(1000, 'validation.max.string').nullable())
    .optional(),
  definicao: templateDefinition,
});
export type TemplateBody = z.output<typeof templateBody>;

/** GET /api/modelos: search by name, archived or not, sorted by nome/updated_at/created_at. */
export const templatesListQuery = z.object({
  q: z.string().max(120).optional(),
  arquivado: z.enum(['0', '1']).optional(),
  deleted: z.enum(['0', '1']).optional(),
  sort: z.enum(['nome', 'created_at', 'updated_at']).default('nome'),
  order: z.enum(['ASC', 'DESC', 'asc', 'desc']).default('ASC'),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(25),
});

/** A template as the company sees it (list and details). */
export interface TemplateView {
  id: number;
  nome: string;
  descricao: string | null;
  versao: number;
  arquivado: boolean;
  arquivo_nome: string;
  paginas: number | null;
  definicao: TemplateDefinition;
  /** Documents made from any of its versions. */
  documentos: number;
  /** The public link's URL when it is on; null: off. */
  link_url: string | null;
  link: TemplateLinkSettings | null;
  created_at: string;
  updated_at: string | null;
  deleted_at: string | null;
}

/** A template's version as listed in its history. */
export interface TemplateVersionView {
  id: number;
  versao: number;
  arquivo_nome: string;
  sha256: string;
  campos: number;
  papeis: string[];
  documentos: number;
  created_at: string;
  criado_por: string | null;
}

/** A person named for a role: a company user, or someone typed or picked from the contacts. */
export const rolePerson = z.object({
  user_id: z.preprocess(blankToNull, id.nullable()).optional(),
  nome: z.preprocess(blankToNull, personName.nullable()).optional(),
  email: z.preprocess(blankToNull, email.nullable()).optional(),
  phone: z.preprocess(blankToNull, phone.nullable()).optional(),
  cpf: z.preprocess(blankToNull, cpf.nullable()).optional(),
  /** Overrides the role's channel for this person. */
  canal: z.enum(SIGNING_CHANNELS, 'validation.in').optional(),
  device_id: z.preprocess(blankToNull, id.nullable()).optional(),
});
export type RolePerson = z.output<typeof rolePerson>;

/** Prefill values by key. */
export const prefillValues = z
  .record(
    z.string().regex(PREFILL_KEY, 'templates.prefill_key'),
    z.string().max(PREFILL_VALUE_MAX, 'validation.max.string'),
  )
  .default({});

/**
 * POST /api/modelo/{id}/usar: a person per role (in the roles' order), the prefill values, the folder
 * and optionally the document's name, message, deadline and reminders (the template's by default).
 * Creates the document from the current version and sends the request at once.
 */
export const useTemplateBody = z.object({
  pessoas: z.array(rolePerson, 'validation.invalid').min(1, 'templates.roles_required').max(SIGNATORIES_MAX),
  valores: prefillValues,
  pasta_id: z.preprocess(blankToNull, id.nullable()).optional(),
  nome: z
    .preprocess(blankToNull, z.string().trim().min(1).max(200, 'validation.max.string').nullable())
    .optional(),
  mensagem: z
    .preprocess(blankToNull, z.string().trim().max(1000, 'validation.max.string').nullable())
    .optional(),
  prazo: z.iso.date('signing.deadline_invalid').nullish(),
  lembrete_dias: z.number().int().min(1).max(REMINDER_DAYS_MAX).nullish(),
});
export type UseTemplateBody = z.output<typeof useTemplateBody>;

/** What using a template answers (and what a bulk line or a public link creates). */
export interface TemplateUseResult {
  arquivo_id: number;
  nome: string;
  pasta_id: number | null;
  modelo: { id: number; nome: string; versao: number };
}

/** The settings of a template's public link: the people of the roles after the first, prefill values, folder. */
export const templateLinkSettings = z.object({
  pessoas: z.array(rolePerson, 'validation.invalid').max(SIGNATORIES_MAX).default([]),
  valores: prefillValues,
  pasta_id: z.preprocess(blankToNull, id.nullable()).optional(),
});
export type TemplateLinkSettings = z.output<typeof templateLinkSettings>;

/** GET /api/publico/modelo/{token}: what a visitor of a public link sees before starting. */
export interface PublicTemplateView {
  nome: string;
  empresa: string;
  papel: string;
  paginas: number | null;
}

/** POST /api/publico/modelo/{token}/codigo: the visitor asks for a confirmation code by e-mail. */
export const publicLinkCodeBody = z.object({
  nome: personName,
  email,
  cpf,
  grecaptcha: z.string().optional().nullable(),
});
/** POST /api/publico/modelo/{token}: the code confirms the e-mail; the document is created and the visitor signs. */
export const publicLinkStartBody = publicLinkCodeBody.extend({
  codigo: z.string('validation.required').transform((s) => s.replace(/\s+/g, '')),
});
export type PublicLinkStartBody = z.output<typeof publicLinkStartBody>;
/** What asking for a code answers: the masked address it went to and when it stops working. */
export interface PublicLinkCodeSent {
  message: string;
  enviado_para: string;
  expira_em: string;
}
/** What starting answers: the visitor's own signing link (/assinar/{token}), to go to at once. */
export interface PublicLinkStarted {
  url: string;
}

/** A bulk line's values once mapped: a person per role and the prefill values. */
export interface BulkRowData {
  pessoas: { nome: string | null; email: string | null; phone: string | null; cpf: string | null }[];
  valores: Record<string, string>;
}

/** The fields of a role a column can feed. */
export const ROLE_COLUMNS = ['nome', 'email', 'phone', 'cpf'] as const;
export type RoleColumn = (typeof ROLE_COLUMNS)[number];

/**
 * A bulk mapping: target → the sheet's column header. Targets are `papel.{n}.{nome|email|phone|cpf}`
 * (n from 1) and `valor.{chave}`.
 */
export const bulkMapping = z.record(
  z.string().regex(/^(papel\.\d{1,2}\.(nome|email|phone|cpf)|valor\.[a-z][a-z0-9_]{0,39})$/),
  z.string().max(200),
);
export type BulkMapping = z.output<typeof bulkMapping>;

/** POST /api/modelo/{id}/lote/previa answers: the sheet's columns, the suggested mapping, the first lines checked. */
export interface BulkPreview {
  planilha: string;
  colunas: string[];
  total: number;
  mapeamento: BulkMapping;
  linhas: { linha: number; dados: BulkRowData; erros: { campo: string; mensagem: string }[] }[];
  /** Lines (of all) that would be refused with this mapping. */
  invalidas: number;
}

export const BULK_STATUSES = ['running', 'paused', 'cancelled', 'done'] as const;
export type BulkStatus = (typeof BULK_STATUSES)[number];
export const BULK_ROW_STATUSES = ['pending', 'created', 'refused', 'cancelled'] as const;
export type BulkRowStatus = (typeof BULK_ROW_STATUSES)[number];

/** A bulk send as its company sees it (GET /api/lote/{id}/detalhes). */
export interface BulkView {
  id: number;
  modelo: { id: number; nome: string; versao: number };
  planilha: string;
  status: BulkStatus;
  total: number;
  criados: number;
  recusados: number;
  pendentes: number;
  created_at: string;
  concluido_em: string | null;
}

/** A bulk send's line (GET /api/lote/{id}/linhas). */
export interface BulkRowView {
  linha: number;
  status: BulkRowStatus;
  nome: string | null;
  arquivo_id: number | null;
  /** Translated reason of a refusal. */
  motivo: string | null;
}
