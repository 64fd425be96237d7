// The fields of a server, shared by ServerCreate and ServerEdit. The API key is a password input:
// required on create; on edit a blank one keeps the stored key (the API never sends it back).
import {
  BooleanInput,
  maxLength,
  minLength,
  minValue,
  NumberInput,
  number,
  PasswordInput,
  required,
  TextInput,
} from 'react-admin';

/** A light check before the API's own: an absolute http(s) address. */
const httpUrl = (value: unknown) =>
  typeof value === 'string' && value.trim() !== '' && !/^https?:\/\/[^\s/?#@]+[^\s?#]*$/i.test(value.trim())
    ? 'resources.servers.validation.url'
    : undefined;

const nameRules = [required(), minLength(2), maxLength(120)];
const urlRules = [required(), maxLength(500), httpUrl];
const keyRulesCreate = [required(), minLength(8), maxLength(200)];
const keyRulesEdit = [minLength(8), maxLength(200)];
const capacityRules = [required(), number(), minValue(1)];

/** Only the fields the API takes; an empty key is left out (edit: keep the stored one). */
export function toServerBody(data: Record<string, unknown>) {
  const key = typeof data.api_key === 'string' ? data.api_key.trim() : '';
  return {
    nome: data.nome,
    base_url: data.base_url,
    capacidade: data.capacidade,
    status: data.status ?? true,
    ...(key ? { api_key: key } : {}),
  };
}

export function ServerInputs({ mode }: { mode: 'create' | 'edit' }) {
  return (
    <>
      <TextInput source="nome" validate={nameRules} fullWidth />
      <TextInput
        source="base_url"
        validate={urlRules}
        helperText="resources.servers.helper.base_url"
        inputMode="url"
        fullWidth
      />
      <PasswordInput
        source="api_key"
        validate={mode === 'create' ? keyRulesCreate : keyRulesEdit}
        helperText={
          mode === 'create'
            ? 'resources.servers.helper.api_key_create'
            : 'resources.servers.helper.api_key_edit'
        }
        autoComplete="new-password"
        fullWidth
      />
      <NumberInput
        source="capacidade"
        validate={capacityRules}
        helperText="resources.servers.helper.capacidade"
        min={1}
        step={1}
      />
      <BooleanInput source="status" defaultValue={true} />
    </>
  );
}
