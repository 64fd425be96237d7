// The chosen state's municipalities (IBGE's 5,571, loaded in a chunk of their own when the picker
// opens or has one to show); typing filters them, accents ignored, the first 100 matches listed.
import { createFilterOptions } from '@mui/material/Autocomplete';
import { ReferencePicker } from './ReferencePicker';
import { loadMunicipalities, type Municipality } from './referenceData';
import { useAddressT } from './useAddressT';

interface Props {
  stateId: number | null;
  value: number | null;
  onChange(id: number | null): void;
  error?: string;
  required?: boolean;
}

type Lookup = Awaited<ReturnType<typeof loadMunicipalities>>;

const filterOptions = createFilterOptions<Municipality>({
  limit: 100,
  ignoreAccents: true,
  ignoreCase: true,
});
const find = (data: Lookup, id: number) => data.findMunicipality(id);
const label = (m: Municipality) => m.nome;

export function MunicipalityPicker({ stateId, ...props }: Props) {
  const t = useAddressT();
  return (
    <ReferencePicker
      {...props}
      name="municipio_id"
      label="municipio"
      load={loadMunicipalities}
      optionsOf={(data: Lookup) => (stateId ? data.municipalitiesOf(stateId) : [])}
      find={find}
      getOptionLabel={label}
      filterOptions={filterOptions}
      disabled={stateId === null}
      hint={stateId === null ? t('state_first') : undefined}
    />
  );
}
