// The messages resource: its pages, each loaded when first opened.
import type { ComponentType } from 'react';
import { lazyPage } from '../../src/components/lazyPage';

export const messagesPages: Partial<Record<string, ComponentType>> = {
  messages: lazyPage(() => import('./MessageList').then((m) => ({ default: m.MessageList }))),
  messageCreate: lazyPage(() => import('./MessageCreate').then((m) => ({ default: m.MessageCreate }))),
};
