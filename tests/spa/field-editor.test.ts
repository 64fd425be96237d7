// "Posicionar campos", the step of "Solicitar assinaturas" for a PDF: a field added from the palette
// by keyboard (onto the page in view) or by a tap on a phone (the type, then the place) sends its
// fractions of the page; a box is dragged (snapping to the page's edge, onto another page) and
// resized by a corner; the keys nudge, undo, redo, copy, paste and delete; "Rubricar todas as
// páginas" is one field on many pages; the anchors found become fields; removing a signatory takes
// their fields; the file's draft opens the dialog, changes are saved to it quietly (at once when the
// dialog closes) and it can be dropped; a 422 on `campos.0.areas.0` shows on the field and in the
// alert; a file that is not a PDF has no fields step; the step is axe-clean. happy-dom draws no PDF:
// the renderer is replaced by nothing, the pages are empty slots.
import axe from 'axe-core';
import { act, createElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DocumentPages, FoundAnchor } from '../../common/schemas/signatureFields';
import { DRAFT_SAVE_DELAY_MS } from '../../resources/signing/fields/useRequestDraft';
import { RequestSignaturesDialog } from '../../resources/signing/RequestSignaturesDialog';
import type { SigningDraftBody } from '../../src/providers/signingApi';
import { phoneScreen } from './phoneScreen';
import {
  byTestId,
  type Call,
  cleanup,
  click,
  mockFetch,
  one,
  pick,
  render,
  settle,
  type,
} from './signing-render';
import { waitFor } from './waitFor';

vi.mock('../../src/pages/signing/PdfView', () => ({ default: () => null }));

const A4 = { largura: 595, altura: 842 };
const members = [
  { id: 3, nome: 'Ana Souza', email: 'ana@demo.local' },
  { id: 4, nome: 'Caio Prado', email: 'caio@demo.local' },
];
const sent = { status: 201, body: { arquivo_id: 7, status: 'waiting', signatarios: [] } };

function api(
  opts: {
    pages?: DocumentPages;
    draft?: SigningDraftBody;
    post?: (call: Call) => { status?: number; body?: unknown };
  } = {},
) {
  return mockFetch((call) => {
    if (call.path === '/api/empresa/usuarios') return { body: { data: members } };
    if (call.path === '/api/arquivo/7/paginas')
      return { body: opts.pages ?? { paginas: [A4, A4, A4], ancoras: [] } };
    if (call.path === '/api/file/7/url') return { body: { url: '/files/7.pdf', expires_at: '2099-01-01' } };
    if (call.path === '/api/arquivo/7/rascunho') {
      if (call.method === 'PUT')
        return { body: { rascunho: call.body, atualizado_em: '2026-05-01T12:00:00Z' } };
      if (call.method === 'DELETE') return { body: { message: 'ok' } };
      return { body: { rascunho: opts.draft ?? null, atualizado_em: null } };
    }
    if (call.method === 'POST' && call.path === '/api/arquivo/7/assinaturas')
      return opts.post?.(call) ?? sent;
    return undefined;
  });
}

const open = async (mime = 'application/pdf') => {
  const onSent = vi.fn();
  await render(
    createElement(RequestSignaturesDialog, {
      file: { id: 7, nome: 'contrato.pdf', mime },
      onClose: vi.fn(),
      onSent,
    }),
  );
  return onSent;
};
const rows = () => byTestId('signatory-row');
const editor = () => waitFor(() => byTestId('field-editor')[0], 'the field editor');
const boxes = () => byTestId('field-box');
const posts = (calls: Call[]) => calls.filter((c) => c.method === 'POST');
type Sent = { campos?: { signatario: number; tipo: string; areas: Record<string, unknown>[] }[] };
const sentFields = (calls: Call[]) => (posts(calls)[0]?.body as Sent | undefined)?.campos;

/** Ana (a company user) as the only signatory, then the fields step. */
async function toEditor() {
  await pick(one('signatory-user', rows()[0]), 'Ana Souza');
  await click(one('signing-next'));
  return editor();
}

