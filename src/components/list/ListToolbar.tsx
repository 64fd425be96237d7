// A list's toolbar: the "add filter" menu, the create button, links to other views (the deleted
// records, back to the list, an invite) and the Excel export (and a CSV one, its own icon: on a
// phone both are icons only), in that order.
import TableViewIcon from '@mui/icons-material/TableView';
import type { ReactNode } from 'react';
import type { Exporter } from 'react-admin';
import { Button, CreateButton, FilterButton, LinkBase, TopToolbar } from 'react-admin';
import { ExportButton } from './ExportButton';

export interface ToolbarLink {
  to: string;
  /** i18n key of its text. */
  label: string;
  icon: ReactNode;
}

export interface ListToolbarProps {
  filterButton?: boolean;
  /** Where the create button leads (its label: react-admin's unless given). */
  create?: { to: string; label?: string };
  links?: ToolbarLink[];
  /** The list's own buttons (e.g. an import), before the export. */
  extra?: ReactNode;
  /** The export button (the API pages at most 100 rows per call; the provider reads them page by page). */
  exporter?: boolean;
  /** A second export, as CSV. */
  csvExporter?: Exporter;
}

export function ListToolbar({
  filterButton,
  create,
  links = [],
  extra,
  exporter,
  csvExporter,
}: ListToolbarProps) {
  return (
    <TopToolbar>
      {filterButton && <FilterButton />}
      {create && <CreateButton to={create.to} label={create.label} />}
      {links.map((l) => (
        <Button key={l.to} component={LinkBase} to={l.to} label={l.label}>
          {l.icon}
        </Button>
      ))}
      {extra}
      {exporter && <ExportButton />}
      {csvExporter && <ExportButton exporter={csvExporter} label="app.export_csv" icon={<TableViewIcon />} />}
    </TopToolbar>
  );
}
