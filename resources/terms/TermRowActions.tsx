// The actions of a term row: approve a draft (confirmed), delete a draft (confirmed), restore a
// deleted one. Approved terms only open (read-only).
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import DeleteIcon from '@mui/icons-material/Delete';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import Box from '@mui/material/Box';
import { useRecordContext } from 'react-admin';
import { RowActions } from '../../src/components/list/RowActions';
import { DELETED_TOAST, useRecordActions } from '../../src/components/list/useRecordActions';
import { type TermView, termsApi } from '../../src/providers/termsApi';

const ACTIONS = {
  approve: {
    run: (r: TermView) => termsApi.approve(r.id),
    confirm: {
      title: 'resources.terms.approve.title',
      content: 'resources.terms.approve.content',
      button: 'resources.terms.actions.approve',
    },
  },
  remove: {
    confirm: {
      title: 'resources.terms.delete.title',
      content: 'resources.terms.delete.content',
      button: 'resources.terms.actions.delete',
    },
    ...DELETED_TOAST,
  },
  restore: {},
};

export function TermRowActions() {
  const record = useRecordContext<TermView>();
  const { run, dialog } = useRecordActions<TermView>('terms', ACTIONS);
  if (!record) return null;
  const draft = record.status === 'draft';
  const deleted = record.deleted_at !== null;
  return (
    // Clicks inside the menu and the dialogs (portals) must not reach the row, which opens the term.
    <Box component="span" onClick={(e) => e.stopPropagation()}>
      <RowActions
        actions={[
          {
            label: 'resources.terms.actions.approve',
            icon: <CheckCircleIcon fontSize="small" />,
            hidden: !draft || deleted,
            onClick: () => run('approve', record),
          },
          {
            label: 'resources.terms.actions.delete',
            icon: <DeleteIcon fontSize="small" />,
            hidden: !draft || deleted,
            onClick: () => run('remove', record),
          },
          {
            label: 'resources.terms.actions.restore',
            icon: <RestoreFromTrashIcon fontSize="small" />,
            hidden: !deleted,
            onClick: () => run('restore', record),
          },
        ]}
      />
      {dialog}
    </Box>
  );
}
