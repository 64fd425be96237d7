// Inviting and changing a member by role (issue 32): the invite dialog starts with no role chosen and
// shows permission names, never their codes; Administrador sends every permission the caller holds,
// Operador the day-to-day ones the caller holds, Só assina none with signer_only; sending with
// nothing chosen shows the API's refusal under the choice and keeps the dialog; a member holding
// nothing reads "Só assina", and emptying a member's custom permissions says what that means.
import { afterEach, describe, expect, it } from 'vitest';
import { forgetIdentity } from '../../src/providers/authProvider';
import { cleanup, click, type } from './devices-render';
import { EMPRESA_ID, manager, member, renderTeam, teamApi } from './team-fixtures';
import { waitFor } from './waitFor';

const MINE = ['vault.view', 'vault.upload', 'users.view', 'users.manage', 'company.manage'];
const REQUIRED =
  'Escolha o que a pessoa poderá fazer: ao menos uma permissão, ou o perfil Só assina para quem apenas assina os documentos enviados a ela.';

afterEach(async () => {
  await cleanup();
  forgetIdentity();
});

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;
const button = (label: string, within: ParentNode = document) => {
  const found = [...within.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
  if (!found) throw new Error(`no button "${label}"`);
  return found;
};
const radio = (value: string) =>
  dialog().querySelector<HTMLInputElement>(`input[type="radio"][value="${value}"]`) as HTMLInputElement;
const checkboxes = () => [...dialog().querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
const rowOf = (name: string) =>
  [...document.querySelectorAll('tbody tr')].find((r) => r.textContent?.includes(name)) as HTMLElement;

/** Opens the invite dialog with the invite's answer scripted; returns the calls. */
async function openInvite(answer: (body: unknown) => { status: number; body: unknown }) {
  const calls = teamApi([manager({ permissions: MINE }), member()], (call) =>
    call.method === 'POST' && call.path === '/api/convites' ? answer(call.body) : undefined,
  );
  await renderTeam(MINE);
  await click(button('Convidar'));
  await type(dialog().querySelector('input[name="email"]') as HTMLInputElement, 'nova@demo.test');
  return calls;
}
const sent = (calls: { method: string; path: string; body: unknown }[]) =>
  waitFor(() => calls.find((c) => c.method === 'POST' && c.path === '/api/convites'), 'the invite');
const ok = () => ({ status: 201, body: { message: 'Convite enviado.', data: { id: 40 } } });

describe('the invite dialog', () => {
  it('starts with no role chosen, and names permissions, never their codes', async () => {
    await openInvite(ok);
    const radios = [...dialog().querySelectorAll<HTMLInputElement>('input[type="radio"]')];
    expect(radios.map((r) => r.value)).toEqual(['admin', 'operator', 'signer', 'custom']);
    expect(radios.some((r) => r.checked)).toBe(false);
    const labels = radios.map((r) => r.closest('label')?.textContent ?? '');
    expect(labels[0]).toContain('Administrador');
    expect(labels[1]).toContain('Operador');
    expect(labels[2]).toContain('Só assina');
    expect(labels[3]).toContain('Personalizado');
    // Each role says what it means, as the radio's description.
    const described = document.getElementById(radios[2]?.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toContain('assina os documentos enviados a ela');

    await click(radio('custom'));
    const text = dialog().textContent ?? '';
    expect(text).toContain('Ver documentos do cofre');
    expect(text).toContain('Gerenciar usuários');
    expect(text).toContain('Documentos e assinaturas');
    for (const code of MINE) expect(text).not.toContain(code);
  });

  it('refuses nothing chosen with the API’s message under the choice, keeping the dialog', async () => {
    const calls = await openInvite(() => ({
      status: 422,
      body: { message: REQUIRED, errors: { permissions: [REQUIRED] } },
    }));
    await click(button('Enviar convite', dialog()));
    const post = await sent(calls);
    expect(post.body).toEqual({ email: 'nova@demo.test', nome: null, permissions: [] });
    await waitFor(() => dialog()?.textContent?.includes(REQUIRED), 'the refusal');
  });

  it('sends every permission the caller holds for Administrador', async () => {
    const calls = await openInvite(ok);
    await click(radio('admin'));
    await click(button('Enviar convite', dialog()));
    expect((await sent(calls)).body).toEqual({ email: 'nova@demo.test', nome: null, permissions: MINE });
  });

  it('sends the day-to-day permissions the caller holds for Operador, naming them', async () => {
    const calls = await openInvite(ok);
    await click(radio('operator'));
    expect(dialog().querySelector('[data-testid="role-includes"]')?.textContent).toBe(
      'Inclui: Ver documentos do cofre, Enviar documentos.',
    );
    await click(button('Enviar convite', dialog()));
    expect((await sent(calls)).body).toEqual({
      email: 'nova@demo.test',
      nome: null,
      permissions: ['vault.view', 'vault.upload'],
    });
  });

  it('sends no permission and signer_only for Só assina', async () => {
    const calls = await openInvite(ok);
    await click(radio('custom'));
    await click(checkboxes()[0] as Element);
    await click(radio('signer'));
    await click(button('Enviar convite', dialog()));
    expect((await sent(calls)).body).toEqual({
      email: 'nova@demo.test',
      nome: null,
      permissions: [],
      signer_only: true,
    });
  });
});

describe('a member’s permissions', () => {
  const withPermissions = (held: string[]) =>
    teamApi([manager({ permissions: MINE }), member({ permissions: held })], (call) =>
      call.method === 'GET' && call.path === '/api/usuario/2/permissions'
        ? { body: { data: { empresa_id: EMPRESA_ID, permissions: held, grantable: MINE } } }
        : undefined,
    );
  const openMember = async () => {
    await click(rowOf('Ana Colega').querySelector('button[aria-haspopup="menu"]') as Element);
    const menu = [...document.querySelectorAll('[role="menu"]')].at(-1) as HTMLElement;
    const item = [...menu.querySelectorAll('[role="menuitem"]')].find(
      (m) => m.textContent === 'Editar permissões',
    );
    await click(item as Element);
    await waitFor(() => dialog()?.querySelector('input[type="radio"]'), 'the roles');
  };

  it('reads "Só assina" for a member holding nothing, in the list and in the dialog', async () => {
    withPermissions([]);
    await renderTeam(MINE);
    expect(rowOf('Ana Colega').querySelector('[data-testid="permission-count"]')?.textContent).toBe(
      'Só assina',
    );
    await openMember();
    expect(radio('signer').checked).toBe(true);
  });

  it('shows a custom set as its checklist, and says what emptying it means', async () => {
    withPermissions(['vault.view', 'users.view']);
    await renderTeam(MINE);
    await openMember();
    expect(radio('custom').checked).toBe(true);
    const ticked = () => checkboxes().filter((c) => c.checked);
    expect(ticked().map((c) => c.name)).toEqual(['vault.view', 'users.view']);
    for (const box of ticked()) await click(box);
    await waitFor(
      () => dialog().textContent?.includes('Sem nenhuma permissão, a pessoa só assina'),
      'the warning',
    );
    expect(button('Salvar permissões', dialog()).disabled).toBe(false);
  });
});

describe("the guided start's “Convidar pessoas” (/equipe?convidar=1)", () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens the invite at once, and only once', async () => {
    teamApi([manager({ permissions: MINE }), member()]);
    window.history.replaceState(null, '', '/equipe?convidar=1');
    await renderTeam(MINE);
    await waitFor(() => dialog()?.textContent?.includes('Convidar'), 'the invite dialog');
    expect(window.location.pathname + window.location.search).toBe('/equipe');
  });

  it('opens nothing for who may not invite', async () => {
    const viewer = ['users.view'];
    teamApi([manager({ permissions: viewer }), member()]);
    window.history.replaceState(null, '', '/equipe?convidar=1');
    await renderTeam(viewer);
    expect(dialog()).toBeNull();
  });
});
