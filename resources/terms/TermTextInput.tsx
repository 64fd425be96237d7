// The term's text: a large multiline plain-text input, checked like the API does (blank is
// required; at least 20 characters besides surrounding spaces; at most 100 000).
import { maxLength, TextInput, useTranslate } from 'react-admin';
import { TERM_MAX_LENGTH, TERM_MIN_LENGTH } from '../../common/schemas/terms';

export function TermTextInput() {
  const translate = useTranslate();
  const attribute = translate('resources.terms.fields.termo_descricao');
  const text = (value: unknown) => {
    const length = typeof value === 'string' ? value.trim().length : 0;
    if (length === 0) return translate('validation.required', { attribute });
    if (length < TERM_MIN_LENGTH)
      return translate('validation.min.string', { attribute, min: TERM_MIN_LENGTH });
    return undefined;
  };
  return (
    <TextInput
      source="termo_descricao"
      validate={[text, maxLength(TERM_MAX_LENGTH)]}
      helperText="resources.terms.helper.termo_descricao"
      multiline
      minRows={12}
      fullWidth
      // The text is stored exactly as typed: no trimming of spaces or line breaks.
      parse={(v: string) => v}
    />
  );
}
