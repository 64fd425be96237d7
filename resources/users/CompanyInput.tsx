// A company picker over the companies list (GET /api/empresas): type to search by name or
// document. The list's text search must be longer than 3 characters, so shorter input just shows
// the first page instead of asking the server.
import { AutocompleteInput, type AutocompleteInputProps, ReferenceInput } from 'react-admin';
import { MIN_FILTER_LENGTH } from '../../common/validation';

interface CompanyOption {
  razao_social?: string;
  nome_fantasia?: string | null;
}

export const companyName = (company: CompanyOption | undefined) =>
  company ? company.nome_fantasia || company.razao_social || '' : '';

const searchQuery = (text: string) => {
  const q = text.trim();
  return q.length > MIN_FILTER_LENGTH ? { q } : {};
};

type Props = Omit<AutocompleteInputProps, 'source' | 'optionText' | 'filterToQuery'> & {
  source: string;
  alwaysOn?: boolean;
};

export function CompanyInput({ source, alwaysOn, sx, ...autocomplete }: Props) {
  return (
    <ReferenceInput
      source={source}
      alwaysOn={alwaysOn}
      reference="companies"
      sort={{ field: 'razao_social', order: 'ASC' }}
    >
      <AutocompleteInput
        {...autocomplete}
        optionText={companyName}
        filterToQuery={searchQuery}
        sx={{ minWidth: 260, ...sx }}
      />
    </ReferenceInput>
  );
}