/** A click that came from a pointer (a tap or the mouse), not from the keyboard. */
async function tap(el: Element, at: { x: number; y: number } = { x: 0, y: 0 }) {
  await act(async () => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1, clientX: at.x, clientY: at.y }));
  });
  await settle();
}

async function key(el: Element, k: string, mods: { ctrl?: boolean; shift?: boolean } = {}) {
  await act(async () => {
    el.dispatchEvent(
      new KeyboardEvent('keydown', {
        key: k,
        bubbles: true,
        cancelable: true,
        ctrlKey: mods.ctrl,
        shiftKey: mods.shift,
      }),
    );
  });
  await settle();
}

async function pointer(el: Element, kind: 'pointerdown' | 'pointermove' | 'pointerup', x: number, y: number) {
  await act(async () => {
    el.dispatchEvent(
      new PointerEvent(kind, {
        bubbles: true,
        isPrimary: true,
        pointerId: 1,
        button: 0,
        clientX: x,
        clientY: y,
      }),
    );
  });
}

/** Where a box is drawn, as fractions of its page (its style is in % of the page slot). */
const placeOf = (box: HTMLElement) => ({
  x: Number.parseFloat(box.style.left) / 100,
  y: Number.parseFloat(box.style.top) / 100,
});

const focused = () => document.activeElement as HTMLElement;
/** Focuses a box as the Tab key would (it selects it). */
const focusOn = async (el: HTMLElement | undefined) => {
  await act(async () => el?.focus());
};

const wide = window.matchMedia;
afterEach(async () => {
  await cleanup();
  window.matchMedia = wide;
});

