// The plan form's fields, shared by create and edit: name, description, status, the limits (empty
// = unlimited), the prices by periodicity and the add-ons. The rules the browser can check are
// checked here as the server will; the server's refusals land on their fields on saving.
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import {
  ArrayInput,
  BooleanInput,
  maxLength,
  NumberInput,
  required,
  SelectInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { MoneyInput } from './MoneyInput';
import { AddRowButton, RemoveRowButton } from './RowButtons';
import { moduleChoices, PLAN_LIMIT_KEYS, periodicityChoices } from './shared';

const integer = (value: unknown) =>
  typeof value === 'number' && !Number.isInteger(value) ? 'resources.plans.validation.integer' : undefined;
const atLeast = (min: number, message: string) => (value: unknown) =>
  typeof value === 'number' && value < min ? message : undefined;
const positive = (value: unknown) =>
  typeof value === 'number' && value <= 0 ? 'resources.plans.validation.value_positive' : undefined;
const someRecurrence = (value: unknown) =>
  Array.isArray(value) && value.length > 0 ? undefined : 'resources.plans.validation.recurrence_required';

/** A periodicity already chosen on an earlier row. */
const notRepeated = (
  value: unknown,
  all: { recorrencias?: { periodicidade?: string }[] },
  props: unknown,
) => {
  // react-admin passes the input's props with its full path, e.g. recorrencias.1.periodicidade.
  const source = (props as { finalSource?: string } | undefined)?.finalSource ?? '';
  const index = Number(/\.(\d+)\./.exec(source)?.[1] ?? Number.NaN);
  if (!value || Number.isNaN(index)) return undefined;
  const earlier = (all.recorrencias ?? []).slice(0, index);
  return earlier.some((r) => r?.periodicidade === value)
    ? 'resources.plans.validation.periodicity_repeated'
    : undefined;
};

const nameRules = [required(), maxLength(120)];
const limitRules = [integer, atLeast(0, 'resources.plans.validation.min_zero')];
const valueRules = [required(), positive];
const periodicityRules = [required(), notRepeated];
const quantityRules = [required(), integer, atLeast(1, 'resources.plans.validation.min_one')];

function Section({ title, help, children }: { title: string; help?: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Box component="section" sx={{ width: '100%', mt: 2 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {translate(title)}
      </Typography>
      {help && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate(help)}
        </Typography>
      )}
      {children}
    </Box>
  );
}

export function PlanInputs() {
  return (
    <>
      <Section title="resources.plans.section.data">
        <TextInput
          source="nome"
          validate={nameRules}
          fullWidth
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextInput source="descricao" multiline minRows={2} fullWidth validate={maxLength(2000)} />
        <BooleanInput source="status" label="resources.plans.status.active" />
      </Section>

      <Section title="resources.plans.section.limits">
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
          }}
        >
          {PLAN_LIMIT_KEYS.map((key) => (
            <NumberInput
              key={key}
              source={`limites.${key}`}
              label={`resources.plans.limits.${key}`}
              helperText="resources.plans.helper.unlimited"
              min={0}
              step={1}
              validate={limitRules}
            />
          ))}
        </Box>
      </Section>

      <Section title="resources.plans.section.recurrences" help="resources.plans.helper.recurrences">
        <ArrayInput source="recorrencias" label={false} validate={someRecurrence}>
          <SimpleFormIterator
            inline
            disableReordering
            disableClear
            addButton={<AddRowButton label="resources.plans.rows.add_recurrence" />}
            removeButton={<RemoveRowButton label="resources.plans.rows.remove_recurrence" />}
          >
            <SelectInput
              source="periodicidade"
              label="resources.plans.fields.periodicidade"
              choices={periodicityChoices}
              validate={periodicityRules}
              helperText={false}
            />
            <MoneyInput
              source="valor"
              label="resources.plans.fields.valor"
              validate={valueRules}
              helperText={false}
            />
          </SimpleFormIterator>
        </ArrayInput>
      </Section>

      <Section title="resources.plans.section.addons" help="resources.plans.helper.addons">
        <ArrayInput source="adicionais" label={false}>
          <SimpleFormIterator
            inline
            disableReordering
            disableClear
            addButton={<AddRowButton label="resources.plans.rows.add_addon" />}
            removeButton={<RemoveRowButton label="resources.plans.rows.remove_addon" />}
          >
            <TextInput
              source="nome"
              label="resources.plans.fields.nome"
              validate={nameRules}
              helperText={false}
              slotProps={{ htmlInput: { maxLength: 120 } }}
            />
            <SelectInput
              source="modulo"
              label="resources.plans.fields.modulo"
              choices={moduleChoices}
              validate={required()}
              helperText={false}
            />
            <NumberInput
              source="quantidade"
              label="resources.plans.fields.quantidade"
              min={1}
              step={1}
              validate={quantityRules}
              helperText="resources.plans.helper.quantidade"
            />
            <MoneyInput
              source="valor"
              label="resources.plans.fields.valor"
              validate={valueRules}
              helperText={false}
            />
          </SimpleFormIterator>
        </ArrayInput>
      </Section>
    </>
  );
}
