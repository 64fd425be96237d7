// A template's definition as its editor holds it, pure: the roles and the prefill fields as rows with
// stable keys (a field placed in the editor belongs to a row by its key, so it follows the row when
// the rows move and goes with it), the request's defaults as typed, and what they become in
// PUT /api/modelo/{id}/editar. In the field editor the roles are the signatories; each prefill field
// is one more "signatory" ("Preencher: Valor") whose boxes are that field's places. What the browser
// checks is keyed like the API's errors (`definicao.papeis.0.nome`), so both land on the same inputs.
import type { FieldInput } from '../../common/schemas/signatureFields';
import {
  PREFILL_KEY,
  TEMPLATE_DEADLINE_DAYS_MAX,
  type TemplateDefinition,
} from '../../common/schemas/templates';
import type { FieldType } from '../../common/signatureFields';
import type { SignatureType, SigningChannel } from '../../common/signing';
import {
  type EditorField,
  type EditorSignatory,
  type FieldErrors,
  fieldInputs,
  fieldProblems,
  fromInputs,
  newField,
  splitFieldErrors,
} from '../signing/fields/editorFields';

export interface RoleDraft {
  key: number;
  nome: string;
  tipo: SignatureType;
  canal: SigningChannel;
  exige_codigo: boolean;
}

export interface PrefillDraft {
  key: number;
  chave: string;
  rotulo: string;
  obrigatorio: boolean;
}

export interface DefinitionDraft {
  roles: RoleDraft[];
  prefills: PrefillDraft[];
  sequencial: boolean;
  mensagem: string;
  /** Days, as typed ('' none). */
  prazo: string;
  /** Days between reminders ('' none). */
  lembrete: string;
  /** Fields placed by an anchor text alone (made through the API): kept as they are, with their role. */
  anchored: { owner: number; campo: FieldInput }[];
}

/** Messages (i18n keys or the API's text) by the API's paths. */
export type DraftErrors = Record<string, string>;

export const MESSAGE_MAX = 1000;
/** An act that takes no marks, and the one type the palette offers a prefill field: a free text. */
const PREFILL_ACT: SignatureType = 2;
const PREFILL_TYPES: readonly FieldType[] = ['texto'];

let lastKey = 0;
const rowKey = () => ++lastKey;

export const newRole = (nome = ''): RoleDraft => ({
  key: rowKey(),
  nome,
  tipo: 1,
  canal: 'email',
  exige_codigo: false,
});
export const newPrefill = (): PrefillDraft => ({ key: rowKey(), chave: '', rotulo: '', obrigatorio: true });

/** A key from a label: "Endereço da obra" → endereco_da_obra. */
export const keyFromLabel = (label: string) =>
  label
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^[^a-z]+/, '')
    .replace(/_+$/, '')
    .slice(0, 40);

/** The editor's rows and fields from a saved definition. */
export function draftFrom(def: TemplateDefinition): { draft: DefinitionDraft; fields: EditorField[] } {
  const roles = def.papeis.map((p) => ({
    ...newRole(p.nome),
    tipo: p.tipo,
    canal: p.canal,
    exige_codigo: p.exige_codigo,
  }));
  const prefills = def.preenchimentos.map((p) => ({
    key: rowKey(),
    chave: p.chave,
    rotulo: p.rotulo,
    obrigatorio: p.obrigatorio,
  }));
  const owners = roles.map((r) => r.key);
  const placed = def.campos.filter((c) => (c.areas?.length ?? 0) > 0);
  const anchored = def.campos.flatMap((campo) => {
    const owner = owners[campo.signatario - 1];
    return (campo.areas?.length ?? 0) === 0 && owner !== undefined ? [{ owner, campo }] : [];
  });
  const prefillFields = def.preenchimentos.flatMap((p, i) => {
    const owner = prefills[i]?.key;
    return owner === undefined || p.areas.length === 0
      ? []
      : [{ ...newField(owner, 'texto', p.areas), rotulo: p.rotulo }];
  });
  return {
    draft: {
      roles,
      prefills,
      sequencial: def.sequencial,
      mensagem: def.mensagem ?? '',
      prazo: def.prazo_dias ? String(def.prazo_dias) : '',
      lembrete: def.lembrete_dias ? String(def.lembrete_dias) : '',
      anchored,
    },
    fields: [...fromInputs(placed, owners), ...prefillFields],
  };
}

/** A prefill field's name in the editor's palette and on its boxes. */
export const prefillName = (p: PrefillDraft, index: number, label: (name: string) => string) =>
  label(p.rotulo.trim() || p.chave.trim() || String(index + 1));

/** Who the field editor places fields for: the roles, then one "signatory" per prefill field. */
export const editorSignatories = (
  draft: Pick<DefinitionDraft, 'roles' | 'prefills'>,
  label: (name: string) => string,
): EditorSignatory[] => [
  ...draft.roles.map((r) => ({ key: r.key, nome: r.nome, tipo: r.tipo })),
  ...draft.prefills.map((p, i) => ({
    key: p.key,
    nome: prefillName(p, i, label),
    tipo: PREFILL_ACT,
    types: PREFILL_TYPES,
  })),
];

