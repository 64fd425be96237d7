// The profile's additional phones (/api/usuario/phone): number (Brazilian, masked as typed), kind
// (mobile, landline, WhatsApp) and an optional description.
import MenuItem from '@mui/material/MenuItem';
import { maskPhone, phoneDigits } from '../../../components/masks';
import { PHONE_KINDS, type PhoneKind } from '../../../providers/profileApi';
import { ContactField, contactList, DescriptionField, type FieldsProps } from './ContactList';
import type { FieldErrors } from './formErrors';
import { useProfileT } from './useProfileT';

/** Area code (no zero) and an 8-digit number, a 9 in front for mobiles. */
const PHONE = /^[1-9]{2}9?\d{8}$/;

interface Draft {
  numero: string;
  tipo: PhoneKind;
  descricao: string;
}

function PhoneFields(props: FieldsProps<Draft>) {
  const { value, onChange, errors } = props;
  const t = useProfileT();
  return (
    <>
      <ContactField
        section="phones"
        name="numero"
        type="tel"
        value={value.numero}
        onChange={(e) => onChange({ numero: maskPhone(e.target.value) })}
        errors={errors}
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <ContactField
        select
        section="phones"
        name="tipo"
        value={value.tipo}
        onChange={(e) => onChange({ tipo: e.target.value as PhoneKind })}
        errors={errors}
      >
        {PHONE_KINDS.map((k) => (
          <MenuItem key={k} value={k}>
            {t(`phones.kinds.${k}`)}
          </MenuItem>
        ))}
      </ContactField>
      <DescriptionField section="phones" {...props} />
    </>
  );
}

export const PhoneList = contactList<'phone', Draft>({
  kind: 'phone',
  section: 'phones',
  blank: { numero: '', tipo: 'celular', descricao: '' },
  draftOf: (i) => ({ numero: maskPhone(i.numero), tipo: i.tipo, descricao: i.descricao ?? '' }),
  bodyOf: (d) => ({ numero: phoneDigits(d.numero), tipo: d.tipo, descricao: d.descricao.trim() || null }),
  check: (d, t): FieldErrors =>
    !d.numero
      ? { numero: t('required') }
      : PHONE.test(phoneDigits(d.numero))
        ? {}
        : { numero: t('personal.invalid_phone') },
  describe: (i, t) => ({
    primary: maskPhone(i.numero),
    secondary: [t(`phones.kinds.${i.tipo}`), i.descricao].filter(Boolean).join(' · '),
  }),
  Fields: PhoneFields,
});
