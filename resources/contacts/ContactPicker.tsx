// Where people are picked (a signatory of the request dialog, a campaign's recipients): a search
// over the company's contacts, and a button that saves someone typed by hand as a contact. Each
// shows only to those allowed (contacts.view, contacts.manage).
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useCreate, useGetList, useNotify, useTranslate } from 'react-admin';
import type { ContactView } from '../../common/schemas/contacts';
import { maskPhone } from '../../src/components/masks';
import { useAccess } from '../../src/providers/access';
import './messages';

const describe = (c: ContactView) =>
  [c.nome, c.email, c.celular ? maskPhone(c.celular) : null].filter(Boolean).join(' · ');

/** A search over the contacts; `onPick` gets the one chosen. */
export function ContactSearch({ onPick, label }: { onPick(contact: ContactView): void; label?: string }) {
  const translate = useTranslate();
  const canAccess = useAccess().can('contacts.view');
  // The contacts are asked for once the list opens (not for every row the dialog shows).
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 250);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data, isPending } = useGetList<ContactView>(
    'contacts',
    { filter: q ? { q } : {}, pagination: { page: 1, perPage: 10 }, sort: { field: 'nome', order: 'ASC' } },
    { enabled: canAccess && open },
  );
  if (!canAccess) return null;
  return (
    <Autocomplete<ContactView>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={data ?? []}
      loading={isPending}
      filterOptions={(options) => options}
      getOptionLabel={describe}
      value={null}
      inputValue={typed}
      onInputChange={(_e, value, reason) => reason !== 'reset' && setTyped(value)}
      onChange={(_e, contact) => {
        if (contact) onPick(contact);
        setTyped('');
      }}
      noOptionsText={translate('resources.contacts.pick.none')}
      renderInput={(params) => (
        <TextField {...params} size="small" label={label ?? translate('resources.contacts.pick.label')} />
      )}
      data-testid="contact-search"
    />
  );
}

/** Saves someone typed by hand as a contact (the API refuses a duplicate, and says which field). */
export function SaveContactButton({ contact }: { contact: Partial<ContactView> & { nome: string } }) {
  const translate = useTranslate();
  const notify = useNotify();
  const canAccess = useAccess().can('contacts.manage');
  const [create, { isPending }] = useCreate();
  if (!canAccess) return null;
  const save = () =>
    create(
      'contacts',
      { data: contact },
      // A refusal (the same e-mail, CPF/CNPJ or mobile as a contact) was toasted by the HTTP client.
      { onSuccess: () => notify('resources.contacts.save.done', { type: 'success' }) },
    );
  return (
    <Button size="small" onClick={save} disabled={isPending || !contact.nome.trim()}>
      {translate('resources.contacts.save.button')}
    </Button>
  );
}