/** The places of a prefill field: every box placed for it, whatever type was picked. */
const areasOf = (fields: readonly EditorField[], owner: number) =>
  fields.filter((f) => f.owner === owner).flatMap((f) => f.areas);

/** The definition as PUT …/editar takes it, and the key of each field sent in `campos` (for its errors). */
export function definitionBody(
  draft: DefinitionDraft,
  fields: readonly EditorField[],
): { definicao: TemplateDefinition; keys: number[] } {
  const owners = draft.roles.map((r) => r.key);
  const { campos, keys } = fieldInputs(fields, owners);
  const anchored = draft.anchored.flatMap(({ owner, campo }) =>
    owners.includes(owner) ? [{ ...campo, signatario: owners.indexOf(owner) + 1 }] : [],
  );
  return {
    definicao: {
      papeis: draft.roles.map((r) => ({
        nome: r.nome.trim(),
        tipo: r.tipo,
        canal: r.canal,
        exige_codigo: r.exige_codigo,
      })),
      sequencial: draft.sequencial,
      campos: [...campos, ...anchored],
      preenchimentos: draft.prefills.map((p) => ({
        chave: p.chave.trim(),
        rotulo: p.rotulo.trim(),
        obrigatorio: p.obrigatorio,
        areas: areasOf(fields, p.key),
      })),
      mensagem: draft.mensagem.trim() || null,
      prazo_dias: draft.prazo ? Number(draft.prazo) : null,
      lembrete_dias: draft.lembrete ? Number(draft.lembrete) : null,
    },
    keys,
  };
}

const E = 'resources.templates.errors';
const D = 'definicao';

/** What is wrong before saving (by the API's paths), and the role fields' problems (by field key). */
export function validateDraft(
  nome: string,
  draft: DefinitionDraft,
  fields: readonly EditorField[],
): { errors: DraftErrors; fields: FieldErrors } {
  const errors: DraftErrors = {};
  if (nome.trim().length < 2) errors.nome = `${E}.name_required`;
  if (draft.roles.length === 0) errors[`${D}.papeis`] = `${E}.roles_required`;
  const roleNames = new Set<string>();
  draft.roles.forEach((r, i) => {
    const name = r.nome.trim().toLowerCase();
    if (name.length < 2) errors[`${D}.papeis.${i}.nome`] = `${E}.role_name`;
    else if (roleNames.has(name)) errors[`${D}.papeis.${i}.nome`] = `${E}.role_repeated`;
    roleNames.add(name);
  });
  const keys = new Set<string>();
  draft.prefills.forEach((p, i) => {
    const at = `${D}.preenchimentos.${i}`;
    const chave = p.chave.trim();
    if (!PREFILL_KEY.test(chave)) errors[`${at}.chave`] = `${E}.prefill_key`;
    else if (keys.has(chave)) errors[`${at}.chave`] = `${E}.prefill_repeated`;
    keys.add(chave);
    if (!p.rotulo.trim()) errors[`${at}.rotulo`] = `${E}.required`;
    if (areasOf(fields, p.key).length === 0) errors[`${at}.areas`] = `${E}.prefill_place`;
  });
  if (draft.mensagem.trim().length > MESSAGE_MAX) errors[`${D}.mensagem`] = `${E}.message_too_long`;
  const prazo = Number(draft.prazo);
  if (draft.prazo && (!Number.isInteger(prazo) || prazo < 1 || prazo > TEMPLATE_DEADLINE_DAYS_MAX))
    errors[`${D}.prazo_dias`] = `${E}.deadline_days`;
  const roles = draft.roles.map((r) => ({ key: r.key, nome: r.nome, tipo: r.tipo }));
  return { errors, fields: fieldProblems(fields, roles) };
}

/**
 * The API's 422 errors of a save: those of `definicao.campos.N…` go to the fields sent in that order
 * (`keys`), the rest stay by path.
 */
export function saveErrors(
  errors: Record<string, string>,
  keys: readonly number[],
): { errors: DraftErrors; fields: FieldErrors } {
  const fieldPaths: Record<string, string> = {};
  const rest: DraftErrors = {};
  for (const [path, message] of Object.entries(errors))
    if (path.startsWith(`${D}.campos.`)) fieldPaths[path.slice(D.length + 1)] = message;
    else rest[path] = message;
  const split = splitFieldErrors(fieldPaths, keys);
  return { errors: { ...rest, ...split.rest }, fields: split.fields };
}

/** The errors of one row (`definicao.papeis.2.`), by field name. */
export const rowErrors = (errors: DraftErrors, prefix: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([path]) => path.startsWith(prefix))
      .map(([path, message]) => [path.slice(prefix.length), message]),
  );
