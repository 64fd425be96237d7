// Code splitting with the spec's chunk-load timeout (120 s) and a clear retry message when a
// chunk fails to load (e.g. after a deploy or on a flaky connection).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Component, type ComponentType, lazy, type ReactNode } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../common/constants';
import { useT } from '../providers/publicI18n';

export function withTimeout<T>(promise: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`chunk load timed out after ${ms} ms`)), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

/** A page loaded when first shown; `before` also loads what it needs first (e.g. its resource's labels). */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own signature.
export const lazyPage = <P extends ComponentType<any>>(
  load: () => Promise<{ default: P }>,
  before?: () => Promise<unknown>,
) => lazy(() => withTimeout(before ? Promise.all([load(), before()]).then(([page]) => page) : load()));

function ChunkFailed() {
  const t = useT();
  return (
    <Alert
      severity="error"
      sx={{ m: 3 }}
      action={
        <Button color="inherit" size="small" onClick={() => window.location.reload()}>
          {t('app.retry')}
        </Button>
      }
    >
      {t('app.chunk.failed')}
    </Alert>
  );
}

export class ChunkBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <ChunkFailed /> : this.props.children;
  }
}
