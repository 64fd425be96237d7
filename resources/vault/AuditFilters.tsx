// The audit trail's filters: the user (among those who appear in the company's events), the
// action, the file name (longer than 3 characters) and a date range.
import { useEffect, useMemo, useState } from 'react';
import { DateInput, SelectInput, type SelectInputProps, useTranslate } from 'react-admin';
import { FILE_EVENT_ACTIONS } from '../../common/schemas/fileEvents';
import { FilterText } from '../../src/components/list/FilterText';
import { filesApi, type VaultActor } from '../../src/providers/filesApi';
import { actionLabel } from './AuditColumns';

/** What the filter form gives its inputs (source, label, helperText…), passed on to the select. */
type FilterSelectProps = Omit<SelectInputProps, 'choices' | 'optionText'>;

const actorText = (actor: VaultActor) => `${actor.nome} (${actor.email})`;

/** Every action a file event may carry, by its label. */
function AuditActionInput(props: FilterSelectProps) {
  const translate = useTranslate();
  const choices = useMemo(
    () => FILE_EVENT_ACTIONS.map((acao) => ({ id: acao, name: actionLabel(acao, translate) })),
    [translate],
  );
  return <SelectInput {...props} choices={choices} translateChoice={false} sx={{ minWidth: 180 }} />;
}

function AuditActorInput(props: FilterSelectProps) {
  const [actors, setActors] = useState<VaultActor[] | null>(null);
  useEffect(() => {
    let live = true;
    filesApi.actors().then(
      (list) => live && setActors(list),
      // The HTTP client showed why; the filter just offers no one.
      () => live && setActors([]),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <SelectInput
      {...props}
      choices={actors ?? []}
      isPending={actors === null}
      optionText={actorText}
      translateChoice={false}
      sx={{ minWidth: 220 }}
    />
  );
}

export const auditFilters = [
  <AuditActorInput key="user_id" source="user_id" label="resources.vaultEvents.filters.user_id" alwaysOn />,
  <AuditActionInput key="acao" source="acao" label="resources.vaultEvents.filters.acao" alwaysOn />,
  <FilterText key="q" source="q" label="resources.vaultEvents.filters.q" alwaysOn />,
  <DateInput key="from" source="from" label="resources.vaultEvents.filters.from" alwaysOn />,
  <DateInput key="to" source="to" label="resources.vaultEvents.filters.to" alwaysOn />,
];
