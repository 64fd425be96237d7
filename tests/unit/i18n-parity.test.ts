import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { enApp } from '../../i18n/app/en.js';
import { dashboardPagesEn, dashboardPagesPtBR } from '../../i18n/app/pages/dashboard.js';
import { fieldEditorEn, fieldEditorPtBR } from '../../i18n/app/pages/fieldEditor.js';
import { integrationsEn, integrationsPtBR } from '../../i18n/app/pages/integrations.js';
import { lgpdEn, lgpdPtBR } from '../../i18n/app/pages/lgpd.js';
import { profileEn, profilePtBR } from '../../i18n/app/pages/profile.js';
import { signatureFieldsEn, signatureFieldsPtBR } from '../../i18n/app/pages/signatureFields.js';
import { signingPagesEn, signingPagesPtBR } from '../../i18n/app/pages/signing.js';
import { signingDeadlineEn, signingDeadlinePtBR } from '../../i18n/app/pages/signingDeadline.js';
import { signingRoundsEn, signingRoundsPtBR } from '../../i18n/app/pages/signingRounds.js';
import { ptBRApp } from '../../i18n/app/pt-BR.js';
import { ptBRRa } from '../../i18n/ra/pt-BR.js';
import { lateMessages } from '../../src/providers/lateMessages.js';

// The labels of the resources whose pages load lazily (resources/<name>/messages.ts) are added to
// lateMessages when their file is imported, as a page's chunk does.
import.meta.glob('../../resources/*/messages.ts', { eager: true });

/** Flattens nested message objects into `dotted.path → value` (non-object leaves kept as they are). */
function flatten(
  messages: unknown,
  prefix = '',
  out: Map<string, unknown> = new Map(),
): Map<string, unknown> {
  if (messages !== null && typeof messages === 'object' && !Array.isArray(messages)) {
    for (const [key, value] of Object.entries(messages))
      flatten(value, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, messages);
  }
  return out;
}

/** The distinct polyglot %{placeholder} names used by a message, sorted. */
const placeholders = (text: string) =>
  [...new Set([...text.matchAll(/%\{([^}]*)\}/g)].map((m) => m[1]))].sort();

/** How many '||||' plural separators a message has. */
const pluralSeparators = (text: string) => text.split('||||').length - 1;

/** Runs every parity check of `translated` against the `reference` language. */
function checkParity(reference: unknown, translated: unknown, options: { pluralForms: boolean }) {
  const ref = flatten(reference);
  const tr = flatten(translated);

  // Same leaf keys: report exactly which are missing or extra before comparing the sorted lists.
  const missing = [...ref.keys()].filter((k) => !tr.has(k)).sort();
  const extra = [...tr.keys()].filter((k) => !ref.has(k)).sort();
  expect({ missing, extra }, 'leaf keys missing from / extra in the translation').toEqual({
    missing: [],
    extra: [],
  });
  expect([...tr.keys()].sort()).toEqual([...ref.keys()].sort());

  for (const [key, refValue] of ref) {
    const value = tr.get(key);
    expect(typeof refValue, `reference ${key}`).toBe('string');
    expect(typeof value, `type of ${key}`).toBe('string');
    const text = value as string;
    const refText = refValue as string;
    expect(text.length, `${key} is empty`).toBeGreaterThan(0);
    // Only whitespace where the reference itself is only whitespace (ra.boolean.null is ' ').
    if (refText.trim() !== '') expect(text.trim(), `${key} is blank`).not.toBe('');
    expect(placeholders(text), `placeholders of ${key}`).toEqual(placeholders(refText));
    if (options.pluralForms)
      expect(pluralSeparators(text), `'||||' plural forms of ${key}`).toBe(pluralSeparators(refText));
  }
  return ref.size;
}

describe('react-admin messages (i18n/ra/pt-BR.ts vs ra-language-english)', () => {
  it('has the same leaf keys, all non-empty, with the same placeholders and plural forms', () => {
    const count = checkParity(englishMessages, ptBRRa, { pluralForms: true });
    expect(count).toBeGreaterThan(100);
  });
});

describe('app messages (i18n/app/pt-BR.ts vs i18n/app/en.ts)', () => {
  it('has the same leaf keys, all non-empty, with the same placeholders', () => {
    const count = checkParity(enApp, ptBRApp, { pluralForms: false });
    expect(count).toBeGreaterThan(0);
  });
});

