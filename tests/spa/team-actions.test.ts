// /equipe as a manager runs it: the invite dialog offers only the permissions the caller holds and
// posts e-mail, name and permissions (no company: the API takes the caller's); the server's field
// errors land under the fields; a refusal (403 naming the permission, 409 for the last manager)
// shows the API's message where the user is; the owner hands the company over after confirming;
// pending invites are resent and revoked after confirming.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetIdentity } from '../../src/providers/authProvider';
import { onUiEvent, type UiEvent } from '../../src/providers/events';
import { cleanup, click, location, notes, text, type } from './devices-render';
import { callerIdentity, EMPRESA_ID, manager, member, renderTeam, teamApi } from './team-fixtures';
import { waitFor } from './waitFor';

const MINE = ['vault.view', 'users.view', 'users.manage', 'company.manage'];

let events: UiEvent[] = [];
let off: () => void;
beforeEach(() => {
  events = [];
  off = onUiEvent((e) => events.push(e));
});
afterEach(async () => {
  off();
  await cleanup();
  forgetIdentity();
});

const dialog = () => document.querySelector('[role="dialog"]') as HTMLElement;
const button = (label: string, within: ParentNode = document) => {
  const found = [...within.querySelectorAll('button')].find((b) => b.textContent?.trim() === label);
  if (!found) throw new Error(`no button "${label}"`);
  return found;
};
const input = (name: string) => dialog().querySelector(`input[name="${name}"]`) as HTMLInputElement;
const checkboxes = () => [...dialog().querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];
const rowOf = (name: string) =>
  [...document.querySelectorAll('tbody tr')].find((r) => r.textContent?.includes(name)) as HTMLElement;

async function rowAction(name: string, action: string) {
  await click(rowOf(name).querySelector('button[aria-haspopup="menu"]') as Element);
  const menu = [...document.querySelectorAll('[role="menu"]')].at(-1) as HTMLElement;
  const item = [...menu.querySelectorAll('[role="menuitem"]')].find((m) => m.textContent === action);
  await click(item as Element);
}

