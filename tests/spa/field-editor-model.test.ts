// The fields as the editor holds them, pure: they belong to a signatory's row (so they follow it when
// rows move and go when it goes), become the request's `campos` with signatories by position from 1,
// come back from a draft and from a process sent again, come from the anchors found in the PDF
// (one field per signatory and type, the anchor's box kept), are checked before sending, and the
// API's `campos.N…` errors land on the field sent N-th. The draft keeps the rows as typed.
import { describe, expect, it } from 'vitest';
import type { FieldInput, FoundAnchor } from '../../common/schemas/signatureFields';
import {
  type EditorSignatory,
  fieldInputs,
  fieldProblems,
  fromAnchors,
  fromInputs,
  fromProcess,
  newField,
  splitFieldErrors,
} from '../../resources/signing/fields/editorFields';
import {
  draftBody,
  draftsFromBody,
  newDraft,
  optionsFromBody,
} from '../../resources/signing/signatoryDrafts';
import { signatoryView } from './signing-render';

const area = (pagina: number, x = 0.1) => ({ pagina, x, y: 0.2, largura: 0.2, altura: 0.05 });
const ana: EditorSignatory = { key: 10, nome: 'Ana Souza', tipo: 1 };
const bruno: EditorSignatory = { key: 20, nome: 'Bruno Lima', tipo: 1 };
/** Acknowledges: takes no signature nor rubrica. */
const caio: EditorSignatory = { key: 30, nome: 'Caio Prado', tipo: 3 };

describe('editor fields', () => {
  it('sends fields by the position of their signatory, and none of a signatory gone', () => {
    const sign = newField(20, 'assinatura', [area(1)]);
    const text = { ...newField(10, 'texto', [area(2)]), rotulo: ' Cargo ', max_caracteres: 40 };
    const box = newField(10, 'caixa', [area(2)]);
    const orphan = newField(99, 'data', [area(1)]);
    const { campos, keys } = fieldInputs([sign, text, box, orphan], [10, 20]);
    expect(campos).toEqual([
      { signatario: 2, tipo: 'assinatura', obrigatorio: true, areas: [area(1)] },
      {
        signatario: 1,
        tipo: 'texto',
        obrigatorio: true,
        rotulo: 'Cargo',
        max_caracteres: 40,
        areas: [area(2)],
      },
      // A checkbox is optional unless said otherwise.
      { signatario: 1, tipo: 'caixa', obrigatorio: false, areas: [area(2)] },
    ]);
    expect(keys).toEqual([sign.key, text.key, box.key]);
    // The rows swapped: the same fields, the positions follow.
    expect(fieldInputs([sign], [20, 10]).campos[0]?.signatario).toBe(1);
  });

  it('comes back from a draft on the rows it names, skipping what has no place', () => {
    const campos: FieldInput[] = [
      { signatario: 2, tipo: 'rubrica', obrigatorio: true, areas: [area(1), area(2)] },
      { signatario: 1, tipo: 'texto', rotulo: 'Cargo', max_caracteres: 30, areas: [area(3)] },
      { signatario: 3, tipo: 'data', areas: [area(1)] },
      { signatario: 1, tipo: 'assinatura', ancora: '{{assinatura:1}}' },
    ];
    const fields = fromInputs(campos, [10, 20]);
    expect(fields.map(({ key: _k, ...f }) => f)).toEqual([
      {
        owner: 20,
        tipo: 'rubrica',
        obrigatorio: true,
        rotulo: '',
        max_caracteres: null,
        areas: [area(1), area(2)],
      },
      { owner: 10, tipo: 'texto', obrigatorio: true, rotulo: 'Cargo', max_caracteres: 30, areas: [area(3)] },
    ]);
  });

  it('takes the fields of a process sent again, not those of a removed signatory', () => {
    const view = (signatario_id: number, tipo: 'assinatura' | 'data') => ({
      id: signatario_id * 10,
      signatario_id,
      tipo,
      obrigatorio: true,
      rotulo: null,
      max_caracteres: null,
      areas: [{ ...area(1), marcador: { x: 0.1, y: 0.2, largura: 0.1, altura: 0.02 } }],
      valor: null,
      preenchido_em: null,
    });
    const fields = fromProcess(
      [
        signatoryView({ id: 1, campos: [view(1, 'assinatura')] }),
        signatoryView({ id: 2, status: 'removed', campos: [view(2, 'assinatura')] }),
        signatoryView({ id: 3, campos: [view(3, 'data')] }),
      ],
      [10, 20],
    );
    expect(fields.map((f) => [f.owner, f.tipo])).toEqual([
      [10, 'assinatura'],
      [20, 'data'],
    ]);
    expect(fields[0]?.areas[0]?.marcador).toEqual({ x: 0.1, y: 0.2, largura: 0.1, altura: 0.02 });
  });

  it('places the anchors found: one field per signatory and type, the anchor box kept', () => {
    const anchor = (
      texto: string,
      tipo: FoundAnchor['tipo'],
      signatario: number,
      pagina: number,
    ): FoundAnchor => ({
      texto,
      tipo,
      signatario,
      area: { ...area(pagina), marcador: { x: 0.1, y: 0.2, largura: 0.15, altura: 0.02 } },
    });
    const anchors = [
      anchor('{{rubrica:1}}', 'rubrica', 1, 1),
      anchor('{{rubrica:1}}', 'rubrica', 1, 2),
      anchor('{{assinatura:2}}', 'assinatura', 2, 2),
      anchor('{{assinatura:3}}', 'assinatura', 3, 2),
      anchor('{{data:3}}', 'data', 3, 2),
      anchor('{{data:4}}', 'data', 4, 2),
    ];
    const { fields, skipped } = fromAnchors(anchors, [ana, bruno, caio], []);
    expect(fields.map((f) => [f.owner, f.tipo, f.areas.map((a) => a.pagina)])).toEqual([
      [10, 'rubrica', [1, 2]],
      [20, 'assinatura', [2]],
      [30, 'data', [2]],
    ]);
    expect(fields[0]?.areas[0]?.marcador).toEqual({ x: 0.1, y: 0.2, largura: 0.15, altura: 0.02 });
    // Caio acknowledges (no marks); there is no fourth signatory.
    expect(skipped).toBe(2);
    // Run again: nothing placed twice.
    const again = fromAnchors(anchors, [ana, bruno, caio], fields);
    expect(again.fields).toEqual([]);
    expect(again.skipped).toBe(6);
  });

  it('finds a missing label and a mark for an act that takes none before the API does', () => {
    const text = newField(10, 'texto', [area(1)]);
    const mark = newField(30, 'rubrica', [area(1)]);
    const fine = { ...newField(10, 'caixa', [area(1)]), rotulo: 'Li e concordo' };
    expect(fieldProblems([text, mark, fine], [ana, caio])).toEqual({
      [text.key]: { message: 'errors.label_required', area: null },
      [mark.key]: { message: 'errors.act_takes_no_marks', area: null },
    });
  });

  it("places the API's campos.N errors on the N-th field sent, and leaves the rest", () => {
    expect(
      splitFieldErrors(
        {
          'campos.1.areas.2': 'A caixa sai da página.',
          'campos.1.tipo': 'Outro.',
          'campos.0.rotulo': 'Informe o rótulo.',
          'campos.9.tipo': 'Sem campo.',
          'signatarios.0.email': 'E-mail inválido.',
        },
        [7, 8],
      ),
    ).toEqual({
      fields: {
        8: { message: 'A caixa sai da página.', area: 2 },
        7: { message: 'Informe o rótulo.', area: null },
      },
      rest: { 'campos.9.tipo': 'Sem campo.', 'signatarios.0.email': 'E-mail inválido.' },
    });
  });
});

