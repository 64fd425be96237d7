// The guided start on /home ("Primeiros passos"): the steps of GET /api/inicio/primeiros-passos, each
// done (a tick, no button) or with the button to where it is done — the vault with its upload open
// (or, once a document is there, choosing who signs), the device to create or the QR of the one
// waiting, Equipe with its invite open — the progress, gone once everything is done or when hidden
// (for that person and company), only the buttons the person's permissions allow, in English too.
import { createElement } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions';
import type { FirstStepsView } from '../../common/schemas/firstSteps';
import HomePage from '../../src/pages/app/HomePage';
import { PublicI18nProvider } from '../../src/providers/publicI18n';
import { byTestId, type Call, cleanup, click, mockApi, notes, one, render } from './devices-render';
import { waitFor } from './waitFor';

const NOTHING_DONE: FirstStepsView = {
  documento_enviado: false,
  documento_carregado: false,
  whatsapp_conectado: false,
  dispositivo_pendente: null,
  equipe_convidada: false,
};

let calls: Call[];
function serve(steps: FirstStepsView | { status: number }) {
  calls = mockApi((call) => {
    if (call.path === '/api/inicio/primeiros-passos')
      return 'status' in steps
        ? { status: steps.status, body: { message: 'Erro' } }
        : { body: { data: steps } };
    if (call.path === '/api/empresa/usuarios')
      return { body: { data: [{ id: 1, nome: 'Olívia Dona', email: 'olivia@loja.example' }] } };
    return undefined;
  });
}

const COMPANY = { id: 7, nome: 'Loja Sete' };
async function home(
  permissions: string[] = [...PERMISSIONS],
  empresa = COMPANY,
  element: ReturnType<typeof createElement> = createElement(HomePage),
) {
  await render(element, { path: '/home', pattern: '/home', permissions, identity: { empresa } });
}

const asked = () => calls.filter((c) => c.path === '/api/inicio/primeiros-passos').length;
const step = (id: string) => one(`first-step-${id}`);
/** A step's button as [label, target, variant], or null. */
function action(id: string): [string | null, string | null, string] | null {
  const a = step(id).querySelector<HTMLAnchorElement>(`[data-testid="first-step-${id}-action"]`);
  if (!a) return null;
  return [
    a.textContent,
    a.getAttribute('href')?.replace(/^#/, '') ?? null,
    a.className.includes('MuiButton-contained') ? 'contained' : 'outlined',
  ];
}
const progress = () => one('first-steps-progress');

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('the guided start on /home', () => {
  it('gives a new company its three steps, none done, each with its button, below the welcome', async () => {
    serve(NOTHING_DONE);
    await home();
    expect(one('home').textContent).toContain('olivia@loja.example');
    const card = one('first-steps');
    expect(card.querySelector('h2')?.textContent).toBe('Primeiros passos');
    expect(byTestId('first-steps')).toHaveLength(1);
    expect(progress().getAttribute('aria-valuenow')).toBe('0');
    expect(progress().getAttribute('aria-valuemax')).toBe('3');
    expect(card.textContent).toContain('0 de 3 concluídos');
    expect(['document', 'whatsapp', 'team'].map((id) => step(id).dataset.done)).toEqual([
      'false',
      'false',
      'false',
    ]);
    expect(action('document')).toEqual(['Enviar documento', '/cofre?enviar=1', 'contained']);
    expect(action('whatsapp')).toEqual(['Conectar WhatsApp', '/device/cadastrar', 'outlined']);
    expect(action('team')).toEqual(['Convidar pessoas', '/equipe?convidar=1', 'outlined']);
    expect(step('document').textContent).toContain('Envie um documento para assinatura');
  });

  it('ticks what is done and moves each step on: a document there asks who signs, a device waiting its QR', async () => {
    serve({
      ...NOTHING_DONE,
      documento_carregado: true,
      dispositivo_pendente: 12,
      equipe_convidada: true,
    });
    await home();
    expect(progress().getAttribute('aria-valuenow')).toBe('1');
    expect(one('first-steps').textContent).toContain('1 de 3 concluídos');
    expect(action('document')).toEqual(['Escolher quem assina', '/cofre', 'contained']);
    expect(action('whatsapp')).toEqual(['Ler o QR Code', '/device/12/scan', 'outlined']);
    expect(step('team').dataset.done).toBe('true');
    expect(action('team')).toBeNull();
    expect(step('team').querySelector('svg title')?.textContent).toBe('Concluído');
  });

  it('is gone once every step is done', async () => {
    serve({
      documento_enviado: true,
      documento_carregado: true,
      whatsapp_conectado: true,
      dispositivo_pendente: null,
      equipe_convidada: true,
    });
    await home();
    expect(asked()).toBe(1);
    expect(byTestId('home')).toHaveLength(1);
    expect(byTestId('first-steps')).toHaveLength(0);
  });

  it('once hidden stays hidden for that person in that company, after signing out too, without asking the API again', async () => {
    serve(NOTHING_DONE);
    await home();
    await click(one('first-steps-hide'));
    expect(byTestId('first-steps')).toHaveLength(0);
    await cleanup();

    serve(NOTHING_DONE);
    await home();
    expect(asked()).toBe(0);
    expect(byTestId('first-steps')).toHaveLength(0);
    await cleanup();

    // The same person in another company still has it.
    serve(NOTHING_DONE);
    await home([...PERMISSIONS], { id: 8, nome: 'Loja Oito' });
    expect(byTestId('first-steps')).toHaveLength(1);
  });

  it('offers only what the person may do, and says whom to ask for the rest', async () => {
    serve(NOTHING_DONE);
    await home(['vault.view', 'vault.upload']);
    expect(action('document')).toEqual(['Enviar documento', '/cofre?enviar=1', 'contained']);
    for (const id of ['whatsapp', 'team']) {
      expect(action(id)).toBeNull();
      expect(step(id).textContent).toContain('Peça a quem administra a empresa.');
    }
    await cleanup();

    // Nothing left this person can take: no checklist at all.
    serve({ ...NOTHING_DONE, documento_carregado: true });
    await home(['vault.view', 'vault.upload']);
    expect(byTestId('first-steps')).toHaveLength(0);
    expect(byTestId('home')).toHaveLength(1);
  });

  it('shows nothing of it, and no error, when the API does not answer', async () => {
    serve({ status: 500 });
    await home();
    expect(asked()).toBe(1);
    expect(byTestId('first-steps')).toHaveLength(0);
    expect(notes()).toEqual([]);
  });

  it('speaks English', async () => {
    localStorage.setItem('user_language', 'en');
    serve(NOTHING_DONE);
    await home(undefined, undefined, createElement(PublicI18nProvider, null, createElement(HomePage)));
    await waitFor(() => one('first-steps').textContent?.includes('First steps'), 'the English checklist');
    expect(one('first-steps').textContent).toContain('0 of 3 done');
    expect(action('document')?.[0]).toBe('Upload a document');
    expect(action('whatsapp')?.[0]).toBe('Connect WhatsApp');
    expect(action('team')?.[0]).toBe('Invite people');
    expect(one('first-steps-hide').getAttribute('aria-label')).toBe('Hide first steps');
  });
});
