// One list of the profile's contacts (e-mails, phones or addresses): each item shown with edit and
// remove buttons, added or edited in a dialog with that kind's fields (the server's field errors on
// them), removed after a confirmation.
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type ComponentType, useState } from 'react';
import { useNotify } from 'react-admin';
import { useFullScreenDialog } from '../../../components/useFullScreenDialog';
import { type ContactKind, type ContactKinds, profileApi } from '../../../providers/profileApi';
import type { FieldErrors } from './formErrors';
import { FormAlert } from './ProfileForm';
import { useProfileSubmit } from './useProfileSubmit';
import { type ProfileTranslate, useProfileT } from './useProfileT';

export interface FieldsProps<Draft> {
  value: Draft;
  onChange(change: Partial<Draft>): void;
  errors: FieldErrors;
}

type Item<K extends ContactKind> = ContactKinds[K]['item'];

/** What one kind of contact has of its own. */
export interface ContactSpec<K extends ContactKind, Draft> {
  kind: K;
  /** The i18n section: its title, add, edit and empty texts, and its fields' labels. */
  section: Section;
  /** A new item's draft, an item's draft, and the body a draft is sent as. */
  blank: Draft;
  draftOf(item: Item<K>): Draft;
  bodyOf(draft: Draft): ContactKinds[K]['body'];
  /** Checks done before sending (the server checks again). */
  check(draft: Draft, t: ProfileTranslate): FieldErrors;
  describe(item: Item<K>, t: ProfileTranslate): { primary: string; secondary?: string };
  Fields: ComponentType<FieldsProps<Draft>>;
}

type Section = 'emails' | 'phones' | 'addresses';

export interface ContactListProps<K extends ContactKind> {
  items: Item<K>[];
  onChange(items: Item<K>[]): void;
}

/** The list component of one kind of contact. */
export function contactList<K extends ContactKind, Draft>(spec: ContactSpec<K, Draft>) {
  return function ContactListOf(props: ContactListProps<K>) {
    return <ContactList spec={spec} {...props} />;
  };
}

/** A text field of a contact's dialog: its label from the section, its error under it. */
export function ContactField({
  section,
  name,
  errors,
  ...rest
}: TextFieldProps & { section: Section; name: string; errors: FieldErrors }) {
  const t = useProfileT();
  return (
    <TextField
      name={name}
      label={t(`${section}.${name}`)}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      fullWidth
      margin="dense"
      {...rest}
    />
  );
}

/** The optional description (up to 60 characters) every kind of contact has. */
export function DescriptionField<Draft extends { descricao: string }>({
  section,
  value,
  onChange,
  errors,
}: FieldsProps<Draft> & { section: Section }) {
  return (
    <ContactField
      section={section}
      name="descricao"
      value={value.descricao}
      onChange={(e) => onChange({ descricao: e.target.value } as Partial<Draft>)}
      errors={errors}
      slotProps={{ htmlInput: { maxLength: 60 } }}
    />
  );
}

interface Editing<Draft> {
  id: number | null;
  draft: Draft;
}

function ContactList<K extends ContactKind, Draft>({
  spec,
  items,
  onChange,
}: ContactListProps<K> & { spec: ContactSpec<K, Draft> }) {
  const { kind, section, Fields } = spec;
  const t = useProfileT();
  const notify = useNotify();
  const fullScreen = useFullScreenDialog();
  const [editing, setEditing] = useState<Editing<Draft> | null>(null);
  const [removing, setRemoving] = useState<Item<K> | null>(null);
  const { errors, alert, busy, setBusy, reset, onSubmit } = useProfileSubmit();

  const open = (next: Editing<Draft>) => {
    reset();
    setEditing(next);
  };

  const save = async ({ id, draft }: Editing<Draft>) => {
    const body = spec.bodyOf(draft);
    const res = id === null ? await profileApi.add(kind, body) : await profileApi.edit(kind, id, body);
    const saved = res.data;
    onChange(id === null ? [...items, saved] : items.map((i) => (i.id === id ? saved : i)));
    setEditing(null);
    return res;
  };

  const remove = async () => {
    if (!removing) return;
    setBusy(true);
    try {
      const res = await profileApi.remove(kind, removing.id);
      onChange(items.filter((i) => i.id !== removing.id));
      notify(res.message, { type: 'success' });
    } catch {
      // The HTTP layer has told the user.
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  };

  return (
    <Paper sx={{ p: 2 }} data-testid={`profile-${section}`}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}
      >
        <Typography component="h2" variant="h6">
          {t(`${section}.title`)}
        </Typography>
        <Button startIcon={<AddIcon />} onClick={() => open({ id: null, draft: spec.blank })}>
          {t(`${section}.add`)}
        </Button>
      </Stack>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t(`${section}.empty`)}</Typography>
      ) : (
        <List dense>
          {items.map((item) => {
            const { primary, secondary } = spec.describe(item, t);
            return (
              <ListItem
                key={item.id}
                divider
                // Room for both buttons (MUI leaves room for one): the text wraps before them.
                sx={{ pr: 12 }}
                secondaryAction={
                  <>
                    <Tooltip title={t('actions.edit')}>
                      <IconButton
                        aria-label={`${t('actions.edit')}: ${primary}`}
                        onClick={() => open({ id: item.id, draft: spec.draftOf(item) })}
                      >
                        <EditIcon />
                      </IconButton>
                    </Tooltip>
                    <Tooltip title={t('actions.remove')}>
                      <IconButton
                        aria-label={`${t('actions.remove')}: ${primary}`}
                        onClick={() => setRemoving(item)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </Tooltip>
                  </>
                }
              >
                <ListItemText primary={primary} secondary={secondary} sx={{ wordBreak: 'break-word' }} />
              </ListItem>
            );
          })}
        </List>
      )}

      <Dialog
        fullScreen={fullScreen}
        open={editing !== null}
        onClose={() => !busy && setEditing(null)}
        fullWidth
        maxWidth="sm"
      >
        {editing && (
          <form
            onSubmit={onSubmit(
              () => spec.check(editing.draft, t),
              () => save(editing),
            )}
            noValidate
          >
            <DialogTitle>{t(editing.id === null ? `${section}.add` : `${section}.edit`)}</DialogTitle>
            <DialogContent>
              <FormAlert message={alert} mb={1} />
              <Fields
                value={editing.draft}
                errors={errors}
                onChange={(change) =>
                  setEditing((cur) => (cur ? { ...cur, draft: { ...cur.draft, ...change } } : cur))
                }
              />
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setEditing(null)} disabled={busy}>
                {t('actions.cancel')}
              </Button>
              <Button type="submit" variant="contained" disabled={busy}>
                {t('actions.save')}
              </Button>
            </DialogActions>
          </form>
        )}
      </Dialog>

      <Dialog fullScreen={fullScreen} open={removing !== null} onClose={() => !busy && setRemoving(null)}>
        <DialogTitle>{t('actions.confirm_remove_title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {removing && t('actions.confirm_remove', { name: spec.describe(removing, t).primary })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoving(null)} disabled={busy}>
            {t('actions.cancel')}
          </Button>
          <Button color="error" variant="contained" onClick={() => void remove()} disabled={busy}>
            {t('actions.remove')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
