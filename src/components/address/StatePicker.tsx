// The 27 states (IBGE code, name, UF), loaded when the picker opens or has a state to show.
import { ReferencePicker } from './ReferencePicker';
import { loadStates, type State } from './referenceData';

interface Props {
  value: number | null;
  onChange(id: number | null): void;
  error?: string;
  required?: boolean;
}

const optionsOf = (states: readonly State[]) => states;
const find = (states: readonly State[], id: number) => states.find((s) => s.id === id);
const label = (s: State) => `${s.nome} (${s.uf})`;

export function StatePicker(props: Props) {
  return (
    <ReferencePicker
      {...props}
      name="estado_id"
      label="estado"
      load={loadStates}
      optionsOf={optionsOf}
      find={find}
      getOptionLabel={label}
    />
  );
}
