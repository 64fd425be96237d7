// A text filter of the filterable lists: react-admin applies a filter form only while it is valid,
// so a text of 3 characters or fewer filters nothing and says 'O Filtro deve ser maior que 3.'.
import { TextInput, type TextInputProps, useTranslate } from 'react-admin';
import { MIN_FILTER_LENGTH } from '../../../common/validation';

const longEnough = (v: unknown) => typeof v === 'string' && v.trim().length > MIN_FILTER_LENGTH;

export function FilterText(props: TextInputProps) {
  const translate = useTranslate();
  return (
    <TextInput
      {...props}
      resettable
      // react-admin's filter form hides helper texts; this one must say why the text does not filter.
      sx={{ '&& .MuiFormHelperText-root': { display: 'block' } }}
      validate={(v: unknown) => (v && !longEnough(v) ? translate('validation.filter_min') : undefined)}
    />
  );
}
