// /equipe, the members tab: each member with their permissions (how many, the labels on hover), the
// access chip, the owner's chip and the last access; the list asked sorted by name; the caller's
// row menu holds only what they may do (no disabling the owner or themselves; the owner alone hands
// the company over); a member with only users.view sees no actions and no invite button.
import { afterEach, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions';
import { byTestId, cleanup, click, text } from './devices-render';
import { phoneScreen } from './phoneScreen';
import { callerIdentity, manager, member, renderTeam, teamApi } from './team-fixtures';

afterEach(cleanup);

const ALL = ['vault.view', 'users.view', 'users.manage', 'company.manage'];
const rows = () => [...document.querySelectorAll('tbody tr')] as HTMLElement[];
const rowOf = (name: string) => rows().find((r) => r.textContent?.includes(name)) as HTMLElement;
/** The items of the menu opened last (a closed one may linger while it fades). */
const menuItems = () => [
  ...([...document.querySelectorAll('[role="menu"]')].at(-1)?.querySelectorAll('[role="menuitem"]') ?? []),
];
const menuLabels = () => menuItems().map((m) => m.textContent);

async function openMenu(row: HTMLElement) {
  const button = row.querySelector('button[aria-haspopup="menu"]');
  if (!button) throw new Error('no row menu');
  await click(button);
}

const team = () => [
  manager(),
  member({ permissions: ['vault.view', 'users.view'] }),
  member({ id: 3, nome: 'Bruno Inativo', email: 'bruno@demo.test', status: false, permissions: [] }),
];

describe('the team list', () => {
  it('shows each member with permissions, access, the owner chip and the last access', async () => {
    const calls = teamApi(team());
    await renderTeam(ALL);
    // One call: whether the caller owns the company comes with their identity.
    const lists = calls.filter((c) => c.path === '/api/usuarios');
    expect(lists).toHaveLength(1);
    const list = lists[0];
    expect(list?.query.get('sort')).toBe('nome');
    expect(list?.query.get('order')).toBe('asc');

    const owner = rowOf('Gestor Demo');
    expect(owner.querySelector('[data-testid="owner"]')?.textContent).toBe('Proprietário');
    expect(rowOf('Ana Colega').querySelector('[data-testid="owner"]')).toBeNull();
    expect(owner.textContent).toMatch(/20\/11\/2026,? 10:30/);
    expect(rowOf('Ana Colega').textContent).toContain('Nunca');

    const counts = byTestId('permission-count');
    expect(counts.map((c) => c.textContent)).toEqual([
      `4 de ${PERMISSIONS.length} permissões`,
      `2 de ${PERMISSIONS.length} permissões`,
      'Só assina',
    ]);
    expect(counts[1]?.getAttribute('title')).toBe('Ver documentos do cofre, Ver usuários');
    expect(rowOf('Ana Colega').textContent).toContain('Ativo');
    expect(rowOf('Bruno Inativo').textContent).toContain('Inativo');
    expect(text()).toContain('Convidar');
  });

  it('offers the owner every action on a member, none that would disable themselves', async () => {
    teamApi(team());
    await renderTeam(ALL);
    await openMenu(rowOf('Ana Colega'));
    expect(menuLabels()).toEqual(['Editar permissões', 'Desativar acesso', 'Transferir propriedade']);
    await click(document.body);

    await openMenu(rowOf('Bruno Inativo'));
    expect(menuLabels()).toEqual(['Reativar acesso']);
    await click(document.body);

    await openMenu(rowOf('Gestor Demo'));
    expect(menuLabels()).toEqual(['Editar permissões']);
  });

  it('offers a manager who is not the owner no transfer, and nothing that disables the owner', async () => {
    teamApi([manager({ owner: false }), member({ id: 9, nome: 'Olga Dona', owner: true }), member()]);
    await renderTeam(ALL, callerIdentity(false));
    await openMenu(rowOf('Olga Dona'));
    expect(menuLabels()).toEqual(['Editar permissões']);
    await click(document.body);
    await openMenu(rowOf('Ana Colega'));
    expect(menuLabels()).toEqual(['Editar permissões', 'Desativar acesso']);
  });

  it('locks the actions on a member holding a permission the caller lacks', async () => {
    teamApi([manager({ owner: false }), member({ permissions: ['vault.view', 'audit.view'] })]);
    await renderTeam(ALL, callerIdentity(false));
    await openMenu(rowOf('Ana Colega'));
    expect(menuItems().map((m) => m.getAttribute('aria-disabled'))).toEqual(['true', 'true']);
  });

  it('shows a member holding only users.view the list, without actions or invites', async () => {
    teamApi([manager({ owner: false }), ...team().slice(1)]);
    await renderTeam(['users.view'], callerIdentity(false));
    expect(rows()).toHaveLength(3);
    expect(document.querySelector('button[aria-haspopup="menu"]')).toBeNull();
    expect([...document.querySelectorAll('button')].some((b) => b.textContent === 'Convidar')).toBe(false);
  });
});

describe('the team list on a phone', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, 'matchMedia');
  });

  it('is a compact list: name with the owner chip, e-mail, permissions, access and the row menu', async () => {
    phoneScreen();
    teamApi(team());
    await renderTeam(ALL);
    expect(document.querySelector('table')).toBeNull();
    const items = byTestId('compact-list-item');
    expect(items).toHaveLength(3);
    expect(items[0]?.textContent).toContain('Proprietário');
    expect(items[1]?.textContent).toContain('ana@demo.test');
    expect(items[1]?.textContent).toContain(`2 de ${PERMISSIONS.length} permissões`);
    expect(items[1]?.querySelector('button[aria-haspopup="menu"]')).not.toBeNull();
  });
});
