// What a hand-made list shows before its rows: a failure with "try again", the loading bar, or the
// empty message. Renders nothing once there are rows to show.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';

export interface LoadStatusTexts {
  failed: string;
  retry: string;
  loading: string;
  empty: string;
}

export function LoadStatus({
  failed,
  total,
  onRetry,
  texts,
}: {
  failed: boolean;
  /** The list's total, undefined while it loads. */
  total: number | undefined;
  onRetry: () => void;
  texts: LoadStatusTexts;
}) {
  if (failed)
    return (
      <Alert severity="error" action={<Button onClick={onRetry}>{texts.retry}</Button>}>
        {texts.failed}
      </Alert>
    );
  if (total === undefined) return <LinearProgress aria-label={texts.loading} />;
  return total === 0 ? <Alert severity="info">{texts.empty}</Alert> : null;
}
