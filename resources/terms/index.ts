// The terms resource: its pages, each loaded when first opened with the resource's labels.
import type { ComponentType } from 'react';
import { lazyPage } from '../../src/components/lazyPage';

/** Its labels, loaded with its pages. */
const messages = () => import('./messages');

export const termsPages: Partial<Record<string, ComponentType>> = {
  terms: lazyPage(() => import('./TermList').then((m) => ({ default: m.TermList })), messages),
  termCreate: lazyPage(() => import('./TermCreate').then((m) => ({ default: m.TermCreate })), messages),
  termEdit: lazyPage(() => import('./TermEdit').then((m) => ({ default: m.TermEdit })), messages),
};
