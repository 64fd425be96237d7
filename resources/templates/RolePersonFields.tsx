// The person who takes one of the template's roles: a company user (picked from the company's users)
// or someone else (picked from the contacts or typed: name, e-mail, mobile and CPF, masked as typed).
// The role says the act and the channel; a role reached by WhatsApp asks for the mobile number. Each
// input shows its own problem (ours or the API's) under it.
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { ContactView } from '../../common/schemas/contacts';
import type { TemplateRole } from '../../common/schemas/templates';
import { usesWhatsapp } from '../../common/signing';
import { type Mask, maskCpf, maskInput, maskPhone } from '../../src/components/masks';
import type { CompanyMember } from '../../src/providers/signingApi';
import { ContactSearch } from '../contacts/ContactPicker';
import { useActLabels } from '../signing/useActLabels';
import type { FormErrors, PersonDraft, PersonKind } from './people';
import { useTemplatesT } from './useTemplatesT';

interface Props {
  role: TemplateRole;
  person: PersonDraft;
  /** The company's users; null while they load. */
  members: CompanyMember[] | null;
  /** This person's problems, by field name. */
  errors: FormErrors;
  disabled: boolean;
  onChange(patch: Partial<PersonDraft>): void;
}

/** A contact's details as a person's (a CNPJ is no one's CPF). */
const fromContact = (c: ContactView): Partial<PersonDraft> => ({
  nome: c.nome,
  email: c.email ?? '',
  phone: c.celular ? maskPhone(c.celular) : '',
  cpf: c.documento?.length === 11 ? maskCpf(c.documento) : '',
});

export function RolePersonFields({ role, person, members, errors, disabled, onChange }: Props) {
  const { t, text } = useTemplatesT();
  const translate = useTranslate();
  const acts = useActLabels();
  const whatsapp = usesWhatsapp(role.canal);
  const shown = (field: string) => {
    const message = errors[field];
    return message ? { error: true, helperText: text(message) } : {};
  };
  const masked = (field: 'phone' | 'cpf', mask: Mask) => (e: ChangeEvent<HTMLInputElement>) =>
    onChange({ [field]: maskInput(e.target, person[field], mask, (e.nativeEvent as InputEvent).inputType) });
  const member = members?.find((m) => m.id === person.user_id) ?? null;
  const phoneField = (
    <TextField
      required={whatsapp}
      size="small"
      type="tel"
      label={t(whatsapp ? 'person.phone_required' : 'person.phone')}
      value={person.phone}
      disabled={disabled}
      onChange={masked('phone', maskPhone)}
      {...shown('phone')}
      slotProps={{ htmlInput: { inputMode: 'tel', 'data-testid': 'person-phone' } }}
    />
  );
  return (
    <Box
      component="li"
      data-testid="use-person"
      aria-label={role.nome}
      sx={{ listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1.5 }}>
        <Box sx={{ flex: '1 1 200px', minWidth: 0 }}>
          <Typography variant="subtitle2" sx={{ wordBreak: 'break-word' }}>
            {role.nome}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {[acts.act(role.tipo), t(`channel.${role.canal}`), role.exige_codigo ? t('person.code') : null]
              .filter(Boolean)
              .join(' · ')}
          </Typography>
        </Box>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={person.kind}
          disabled={disabled}
          aria-label={t('person.kind')}
          data-testid="person-kind"
          onChange={(_e, kind: PersonKind | null) => kind && onChange({ kind })}
        >
          <ToggleButton value="external">{t('person.external')}</ToggleButton>
          <ToggleButton value="internal">{t('person.internal')}</ToggleButton>
        </ToggleButtonGroup>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '1fr 1fr' }, gap: 1.5 }}>
        {person.kind === 'internal' ? (
          <>
            <Autocomplete
              sx={{ gridColumn: '1 / -1' }}
              options={members ?? []}
              loading={members === null}
              value={member}
              disabled={disabled}
              getOptionLabel={(m) => `${m.nome} (${m.email})`}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              noOptionsText={t('person.no_members')}
              loadingText={translate('app.loading')}
              onChange={(_e, m) => onChange({ user_id: m?.id ?? null })}
              renderInput={(params) => (
                <TextField
                  {...params}
                  required
                  size="small"
                  label={t('person.user')}
                  {...shown(errors.user_id ? 'user_id' : errors.email ? 'email' : 'nome')}
                  slotProps={{ htmlInput: { ...params.inputProps, 'data-testid': 'person-user' } }}
                />
              )}
            />
            {whatsapp && phoneField}
          </>
        ) : (
          <>
            {!disabled && (
              <Box sx={{ gridColumn: '1 / -1' }}>
                <ContactSearch onPick={(c) => onChange(fromContact(c))} />
              </Box>
            )}
            <TextField
              required
              size="small"
              label={t('person.nome')}
              value={person.nome}
              disabled={disabled}
              onChange={(e) => onChange({ nome: e.target.value })}
              {...shown('nome')}
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'person-nome' } }}
            />
            <TextField
              required={role.canal !== 'whatsapp'}
              size="small"
              type="email"
              label={t(role.canal === 'whatsapp' ? 'person.email_optional' : 'person.email')}
              value={person.email}
              disabled={disabled}
              onChange={(e) => onChange({ email: e.target.value })}
              {...shown('email')}
              slotProps={{ htmlInput: { maxLength: 254, 'data-testid': 'person-email' } }}
            />
            {phoneField}
            <TextField
              size="small"
              label={t('person.cpf')}
              value={person.cpf}
              disabled={disabled}
              onChange={masked('cpf', maskCpf)}
              {...shown('cpf')}
              slotProps={{ htmlInput: { inputMode: 'numeric', 'data-testid': 'person-cpf' } }}
            />
          </>
        )}
      </Box>
    </Box>
  );
}