describe('the request draft', () => {
  it('keeps the rows as typed and brings them back', () => {
    const internal = {
      ...newDraft('internal'),
      user_id: 3,
      canal: 'whatsapp' as const,
      phone: '(11) 98765-4321',
    };
    const external = {
      ...newDraft('external'),
      nome: 'Bruno',
      email: 'bruno@x.com',
      cpf: '529.982',
      tipo: 5 as const,
    };
    const blank = newDraft('external');
    const campos: FieldInput[] = [{ signatario: 1, tipo: 'assinatura', obrigatorio: true, areas: [area(1)] }];
    const body = draftBody(
      [internal, external, blank],
      { sequencial: true, mensagem: '', prazo: '2099-01-31', lembrete: '3' },
      campos,
    );
    expect(body).toEqual({
      sequencial: true,
      mensagem: null,
      prazo: '2099-01-31',
      lembrete_dias: 3,
      signatarios: [
        {
          user_id: 3,
          nome: null,
          email: null,
          phone: '11987654321',
          cpf: null,
          tipo: 1,
          exige_codigo: false,
          canal: 'whatsapp',
          device_id: null,
          idioma: 'pt_BR',
        },
        {
          user_id: null,
          nome: 'Bruno',
          email: 'bruno@x.com',
          phone: null,
          cpf: '529982',
          tipo: 5,
          exige_codigo: false,
          canal: 'email',
          device_id: null,
          idioma: 'pt_BR',
        },
        {
          user_id: null,
          nome: null,
          email: null,
          phone: null,
          cpf: null,
          tipo: 1,
          exige_codigo: false,
          canal: 'email',
          device_id: null,
          idioma: 'pt_BR',
        },
      ],
      campos,
    });
    const rows = draftsFromBody(body);
    expect(rows.map((r) => [r.kind, r.user_id, r.nome, r.phone, r.cpf, r.tipo])).toEqual([
      ['internal', 3, '', '(11) 98765-4321', '', 1],
      ['external', null, 'Bruno', '', '529.982', 5],
      // Nothing typed yet: a row for a company user, as a new row is.
      ['internal', null, '', '', '', 1],
    ]);
    expect(optionsFromBody(body)).toEqual({
      sequencial: true,
      mensagem: '',
      prazo: '2099-01-31',
      lembrete: '3',
    });
  });
});
