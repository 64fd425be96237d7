// The actions of a term row: approve a draft (confirmed), delete a draft (confirmed), restore a
// deleted one. Approved terms only open (read-only).
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import Box from '@mui/material/Box';
import { useState } from 'react';
import { Confirm, useDelete, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { RowActions } from '../../src/components/list/RowActions';
import { type TermView, termsApi } from '../../src/providers/termsApi';

type Dialog = 'approve' | 'delete' | null;

export function TermRowActions() {
  const record = useRecordContext<TermView>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const [deleteOne, { isPending: deleting }] = useDelete();
  if (!record) return null;
  const draft = record.status === 'draft';
  const deleted = record.deleted_at !== null;

  const approve = async () => {
    setBusy(true);
    try {
      const res = await termsApi.approve(record.id);
      notify(res.message, { type: 'success' });
      refresh();
    } catch {
      // The HTTP layer already showed the failure.
    } finally {
      setBusy(false);
      setDialog(null);
    }
  };
  const restore = async () => {
    try {
      const res = await termsApi.restore(record.id);
      notify(res.message, { type: 'success' });
      refresh();
    } catch {
      // Shown by the HTTP layer.
    }
  };
  const remove = () =>
    deleteOne(
      'terms',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setDialog(null);
          notify('ra.notification.deleted', { type: 'info', messageArgs: { smart_count: 1 } });
          refresh();
        },
        onError: () => setDialog(null),
      },
    );

  return (
    // Clicks inside the menu and the dialogs (portals) must not reach the row, which opens the term.
    <Box component="span" onClick={(e) => e.stopPropagation()}>
      <RowActions
        actions={[
          {
            label: 'resources.terms.actions.approve',
            icon: <CheckCircleIcon fontSize="small" />,
            hidden: !draft || deleted,
            onClick: () => setDialog('approve'),
          },
          {
            label: 'resources.terms.actions.delete',
            icon: <DeleteIcon fontSize="small" />,
            hidden: !draft || deleted,
            onClick: () => setDialog('delete'),
          },
          {
            label: 'resources.terms.actions.restore',
            icon: <RestoreFromTrashIcon fontSize="small" />,
            hidden: !deleted,
            onClick: restore,
          },
        ]}
      />
      <Confirm
        isOpen={dialog === 'approve'}
        loading={busy}
        title="resources.terms.approve.title"
        content="resources.terms.approve.content"
        confirm="resources.terms.actions.approve"
        onConfirm={approve}
        onClose={() => setDialog(null)}
      />
      <Confirm
        isOpen={dialog === 'delete'}
        loading={deleting}
        title="resources.terms.delete.title"
        content="resources.terms.delete.content"
        confirm="resources.terms.actions.delete"
        onConfirm={remove}
        onClose={() => setDialog(null)}
      />
    </Box>
  );
}
