// A deleted record's "Recuperar" button (the deleted view's row action): runs the record's restore
// action, after its confirmation when it has one.
import RestoreIcon from '@mui/icons-material/Restore';
import { Button, type RaRecord, useRecordContext } from 'react-admin';
import { type RecordAction, useRecordActions } from './useRecordActions';

export interface RestoreButtonProps<R extends RaRecord> {
  resource: string;
  /** How the restore runs (default: the generic one, at once, toasting the API's message). */
  restore?: RecordAction<R>;
  name?(record: R): string;
}

export function RestoreButton<R extends RaRecord>({ resource, restore = {}, name }: RestoreButtonProps<R>) {
  const record = useRecordContext<R>();
  const { run, dialog } = useRecordActions<R>(resource, { restore }, name);
  if (!record) return null;
  return (
    <>
      <Button
        label={restore.confirm?.button ?? `resources.${resource}.action.restore`}
        onClick={(e) => {
          e.stopPropagation();
          run('restore', record);
        }}
      >
        <RestoreIcon />
      </Button>
      {dialog}
    </>
  );
}
