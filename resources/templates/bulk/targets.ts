// What a bulk sheet's columns can feed, from a template's definition: each role's name, e-mail,
// mobile and CPF (the API's targets `papel.{n}.{nome|email|phone|cpf}`, n from 1) and each prefill
// value (`valor.{chave}`); which are required for a line to be sent; and the example sheet offered
// for download, with a column per target named as the API's suggestion recognises it.
import { ROLE_COLUMNS, type RoleColumn, type TemplateDefinition } from '../../../common/schemas/templates';

export interface BulkTarget {
  key: string;
  /** The role's name, or the prefill's label. */
  group: string;
  /** The role's column, or null for a prefill value. */
  column: RoleColumn | null;
  label: string | null;
  required: boolean;
}

const usesWhatsapp = (canal: string) => canal !== 'email';
const usesEmail = (canal: string) => canal !== 'whatsapp';

export function bulkTargets(def: TemplateDefinition): BulkTarget[] {
  return [
    ...def.papeis.flatMap((papel, i) =>
      ROLE_COLUMNS.map((column) => ({
        key: `papel.${i + 1}.${column}`,
        group: papel.nome,
        column,
        label: null,
        required:
          column === 'nome' ||
          (column === 'email' && usesEmail(papel.canal)) ||
          (column === 'phone' && usesWhatsapp(papel.canal)),
      })),
    ),
    ...def.preenchimentos.map((p) => ({
      key: `valor.${p.chave}`,
      group: p.rotulo,
      column: null,
      label: p.rotulo,
      required: p.obrigatorio,
    })),
  ];
}

/** The header the example sheet gives a target ("Contratante e-mail", "Endereço"). */
const COLUMN_HEADERS: Record<RoleColumn, string> = {
  nome: 'nome',
  email: 'e-mail',
  phone: 'celular',
  cpf: 'CPF',
};

/** A cell of a CSV separated by ';' (quoted when it must be). */
const cell = (text: string) => (/[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

/**
 * The example CSV (UTF-8 with a BOM, so Excel reads its accents; ';' as Excel in pt-BR writes): the
 * headers of every role's used columns and every prefill value, and one line of sample values.
 */
export function exampleCsv(def: TemplateDefinition, sample: { name: string; value: string }): string {
  const headers: string[] = [];
  const values: string[] = [];
  def.papeis.forEach((papel, i) => {
    const columns: RoleColumn[] = ['nome', ...(usesEmail(papel.canal) ? ['email' as const] : [])];
    if (usesWhatsapp(papel.canal)) columns.push('phone');
    columns.push('cpf');
    for (const column of columns) {
      headers.push(`${papel.nome} ${COLUMN_HEADERS[column]}`);
      values.push(
        column === 'nome'
          ? `${sample.name} ${i + 1}`
          : column === 'email'
            ? `pessoa${i + 1}@exemplo.com.br`
            : column === 'phone'
              ? '(11) 98765-4321'
              : '529.982.247-25',
      );
    }
  });
  for (const p of def.preenchimentos) {
    headers.push(p.rotulo);
    values.push(sample.value);
  }
  return `\ufeff${headers.map(cell).join(';')}\r\n${values.map(cell).join(';')}\r\n`;
}
