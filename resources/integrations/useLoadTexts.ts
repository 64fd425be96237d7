// The words a hand-made list shows before its rows (failed, retry, loading), with its own empty text.
import type { LoadStatusTexts } from '../../src/components/list/LoadStatus';
import { useIntegrationsT } from './useIntegrationsT';

export function useLoadTexts(empty: string): LoadStatusTexts {
  const t = useIntegrationsT();
  return { failed: t('load.failed'), retry: t('load.retry'), loading: t('load.loading'), empty };
}
