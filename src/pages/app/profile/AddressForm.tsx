// A profile address's dialog fields: its description, then the shared address fields with the CEP
// look-up (src/components/address).
import { AddressFields, type AddressValue } from '../../../components/address/AddressFields';
import { DescriptionField, type FieldsProps } from './ContactList';

export interface AddressDraft extends AddressValue {
  descricao: string;
}

export function AddressForm({ value, onChange, errors }: FieldsProps<AddressDraft>) {
  return (
    <>
      <DescriptionField section="addresses" value={value} onChange={onChange} errors={errors} />
      <AddressFields value={value} onChange={onChange} errors={errors} autoFocus />
    </>
  );
}
