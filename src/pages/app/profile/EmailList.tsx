// The profile's additional e-mails (/api/usuario/email), each with an optional description.
import { ContactField, contactList, DescriptionField, type FieldsProps } from './ContactList';
import type { FieldErrors } from './formErrors';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

interface Draft {
  email: string;
  descricao: string;
}

function EmailFields(props: FieldsProps<Draft>) {
  const { value, onChange, errors } = props;
  return (
    <>
      <ContactField
        section="emails"
        name="email"
        type="email"
        value={value.email}
        onChange={(e) => onChange({ email: e.target.value })}
        errors={errors}
        required
        autoFocus
      />
      <DescriptionField section="emails" {...props} />
    </>
  );
}

export const EmailList = contactList<'email', Draft>({
  kind: 'email',
  section: 'emails',
  blank: { email: '', descricao: '' },
  draftOf: (i) => ({ email: i.email, descricao: i.descricao ?? '' }),
  bodyOf: (d) => ({ email: d.email.trim(), descricao: d.descricao.trim() || null }),
  check: (d, t): FieldErrors =>
    !d.email.trim()
      ? { email: t('required') }
      : EMAIL.test(d.email.trim())
        ? {}
        : { email: t('emails.invalid') },
  describe: (i) => ({ primary: i.email, secondary: i.descricao ?? undefined }),
  Fields: EmailFields,
});