describe('public signing pages (i18n/app/pages/signing.ts)', () => {
  it('has the same leaf keys in pt-BR and English, all non-empty, with the same placeholders', () => {
    const count = checkParity(signingPagesPtBR, signingPagesEn, { pluralForms: false });
    expect(count).toBeGreaterThan(100);
  });

  it('labels every file event action in both languages', async () => {
    const { FILE_EVENT_ACTIONS } = await import('../../common/schemas/fileEvents.js');
    for (const action of FILE_EVENT_ACTIONS) {
      expect(signingPagesPtBR.verify.actions[action], action).toBeTruthy();
      expect(signingPagesEn.verify.actions[action], action).toBeTruthy();
    }
  });
});

describe('signature fields and marks (i18n/app/pages/signatureFields.ts)', () => {
  it('has the same leaf keys in pt-BR and English, all non-empty, with the same placeholders', () => {
    const count = checkParity(signatureFieldsPtBR, signatureFieldsEn, { pluralForms: false });
    expect(count).toBeGreaterThan(5);
  });
});

describe('field editor (i18n/app/pages/fieldEditor.ts)', () => {
  it('has the same leaf keys in pt-BR and English, all non-empty, with the same placeholders', () => {
    const count = checkParity(fieldEditorPtBR, fieldEditorEn, { pluralForms: false });
    expect(count).toBeGreaterThan(0);
  });
});

describe('profile page (i18n/app/pages/profile.ts)', () => {
  it('has the same leaf keys in pt-BR and English, all non-empty, with the same placeholders', () => {
    const count = checkParity(profilePtBR, profileEn, { pluralForms: false });
    expect(count).toBeGreaterThan(80);
  });
});

describe('dashboard page (i18n/app/pages/dashboard.ts)', () => {
  it('has the same leaf keys in pt-BR and English, all non-empty, with the same placeholders', () => {
    const count = checkParity(dashboardPagesPtBR, dashboardPagesEn, { pluralForms: false });
    expect(count).toBeGreaterThan(30);
  });
});

describe('"Meus dados" and the LGPD requests page (i18n/app/pages/lgpd.ts)', () => {
  it('has the same leaf keys in pt-BR and English, all non-empty, with the same placeholders', () => {
    const count = checkParity(lgpdPtBR, lgpdEn, { pluralForms: false });
    expect(count).toBeGreaterThan(40);
  });
});

describe('the integrations pages (i18n/app/pages/integrations.ts)', () => {
  it('has the same leaf keys in pt-BR and English, all non-empty, with the same placeholders and plural forms', () => {
    const count = checkParity(integrationsPtBR, integrationsEn, { pluralForms: true });
    expect(count).toBeGreaterThan(100);
  });
});

describe("a signing process' deadline (i18n/app/pages/signingDeadline.ts)", () => {
  it('has the same leaf keys in pt-BR and English, all non-empty, with the same placeholders and plural forms', () => {
    const count = checkParity(signingDeadlinePtBR, signingDeadlineEn, { pluralForms: true });
    expect(count).toBeGreaterThan(15);
  });
});

describe('sending a process again (i18n/app/pages/signingRounds.ts)', () => {
  it('has the same leaf keys in pt-BR and English, all non-empty, with the same placeholders and plural forms', () => {
    const count = checkParity(signingRoundsPtBR, signingRoundsEn, { pluralForms: true });
    expect(count).toBeGreaterThan(8);
  });
});

describe('labels of the resources that load with their pages (resources/<name>/messages.ts)', () => {
  it('have the same leaf keys in pt-BR and English, all non-empty, with the same placeholders and plural forms', () => {
    const ptBR = lateMessages('pt_BR').resources as Record<string, unknown>;
    const en = lateMessages('en').resources as Record<string, unknown>;
    expect(Object.keys(en).sort()).toEqual(Object.keys(ptBR).sort());
    expect(Object.keys(ptBR)).toEqual(
      expect.arrayContaining([
        'plans',
        'servers',
        'companies',
        'terms',
        'preRegistrations',
        'contacts',
        'vault',
        'files',
        'audit',
        'vaultEvents',
        'users',
        'team',
        'signing',
        'devices',
        'messages',
      ]),
    );
    for (const name of Object.keys(ptBR))
      expect(checkParity(ptBR[name], en[name], { pluralForms: true }), name).toBeGreaterThan(5);
  });
});
