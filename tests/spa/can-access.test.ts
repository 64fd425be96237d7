import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../common/permissions';
import { canOpen, checkAccess } from '../../src/providers/canAccess';
import { canAccess } from '../../src/providers/resourceAccess';
import { APP_ROUTES } from '../../src/routes/table';

const admin = { ambient: 'A' as const, permissions: [] };
const signatory = { ambient: 'S' as const, permissions: [] };
const manager = { ambient: null, permissions: [...PERMISSIONS] };
const viewer = { ambient: null, permissions: ['devices.view'] };
const route = (name: string) => APP_ROUTES.find((r) => r.name === name)!;

describe('canAccess over ambient and permission strings', () => {
  it('admin-only routes need ambient A, else 403', () => {
    for (const name of [
      'plans',
      'planEdit',
      'planCreate',
      'plansDeleted',
      'servers',
      'users',
      'userCreate',
    ]) {
      expect(canOpen(admin, route(name)), name).toBe(true);
      expect(checkAccess(manager, route(name).access)).toEqual({ ok: false, redirect: '403' });
      expect(checkAccess(signatory, route(name).access)).toEqual({ ok: false, redirect: '403' });
    }
  });

  it('user-only routes send ambient S to the inbox', () => {
    for (const name of ['devices', 'deviceScan', 'messages', 'messageCreate'])
      expect(checkAccess(signatory, route(name).access, route(name).permission)).toEqual({
        ok: false,
        redirect: 'inbox',
      });
  });

  it('home and dashboard are for company users; admins go to their landing page, signatories to the inbox', () => {
    expect(checkAccess(admin, route('home').access)).toEqual({ ok: false, redirect: 'landing' });
    expect(checkAccess(admin, route('dashboard').access)).toEqual({ ok: false, redirect: 'landing' });
    expect(checkAccess(signatory, route('home').access)).toEqual({ ok: false, redirect: 'inbox' });
    expect(canOpen(manager, route('dashboard'))).toBe(true);
    // The menu shows "Painel" only to those who may see it.
    expect(canOpen(viewer, route('dashboard'))).toBe(false);
    expect(checkAccess(viewer, route('dashboard').access, route('dashboard').permission)).toEqual({
      ok: false,
      redirect: '403',
      permission: 'dashboard.view',
    });
    expect(canOpen(signatory, route('inbox'))).toBe(true);
  });

  it('checks named permissions by containment and names the one missing', () => {
    expect(canOpen(viewer, route('devices'))).toBe(true);
    expect(checkAccess(viewer, route('deviceCreate').access, route('deviceCreate').permission)).toEqual({
      ok: false,
      redirect: '403',
      permission: 'devices.manage',
    });
    expect(canOpen({ ambient: null, permissions: ['devices.view.extra'] }, route('devices'))).toBe(false);
  });

  it("answers react-admin's canAccess(action, resource)", () => {
    expect(canAccess(admin, 'list', 'plans')).toBe(true);
    expect(canAccess(manager, 'list', 'plans')).toBe(false);
    expect(canAccess(viewer, 'list', 'devices')).toBe(true);
    expect(canAccess(viewer, 'create', 'devices')).toBe(false);
    expect(canAccess(manager, 'create', 'messages')).toBe(true);
    expect(canAccess(signatory, 'list', 'messages')).toBe(false);
  });

  it("opens the company's team (users.view) and its data (company.manage) to its own members only", () => {
    expect(canOpen(manager, route('team'))).toBe(true);
    expect(canOpen(manager, route('companyData'))).toBe(true);
    expect(canAccess(manager, 'list', 'team')).toBe(true);
    expect(checkAccess(viewer, route('team').access, route('team').permission)).toEqual({
      ok: false,
      redirect: '403',
      permission: 'users.view',
    });
    expect(canAccess(viewer, 'list', 'team')).toBe(false);
    expect(canOpen({ ambient: null, permissions: ['users.view'] }, route('companyData'))).toBe(false);
    for (const name of ['team', 'companyData']) {
      expect(checkAccess(admin, route(name).access)).toEqual({ ok: false, redirect: 'landing' });
      expect(checkAccess(signatory, route(name).access)).toEqual({ ok: false, redirect: 'inbox' });
    }
  });

  it('opens every error page to any signed-in user', () => {
    for (const who of [admin, signatory, manager])
      for (const name of ['notFound', 'forbidden', 'unauthorized', 'termsGate'])
        expect(canOpen(who, route(name))).toBe(true);
  });
});

describe('back-office resources', () => {
  it('open every action of plans, servers, users, companies, terms and pre-registrations to admins only', () => {
    /** What the API has not: companies are opened by signing up, pre-registrations by the public form. */
    const none: Record<string, string[]> = { companies: ['create'], preRegistrations: ['create', 'edit'] };
    for (const resource of ['plans', 'servers', 'users', 'companies', 'terms', 'preRegistrations'])
      for (const action of ['list', 'show', 'create', 'edit', 'delete', 'export']) {
        expect(canAccess({ ambient: 'A', permissions: [] }, action, resource), `${resource} ${action}`).toBe(
          !none[resource]?.includes(action),
        );
        expect(canAccess({ ambient: null, permissions: [...PERMISSIONS] }, action, resource)).toBe(false);
      }
  });
});
