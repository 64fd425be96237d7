// A list's body on phones, in place of its table (react-admin's SimpleList, with room for the row's
// actions): each record as a list item with its main text, a second line and a short third text on the
// right; a tap opens the record (a link) or runs `onRowClick`; the row's actions (its ⋮ menu, buttons)
// sit beside the item, not inside it, so they stay reachable and are never nested in the row's link.
// A row may start with its own control (a tick box) and take attributes of its own (drag, right-click).
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem, { type ListItemProps } from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import type { ReactNode } from 'react';
import {
  LinkBase,
  ListNoResults,
  type RaRecord,
  RecordContextProvider,
  SimpleListLoading,
  useListContext,
} from 'react-admin';

export interface CompactListProps<R extends RaRecord> {
  primaryText(record: R): ReactNode;
  secondaryText?(record: R): ReactNode;
  /** Short (a status chip, a date): shown at the right of the main text. */
  tertiaryText?(record: R): ReactNode;
  /** Where a tap on the row leads, or false (no link). */
  link?(record: R): string | false;
  /** What a tap on the row does when it leads nowhere (e.g. opens a dialog). */
  onRowClick?(record: R): void;
  /** The row's actions; they read the record from its context too. */
  actions?(record: R): ReactNode;
  /** Before the row's text, outside its link (e.g. the row's tick box). */
  leading?(record: R): ReactNode;
  /** The row's own attributes (a test id, drag and right-click handlers, a look while selected). */
  rowProps?(record: R): ListItemProps & { 'data-testid'?: string };
  empty?: ReactNode;
}

const text = { wordBreak: 'break-word', minWidth: 0 } as const;

function Content<R extends RaRecord>({ record, props }: { record: R; props: CompactListProps<R> }) {
  const tertiary = props.tertiaryText?.(record);
  return (
    <ListItemText
      sx={{ my: 0.5, minWidth: 0 }}
      primary={
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Box sx={{ flex: 1, ...text }}>{props.primaryText(record)}</Box>
          {tertiary && <Box sx={{ flexShrink: 0, color: 'text.secondary' }}>{tertiary}</Box>}
        </Box>
      }
      secondary={props.secondaryText?.(record)}
      slotProps={{
        primary: { component: 'div' },
        secondary: { component: 'div', sx: { ...text, mt: 0.25 } },
      }}
    />
  );
}

function Row<R extends RaRecord>({ record, props }: { record: R; props: CompactListProps<R> }) {
  const to = props.link?.(record) ?? false;
  const { onRowClick } = props;
  const content = <Content record={record} props={props} />;
  const main = to ? (
    <ListItemButton component={LinkBase} to={to} sx={{ minWidth: 0 }}>
      {content}
    </ListItemButton>
  ) : onRowClick ? (
    <ListItemButton onClick={() => onRowClick(record)} sx={{ minWidth: 0 }}>
      {content}
    </ListItemButton>
  ) : (
    <Box sx={{ flex: 1, minWidth: 0, px: props.leading ? 0.5 : 2, py: 0.5 }}>{content}</Box>
  );
  const { sx, ...own } = props.rowProps?.(record) ?? {};
  return (
    <ListItem
      disablePadding
      divider
      data-testid="compact-list-item"
      {...own}
      sx={[{ alignItems: 'center' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {props.leading && (
        <Box sx={{ flexShrink: 0, alignSelf: 'flex-start', pl: 0.5 }}>{props.leading(record)}</Box>
      )}
      {main}
      {props.actions && (
        <Box sx={{ flexShrink: 0, display: 'flex', alignItems: 'center', pr: 1 }}>
          {props.actions(record)}
        </Box>
      )}
    </ListItem>
  );
}

export function CompactList<R extends RaRecord>(props: CompactListProps<R>) {
  const { data, isPending } = useListContext<R>();
  if (isPending) return <SimpleListLoading hasSecondaryText={!!props.secondaryText} />;
  if (!data?.length) return <>{props.empty ?? <ListNoResults />}</>;
  return (
    <List disablePadding data-testid="compact-list" sx={{ width: '100%' }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Row record={record} props={props} />
        </RecordContextProvider>
      ))}
    </List>
  );
}