describe('placing fields', () => {
  it('adds a field by keyboard on the page in view, focused and named, and sends its fractions', async () => {
    const calls = api();
    const onSent = await open();
    await toEditor();
    // The signatory's palette: no field yet.
    expect(one('field-signatory-1').textContent).toContain('Ana Souza');
    one('field-palette-assinatura').click();
    await settle();
    expect(boxes()).toHaveLength(1);
    expect(focused().getAttribute('aria-label')).toBe('Assinatura de Ana Souza, página 1');
    expect(focused().dataset.page).toBe('1');
    await click(one('signing-send'));
    expect(sentFields(calls)).toEqual([
      {
        signatario: 1,
        tipo: 'assinatura',
        obrigatorio: true,
        // FIELD_DEFAULT_SIZE (170 × 56 pt) on A4, centred on the page (happy-dom lays nothing out).
        areas: [{ pagina: 1, x: 0.3571, y: 0.4667, largura: 0.2857, altura: 0.0665 }],
      },
    ]);
    expect(onSent).toHaveBeenCalledOnce();
  });

  it('adds a field by a tap on a phone: the type, then the place on the page', async () => {
    phoneScreen();
    const calls = api();
    await open();
    await toEditor();
    // Full screen, the palette above the pages.
    expect(document.querySelector('.MuiDialog-paperFullScreen')).not.toBeNull();
    await tap(one('field-palette-rubrica'));
    expect(one('field-palette-rubrica').getAttribute('aria-pressed')).toBe('true');
    const page2 = byTestId('field-page-overlay')[1] as HTMLElement;
    // Page 2 drawn at its size in points, from the screen's corner.
    page2.getBoundingClientRect = () => new DOMRect(0, 0, 595, 842);
    await tap(page2, { x: 119, y: 421 });
    expect(one('field-palette-rubrica').getAttribute('aria-pressed')).toBe('false');
    expect(boxes().map((b) => b.getAttribute('aria-label'))).toEqual(['Rubrica de Ana Souza, página 2']);
    await click(one('signing-send'));
    // 64 × 40 pt centred on (0.2, 0.5).
    expect(sentFields(calls)?.[0]?.areas).toEqual([
      { pagina: 2, x: 0.1462, y: 0.4762, largura: 0.1076, altura: 0.0475 },
    ]);
  });

  it('nudges, undoes, redoes, copies, pastes and deletes with the keys', async () => {
    const calls = api();
    await open();
    await toEditor();
    one('field-palette-data').click();
    await settle();
    const start = placeOf(focused());
    await key(focused(), 'ArrowRight');
    await key(focused(), 'ArrowDown', { shift: true });
    expect(placeOf(focused()).x).toBeCloseTo(start.x + 1 / 595, 4);
    expect(placeOf(focused()).y).toBeCloseTo(start.y + 10 / 842, 4);
    // Undo twice: where it began; redo once: one point to the right.
    await key(focused(), 'z', { ctrl: true });
    expect(placeOf(boxes()[0] as HTMLElement).y).toBeCloseTo(start.y, 4);
    await click(one('field-undo'));
    expect(placeOf(boxes()[0] as HTMLElement)).toEqual(start);
    await key(boxes()[0] as HTMLElement, 'z', { ctrl: true, shift: true });
    expect(placeOf(boxes()[0] as HTMLElement).x).toBeCloseTo(start.x + 1 / 595, 4);
    await key(boxes()[0] as HTMLElement, 'y', { ctrl: true });
    expect(placeOf(boxes()[0] as HTMLElement).y).toBeCloseTo(start.y + 10 / 842, 4);
    const moved = placeOf(boxes()[0] as HTMLElement);

    // Copy, paste: a second date, a little further, focused.
    await focusOn(boxes()[0]);
    await key(focused(), 'c', { ctrl: true });
    await key(focused(), 'v', { ctrl: true });
    expect(boxes()).toHaveLength(2);
    expect(placeOf(focused()).x).toBeCloseTo(moved.x + 12 / 595, 4);
    expect(placeOf(focused()).y).toBeCloseTo(moved.y + 12 / 842, 4);
    // Delete takes the copy away; undo brings it back; delete again.
    await key(focused(), 'Delete');
    expect(boxes()).toHaveLength(1);
    await key(one('field-pages'), 'z', { ctrl: true });
    expect(boxes()).toHaveLength(2);
    await focusOn(boxes()[1]);
    await key(focused(), 'Backspace');
    await click(one('signing-send'));
    const [date] = sentFields(calls) ?? [];
    expect(sentFields(calls)).toHaveLength(1);
    expect(date?.areas[0]?.x).toBeCloseTo(moved.x, 4);
    expect(date?.areas[0]?.y).toBeCloseTo(moved.y, 4);
  });

  it('drags a box to move it (snapping to the page’s edge, onto another page) and by a corner to resize it', async () => {
    const calls = api();
    await open();
    await toEditor();
    // The pages drawn at their size in points, one under the other, 8 px apart.
    for (const page of byTestId('field-page-overlay'))
      page.getBoundingClientRect = () => new DOMRect(0, (Number(page.dataset.page) - 1) * 850, 595, 842);
    one('field-palette-assinatura').click();
    await settle();
    // Events reach the box under the pointer (it is drawn anew when it changes page).
    const box = () => boxes()[0] as HTMLElement;
    // Its left edge at 212.5 px, grabbed 7.5 px in, let go 4.5 px from the page's edge: it sticks to it.
    await pointer(box(), 'pointerdown', 220, 400);
    await pointer(box(), 'pointermove', 12, 400);
    expect(placeOf(box()).x).toBe(0);
    // Further down, onto the second page (same size: same box), still focused.
    await pointer(box(), 'pointermove', 12, 950);
    await pointer(box(), 'pointerup', 12, 950);
    expect(box().getAttribute('aria-label')).toBe('Assinatura de Ana Souza, página 2');
    expect(focused()).toBe(box());
    const top = placeOf(box()).y;
    expect(top).toBeCloseTo((950 - 850 - (400 - 0.4667 * 842)) / 842, 3);
    // The bottom right corner, dragged to (300, 1020).
    const corner = one('field-handle-se');
    await pointer(corner, 'pointerdown', 170, 850 + (top + 0.0665) * 842);
    await pointer(box(), 'pointermove', 300, 1020);
    await pointer(box(), 'pointerup', 300, 1020);
    await click(one('signing-send'));
    const [area] = sentFields(calls)?.[0]?.areas ?? [];
    expect(area).toMatchObject({ pagina: 2, x: 0 });
    expect(area?.largura).toBeCloseTo(300 / 595, 3);
    expect(area?.altura).toBeCloseTo((1020 - 850) / 842 - top, 3);
  });

  it('initials every page but the last in one field, and places the fields the anchors name', async () => {
    const anchor = (pagina: number): FoundAnchor => ({
      texto: '{{assinatura:1}}',
      tipo: 'assinatura',
      signatario: 1,
      area: {
        pagina,
        x: 0.1,
        y: 0.8,
        largura: 0.3,
        altura: 0.07,
        marcador: { x: 0.1, y: 0.8, largura: 0.2, altura: 0.02 },
      },
    });
    const calls = api({ pages: { paginas: [A4, A4, A4], ancoras: [anchor(3)] } });
    await open();
    await toEditor();
    await click(one('field-initial-except-last'));
    await click(one('field-initial-all'));
    expect(boxes().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Rubrica de Ana Souza, página 1',
      'Rubrica de Ana Souza, página 2',
    ]);
    expect(one('field-editor-status').textContent).toBe('Rubrica em 2 páginas.');
    expect(one('field-editor').textContent).toContain('1 marcador encontrado no texto do documento.');
    await click(one('field-anchors'));
    expect(one('field-editor-status').textContent).toBe(
      'Campos posicionados pelos marcadores: 1. Ignorados: 0.',
    );
    await click(one('signing-send'));
    const [rubrica, sign] = sentFields(calls) ?? [];
    expect(rubrica?.tipo).toBe('rubrica');
    expect(rubrica?.areas.map((a) => a.pagina)).toEqual([1, 2]);
    expect(rubrica?.areas[0]).toEqual({ ...rubrica?.areas[1], pagina: 1 });
    expect(sign).toEqual({ signatario: 1, tipo: 'assinatura', obrigatorio: true, areas: [anchor(3).area] });
  });

  it('takes the fields of a signatory off the list with them; the others follow their rows', async () => {
    const calls = api();
    await open();
    await pick(one('signatory-user', rows()[0]), 'Ana Souza');
    await click(one('signatory-add'));
    await pick(one('signatory-user', rows()[1]), 'Caio Prado');
    await click(one('signing-next'));
    await editor();
    one('field-palette-assinatura').click();
    await click(one('field-signatory-2'));
    one('field-palette-data').click();
    await settle();
    expect(boxes().map((b) => b.getAttribute('aria-label'))).toEqual([
      'Assinatura de Ana Souza, página 1',
      'Data da assinatura de Caio Prado, página 1',
    ]);
    await click(one('signing-back'));
    await click(one('signatory-remove', rows()[0]));
    await click(one('signing-send'));
    expect(sentFields(calls)).toEqual([
      { signatario: 1, tipo: 'data', obrigatorio: true, areas: [expect.objectContaining({ pagina: 1 })] },
    ]);
  });

  it('has no fields step for a file that is not a PDF', async () => {
    const calls = api();
    await open('image/png');
    expect(byTestId('signing-next')).toEqual([]);
    expect(calls.some((c) => c.path.endsWith('/paginas'))).toBe(false);
    await pick(one('signatory-user', rows()[0]), 'Ana Souza');
    await click(one('signing-send'));
    expect(posts(calls)[0]?.body).not.toHaveProperty('campos');
  });
});

