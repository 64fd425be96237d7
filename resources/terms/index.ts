// The terms resource: its pages, each loaded when first opened.
import type { ComponentType } from 'react';
import { lazyPage } from '../../src/components/lazyPage';

export const termsPages: Partial<Record<string, ComponentType>> = {
  terms: lazyPage(() => import('./TermList').then((m) => ({ default: m.TermList }))),
  termCreate: lazyPage(() => import('./TermCreate').then((m) => ({ default: m.TermCreate }))),
  termEdit: lazyPage(() => import('./TermEdit').then((m) => ({ default: m.TermEdit }))),
};