describe('inviting', () => {
  it('offers only what the caller holds and posts e-mail, name and permissions', async () => {
    const calls = teamApi([manager(), member()], (call) =>
      call.method === 'POST' && call.path === '/api/convites'
        ? { status: 201, body: { message: 'Convite enviado.', data: { id: 40 } } }
        : undefined,
    );
    await renderTeam(MINE);
    await click(button('Convidar'));
    // Permission by permission, under "Personalizado" (the roles: team-invite-roles.test.ts).
    await click(dialog().querySelector('input[type="radio"][value="custom"]') as Element);
    expect(checkboxes().map((c) => c.name)).toEqual(MINE);

    await type(input('email'), 'nova@demo.test');
    await type(input('nome'), 'Nova Colega');
    await click(checkboxes()[0] as Element);
    await click(checkboxes()[1] as Element);
    await click(button('Enviar convite', dialog()));

    const post = await waitFor(
      () => calls.find((c) => c.method === 'POST' && c.path === '/api/convites'),
      'the invite',
    );
    expect(post.body).toEqual({
      email: 'nova@demo.test',
      nome: 'Nova Colega',
      permissions: ['vault.view', 'users.view'],
    });
    await waitFor(() => notes().includes('resources.users.notify.invite_sent'), 'the toast');
    // The invites tab opens, listing the company's invites.
    await waitFor(() => calls.some((c) => c.path === '/api/convites' && c.method === 'GET'), 'the invites');
  });

  it('shows the server’s field errors under the fields', async () => {
    teamApi([manager(), member()], (call) =>
      call.method === 'POST' && call.path === '/api/convites'
        ? {
            status: 422,
            body: {
              message: 'Dados inválidos.',
              errors: { email: ['Este e-mail já tem um convite pendente.'] },
            },
          }
        : undefined,
    );
    await renderTeam(MINE);
    await click(button('Convidar'));
    await type(input('email'), 'ana@demo.test');
    await click(button('Enviar convite', dialog()));
    await waitFor(
      () => dialog().textContent?.includes('Este e-mail já tem um convite pendente.'),
      'the error',
    );
    expect(input('email').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('a member’s access and permissions', () => {
  it('shows a 403 as the API’s message and stays on the page', async () => {
    const message = 'Você não pode alterar quem tem a permissão "Ver auditoria", que você não tem.';
    const calls = teamApi([manager({ owner: false }), member()], (call) =>
      call.method === 'PUT' && call.path === '/api/usuario/2/disable'
        ? { status: 403, body: { message, permission: 'audit.view' } }
        : undefined,
    );
    await renderTeam(MINE, callerIdentity(false));
    await rowAction('Ana Colega', 'Desativar acesso');
    expect(text()).toContain('Desativar o acesso de Ana Colega?');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await click(button('Desativar acesso', dialog()));
    await waitFor(() => notes().includes(message), 'the refusal');
    expect(location()).toBe('/equipe');
    expect(events.some((e) => e.kind === 'navigate')).toBe(false);
  });

  it('saves permissions, what the caller lacks locked; a 409 shows its message and keeps the dialog', async () => {
    const message = 'A empresa precisa de ao menos um membro ativo com "Gerenciar usuários".';
    const calls = teamApi([manager(), member()], (call) => {
      if (call.method === 'GET' && call.path === '/api/usuario/2/permissions')
        return {
          body: {
            data: { empresa_id: EMPRESA_ID, permissions: ['vault.view', 'audit.view'], grantable: MINE },
          },
        };
      if (call.method === 'PUT' && call.path === '/api/usuario/2/permission')
        return { status: 409, body: { message } };
      return undefined;
    });
    await renderTeam(MINE);
    await rowAction('Ana Colega', 'Editar permissões');
    await waitFor(() => checkboxes().length > 0, 'the checklist');
    expect(dialog().textContent).toContain('Permissões de Ana Colega');
    const box = (name: string) => checkboxes().find((c) => c.name === name) as HTMLInputElement;
    expect(box('audit.view').checked).toBe(true);
    expect(box('audit.view').disabled).toBe(true);
    expect(box('users.view').disabled).toBe(false);

    await click(box('users.view'));
    await click(button('Salvar permissões', dialog()));
    const put = await waitFor(
      () => calls.find((c) => c.method === 'PUT' && c.path === '/api/usuario/2/permission'),
      'the save',
    );
    expect(put.body).toEqual({
      empresa_id: EMPRESA_ID,
      permissions: ['vault.view', 'users.view', 'audit.view'],
    });
    await waitFor(() => events.some((e) => e.kind === 'toast' && e.message === message), 'the 409 toast');
    expect(dialog().textContent).toContain('Permissões de Ana Colega');
  });

  it('hands the company over to a member after confirming, then offers no transfer', async () => {
    const members = [manager(), member()];
    // GET /api/auth/user, read by the app's own authProvider (which keeps it until told to forget).
    const identity = { ...callerIdentity(true), ambient: null, permissoes: MINE, language: 'pt_BR' };
    const calls = teamApi(members, (call) => {
      if (call.method === 'GET' && call.path === '/api/auth/user') return { body: identity };
      if (call.method !== 'PUT' || call.path !== `/api/empresa/${EMPRESA_ID}/owner`) return undefined;
      // The server's side of it: the list and the identity now name Ana the owner.
      members.splice(0, 2, manager({ owner: false }), member({ owner: true }));
      identity.empresa.owner = false;
      return { body: { message: 'Propriedade transferida.', data: {} } };
    });
    await renderTeam(MINE, undefined, true);
    await rowAction('Ana Colega', 'Transferir propriedade');
    expect(text()).toContain('Ana Colega passa a ser o proprietário da empresa');
    await click(button('Transferir propriedade', dialog()));
    const put = await waitFor(() => calls.find((c) => c.method === 'PUT'), 'the transfer');
    expect(put.body).toEqual({ user_id: 2 });
    await waitFor(() => notes().includes('resources.team.notify.transferred'), 'the toast');
    // The page follows: Ana carries the owner chip, and the caller may no longer hand it over.
    const identities = () => calls.filter((c) => c.path === '/api/auth/user').length;
    await waitFor(() => identities() > 1, 'the identity fetched again');
    await waitFor(() => rowOf('Ana Colega').querySelector('[data-testid="owner"]'), 'the chip moved');
    await waitFor(() => !dialog(), 'the dialog closed');
    await click(rowOf('Ana Colega').querySelector('button[aria-haspopup="menu"]') as Element);
    const menu = [...document.querySelectorAll('[role="menu"]')].at(-1) as HTMLElement;
    expect([...menu.querySelectorAll('[role="menuitem"]')].map((m) => m.textContent)).toEqual([
      'Editar permissões',
    ]);
  });
});

describe('pending invites', () => {
  const invite = {
    id: 40,
    email: 'nova@demo.test',
    nome: 'Nova Colega',
    empresa: { id: EMPRESA_ID, nome: 'Demo Ltda' },
    permissions: ['vault.view'],
    expires_at: '2099-01-01T00:00:00.000Z',
    created_at: '2026-11-20T12:00:00.000Z',
  };

  it('resends and revokes an invite, each after confirming', async () => {
    const calls = teamApi([manager(), member()], (call) => {
      if (call.method === 'GET' && call.path === '/api/convites')
        return { body: { data: [invite], total: 1 } };
      if (call.path === '/api/invite/40/reenviar') return { body: { message: 'Reenviado.' } };
      if (call.path === '/api/invite/40/cancelar') return { body: { message: 'Cancelado.' } };
      return undefined;
    });
    await renderTeam(MINE);
    await click([...document.querySelectorAll('[role="tab"]')][1] as Element);
    await waitFor(() => text().includes('nova@demo.test'), 'the invite');
    expect(text()).not.toContain('Demo Ltda');

    await click(document.querySelector('button[aria-label="Reenviar convite: nova@demo.test"]') as Element);
    expect(dialog().textContent).toContain('Enviar um novo link a nova@demo.test?');
    await click(button('Reenviar convite', dialog()));
    await waitFor(
      () => calls.some((c) => c.method === 'POST' && c.path === '/api/invite/40/reenviar'),
      'resend',
    );

    await click(document.querySelector('button[aria-label="Cancelar convite: nova@demo.test"]') as Element);
    await click(
      button('Cancelar convite', [...document.querySelectorAll('[role="dialog"]')].at(-1) as Element),
    );
    await waitFor(
      () => calls.some((c) => c.method === 'DELETE' && c.path === '/api/invite/40/cancelar'),
      'revoke',
    );
  });
});