describe('problems and drafts', () => {
  it('shows a 422 on campos.0.areas.0 on the field and in the alert, losing nothing', async () => {
    api({
      post: () => ({
        status: 422,
        body: {
          message: 'A caixa sai da página.',
          errors: { 'campos.0.areas.0': ['A caixa sai da página.'] },
        },
      }),
    });
    const onSent = await open();
    await toEditor();
    one('field-palette-assinatura').click();
    await settle();
    await click(one('signing-back'));
    await click(one('signing-send'));
    // Back on the fields, the field selected and focused, its problem beside it and in the alert.
    await editor();
    await waitFor(() => focused().dataset.testid === 'field-box', 'the field focused');
    expect(focused().getAttribute('aria-pressed')).toBe('true');
    expect(one('field-error').textContent).toContain('A caixa sai da página.');
    expect(document.querySelector('[role="alert"]')?.textContent).toContain(
      'Assinatura de Ana Souza, página 1: A caixa sai da página.',
    );
    expect(boxes()).toHaveLength(1);
    expect(onSent).not.toHaveBeenCalled();
    // Moved: the problem was about where it was.
    await key(focused(), 'ArrowUp');
    expect(byTestId('field-error')).toEqual([]);
  });

  it('asks the label of a free text before sending', async () => {
    const calls = api();
    await open();
    await toEditor();
    one('field-palette-texto').click();
    await settle();
    await click(one('signing-send'));
    expect(posts(calls)).toEqual([]);
    expect(one('field-error').textContent).toBe('Informe o rótulo.');
    await type(one('field-label'), 'Cargo');
    expect(byTestId('field-error')).toEqual([]);
    await click(one('signing-send'));
    expect(sentFields(calls)?.[0]).toMatchObject({ tipo: 'texto', rotulo: 'Cargo' });
  });

  it('opens on the file’s draft and saves changes to it quietly', async () => {
    const draft: SigningDraftBody = {
      sequencial: true,
      mensagem: 'Assinem, por favor.',
      prazo: null,
      lembrete_dias: null,
      signatarios: [{ user_id: 3, tipo: 1, exige_codigo: false, canal: 'email', idioma: 'pt_BR' }],
      campos: [
        {
          signatario: 1,
          tipo: 'assinatura',
          obrigatorio: true,
          areas: [{ pagina: 2, x: 0.5, y: 0.5, largura: 0.2, altura: 0.05 }],
        },
      ],
    };
    const calls = api({ draft });
    await open();
    expect((one('signatory-user', rows()[0]) as HTMLInputElement).value).toBe('Ana Souza (ana@demo.local)');
    expect((one('signing-message') as HTMLTextAreaElement).value).toBe('Assinem, por favor.');
    expect(one('signing-draft-discard')).toBeTruthy();
    // Opening saved nothing.
    expect(calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await click(one('signing-next'));
    await editor();
    expect(boxes().map((b) => b.getAttribute('aria-label'))).toEqual(['Assinatura de Ana Souza, página 2']);
    await focusOn(boxes()[0]);
    await key(focused(), 'ArrowLeft', { shift: true });
    const put = await waitFor(
      () => calls.find((c) => c.method === 'PUT'),
      'the draft saved',
      DRAFT_SAVE_DELAY_MS + 5000,
    );
    const body = put.body as SigningDraftBody;
    expect(body.mensagem).toBe('Assinem, por favor.');
    expect(body.signatarios).toEqual([expect.objectContaining({ user_id: 3, tipo: 1 })]);
    expect(body.campos[0]?.areas?.[0]?.x).toBeCloseTo(0.5 - 10 / 595, 4);
    await waitFor(() => one('signing-draft-status').textContent === 'Rascunho salvo', 'Rascunho salvo');
  });

  it('drops the draft on "Descartar rascunho", and keeps what was typed when the dialog closes at once', async () => {
    const calls = api({
      draft: {
        sequencial: false,
        mensagem: 'Antiga.',
        prazo: null,
        lembrete_dias: null,
        signatarios: [{ user_id: 4, tipo: 1, exige_codigo: false, canal: 'email', idioma: 'pt_BR' }],
        campos: [],
      },
    });
    await open();
    expect((one('signing-message') as HTMLTextAreaElement).value).toBe('Antiga.');
    await click(one('signing-draft-discard'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      '/api/arquivo/7/rascunho',
    ]);
    // Back where a new request begins: one empty row, no message, nothing saved for it.
    expect((one('signing-message') as HTMLTextAreaElement).value).toBe('');
    expect((one('signatory-user', rows()[0]) as HTMLInputElement).value).toBe('');
    expect(byTestId('signing-draft-discard')).toEqual([]);
    await type(one('signing-message'), 'Nova mensagem.');
    // Closed before the quiet time is up: saved on the way out.
    await cleanup();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect((puts[0]?.body as SigningDraftBody | undefined)?.mensagem).toBe('Nova mensagem.');
  });

  it('is axe-clean with a field selected', async () => {
    api();
    await open();
    await toEditor();
    one('field-palette-assinatura').click();
    await settle();
    const results = await axe.run(one('signing-request-dialog'), {
      // happy-dom lays nothing out: contrast cannot be measured here (the browser tests do).
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`)).toEqual([]);
  });
});
