// A contact's form: new (/contato/cadastrar) and edit (/contato/{id}/editar). The mobile and the
// CPF/CNPJ take their masks as typed; tags are typed separated by commas. After saving, the tab closes.
import { Create, Edit, required, SimpleForm, TextInput, useNotify } from 'react-admin';
import { useParams } from 'react-router';
import type { ContactView } from '../../common/schemas/contacts';
import { maskDocument, maskPhone } from '../../src/components/masks';
import { useCloseTab } from '../../src/layout/tabs/useCloseTab';

const tagsIn = (v: unknown) => (Array.isArray(v) ? v.join(', ') : ((v as string | undefined) ?? ''));
const tagsOut = (v: string) => v.split(/[,;]/).map((t) => t.trim());

/** The body the API takes: tags as a list without blanks. */
const toBody = (data: Partial<ContactView> & { tags?: unknown }) => ({
  ...data,
  tags: (Array.isArray(data.tags) ? data.tags : []).filter((t: string) => t !== ''),
});

function ContactInputs() {
  return (
    <>
      <TextInput
        source="nome"
        validate={required()}
        fullWidth
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      <TextInput source="email" type="email" fullWidth helperText="resources.contacts.helper.contact" />
      <TextInput source="celular" fullWidth format={(v) => maskPhone(v ?? '')} inputMode="tel" />
      <TextInput source="documento" fullWidth format={(v) => maskDocument(v ?? '')} />
      <TextInput source="empresa" fullWidth slotProps={{ htmlInput: { maxLength: 200 } }} />
      <TextInput
        source="tags"
        fullWidth
        format={tagsIn}
        parse={tagsOut}
        helperText="resources.contacts.helper.tags"
      />
      <TextInput
        source="observacoes"
        fullWidth
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: 2000 } }}
      />
    </>
  );
}

function useSaved(message: string) {
  const notify = useNotify();
  const closeTab = useCloseTab();
  return {
    onSuccess: () => {
      notify(message, { type: 'success', messageArgs: { smart_count: 1 } });
      closeTab();
    },
  };
}

export default function ContactForm() {
  const { id } = useParams();
  const created = useSaved('ra.notification.created');
  const updated = useSaved('ra.notification.updated');
  const form = (
    <SimpleForm sx={{ maxWidth: 640 }}>
      <ContactInputs />
    </SimpleForm>
  );
  return id ? (
    <Edit
      resource="contacts"
      id={id}
      title={false}
      mutationMode="pessimistic"
      transform={toBody}
      mutationOptions={updated}
    >
      {form}
    </Edit>
  ) : (
    <Create resource="contacts" title={false} transform={toBody} mutationOptions={created}>
      {form}
    </Create>
  );
}
