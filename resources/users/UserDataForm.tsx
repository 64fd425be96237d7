// The "Dados" tab of a user: name, e-mail, CPF (masked, checked), phone and position. Saved
// pessimistically, so the server's 422s land on their fields.
import { useEffect, useState } from 'react';
import {
  email,
  maxLength,
  required,
  SaveButton,
  SelectInput,
  SimpleForm,
  TextInput,
  Toolbar,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { onlyDigits } from '../../common/validation';
import { maskCpf, maskPhone, phoneDigits } from '../../src/components/masks';
import { type Cargo, usersApi } from '../../src/providers/usersApi';
import { type UserRecord, validateCpf, validatePhone } from './shared';

/** What PUT /api/usuario/{id}/editar takes ('' or null clears an optional field). */
export const userPayload = (data: Record<string, unknown>) => ({
  nome: data.nome,
  email: data.email,
  documento: data.documento || null,
  phone: data.phone || null,
  cargo_id: data.cargo_id || null,
});

function useCargos(): Cargo[] | undefined {
  const [cargos, setCargos] = useState<Cargo[]>();
  useEffect(() => {
    let live = true;
    usersApi.cargos().then(
      (list) => live && setCargos(list),
      () => live && setCargos([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return cargos;
}

/**
 * A refetch (e.g. after enabling/disabling) must not wipe what is being typed. A constant: the
 * form resets (dropping field errors) whenever this object changes identity.
 */
const KEEP_TYPED = { keepDirtyValues: true } as const;

function DataToolbar() {
  return (
    <Toolbar>
      <SaveButton />
    </Toolbar>
  );
}

export function UserDataForm() {
  const translate = useTranslate();
  const record = useRecordContext<UserRecord>();
  const cargos = useCargos();
  if (!record) return null;
  // An internal position is only for platform administrators (the API refuses it for others).
  const choices = (cargos ?? [])
    .filter((c) => !c.interno || record.ambient === 'A' || c.id === record.cargo?.id)
    .map((c) => ({
      id: c.id,
      name: c.interno ? translate('resources.users.edit.cargo_internal', { name: c.nome }) : c.nome,
    }));

  return (
    <SimpleForm
      record={{ ...record, cargo_id: record.cargo?.id ?? null }}
      toolbar={<DataToolbar />}
      resetOptions={KEEP_TYPED}
      sx={{ maxWidth: 560 }}
    >
      <TextInput source="nome" fullWidth validate={[required(), maxLength(200)]} />
      <TextInput source="email" fullWidth type="email" validate={[required(), email(), maxLength(254)]} />
      <TextInput
        source="documento"
        fullWidth
        format={(v: string | null | undefined) => maskCpf(v ?? '')}
        parse={(v: string) => onlyDigits(v).slice(0, 11)}
        validate={validateCpf}
        slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
      />
      <TextInput
        source="phone"
        fullWidth
        format={(v: string | null | undefined) => maskPhone(v ?? '')}
        parse={(v: string) => phoneDigits(v)}
        validate={validatePhone}
        slotProps={{ htmlInput: { inputMode: 'tel' } }}
      />
      <SelectInput
        source="cargo_id"
        fullWidth
        choices={choices}
        isPending={cargos === undefined}
        emptyText="resources.users.edit.no_cargo"
        translateChoice={false}
      />
    </SimpleForm>
  );
}
