// The lists' CSV export: a header of translated names, `;` between fields, a field holding `;`, a
// quote or a line break quoted with its quotes doubled, nothing for a missing value, CRLF lines.
import { expect, it } from 'vitest';
import { csvText } from '../../src/components/list/csvExporter.js';

it('writes the columns Excel in pt-BR splits, quoting what would break them', () => {
  const columns = [
    { header: 'h.nome', value: (r: { nome: string }) => r.nome },
    { header: 'h.total', value: (r: { total?: number }) => r.total },
  ];
  const text = csvText(columns, [{ nome: 'Contrato; "Locação"\nAna', total: 2 }, { nome: 'Ata' }], (k) =>
    k === 'h.nome' ? 'Documento' : 'Assinantes',
  );
  expect(text).toBe('Documento;Assinantes\r\n"Contrato; ""Locação""\nAna";2\r\nAta;\r\n');
});
