// Which sheet column feeds which field of a template: the targets a template offers (each role's
// nome, email, phone, cpf; each prefill key), the mapping suggested from the headers, the check of a
// mapping a client sends, and a line's values once mapped.
import {
  type BulkMapping,
  type BulkRowData,
  ROLE_COLUMNS,
  type RoleColumn,
  type TemplateDefinition,
} from '../../../common/schemas/templates.js';
import { fieldError } from '../../http/errors.js';

/** The targets of a template, in order: `papel.{n}.{column}` per role (n from 1), then `valor.{chave}`. */
export function bulkTargets(def: TemplateDefinition): string[] {
  return [
    ...def.papeis.flatMap((_, i) => ROLE_COLUMNS.map((c) => `papel.${i + 1}.${c}`)),
    ...def.preenchimentos.map((p) => `valor.${p.chave}`),
  ];
}

/** Words of a header or a name: no accents, no case, split at anything not a letter or a digit. */
const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/** Words that join a field to its role ("E-mail do Contratado") and say nothing themselves. */
const JOINERS = new Set(['do', 'da', 'de', 'dos', 'das', 'of', 'the']);

/** What a role's column may be called once its role's words are taken out (words run together). */
const COLUMN_NAMES: Record<RoleColumn, string[]> = {
  nome: ['nome', 'name', 'nomecompleto', 'fullname'],
  email: ['email', 'mail', 'correioeletronico'],
  phone: ['celular', 'telefone', 'whatsapp', 'fone', 'phone', 'mobile', 'cel', 'tel'],
  cpf: ['cpf', 'cpfcnpj', 'documento', 'document'],
};

const columnOf = (rest: string) =>
  ROLE_COLUMNS.find((c) => COLUMN_NAMES[c].includes(rest)) as RoleColumn | undefined;

/** The role and column a header names, or the prefill key; undefined when it names none. */
function targetOf(def: TemplateDefinition, header: string): string | undefined {
  const hw = words(header).filter((w) => !JOINERS.has(w));
  if (!hw.length) return undefined;
  const joined = hw.join('');
  const prefill = def.preenchimentos.find(
    (p) =>
      words(p.chave).join('') === joined ||
      words(p.rotulo)
        .filter((w) => !JOINERS.has(w))
        .join('') === joined,
  );
  if (prefill) return `valor.${prefill.chave}`;
  // The role whose name's words the header holds (the longest name first: "Testemunha 1" over "Testemunha").
  let best: { role: number; size: number; column: RoleColumn } | undefined;
  def.papeis.forEach((papel, i) => {
    const rw = words(papel.nome).filter((w) => !JOINERS.has(w));
    if (!rw.length || !rw.every((w) => hw.includes(w))) return;
    const column = columnOf(hw.filter((w) => !rw.includes(w)).join(''));
    if (column && (!best || rw.length > best.size)) best = { role: i + 1, size: rw.length, column };
  });
  if (best) return `papel.${best.role}.${best.column}`;
  // One role: a plain "nome", "e-mail", "celular" or "CPF" is its.
  const plain = def.papeis.length === 1 ? columnOf(joined) : undefined;
  return plain ? `papel.1.${plain}` : undefined;
}

/** The mapping the headers suggest: each target its first column, each column used once. */
export function suggestMapping(def: TemplateDefinition, columns: string[]): BulkMapping {
  const mapping: BulkMapping = {};
  for (const column of columns) {
    const target = targetOf(def, column);
    if (target && mapping[target] === undefined) mapping[target] = column;
  }
  return mapping;
}

/** 422 when the mapping names a target the template lacks or a column the sheet lacks. */
export function checkMapping(def: TemplateDefinition, columns: string[], mapping: BulkMapping): BulkMapping {
  const targets = new Set(bulkTargets(def));
  const out: BulkMapping = {};
  for (const [target, column] of Object.entries(mapping)) {
    if (!targets.has(target)) throw fieldError(`mapeamento.${target}`, 'bulk.mapping_target', { target });
    if (column === '') continue;
    if (!columns.includes(column))
      throw fieldError(`mapeamento.${target}`, 'bulk.mapping_column', { coluna: column });
    out[target] = column;
  }
  return out;
}

/** A sheet line's values under the mapping (blank cells as null; blank prefill values left out). */
export function lineData(
  def: TemplateDefinition,
  mapping: BulkMapping,
  cells: Record<string, string>,
): BulkRowData {
  const cell = (target: string) => {
    const column = mapping[target];
    const value = column === undefined ? '' : (cells[column] ?? '').trim();
    return value === '' ? null : value;
  };
  const valores: Record<string, string> = {};
  for (const p of def.preenchimentos) {
    const value = cell(`valor.${p.chave}`);
    if (value !== null) valores[p.chave] = value;
  }
  return {
    pessoas: def.papeis.map((_, i) => ({
      nome: cell(`papel.${i + 1}.nome`),
      email: cell(`papel.${i + 1}.email`),
      phone: cell(`papel.${i + 1}.phone`),
      cpf: cell(`papel.${i + 1}.cpf`),
    })),
    valores,
  };
}
