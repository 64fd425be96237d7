// The inbox's documents on a phone: one list item each (file, the act asked, who asks and when, the
// message) with its "Abrir" button beside it, in place of the table.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { useLocale, useTranslate } from 'react-admin';
import { formatDateTime } from '../../src/providers/format';
import { languageOf } from '../vault/bytes';
import type { InboxItemsProps } from './InboxTable';
import { useActLabels } from './useActLabels';

export function InboxList({ items, onOpen }: InboxItemsProps) {
  const translate = useTranslate();
  const lang = languageOf(useLocale());
  const acts = useActLabels();
  return (
    <List disablePadding aria-label={translate('resources.signing.page.inbox')}>
      {items.map((item) => (
        <ListItem key={item.signatario_id} divider disableGutters data-testid="inbox-item" sx={{ gap: 1 }}>
          <ListItemText
            sx={{ minWidth: 0, wordBreak: 'break-word' }}
            primary={item.nome}
            secondary={
              <>
                {[
                  acts.act(item.tipo),
                  item.remetente?.nome ?? item.empresa.nome,
                  item.enviado_em && formatDateTime(item.enviado_em, lang),
                ]
                  .filter(Boolean)
                  .join(' · ')}
                {item.mensagem && (
                  <Box component="span" sx={{ display: 'block' }}>
                    {item.mensagem}
                  </Box>
                )}
              </>
            }
            slotProps={{ primary: { fontWeight: 500 } }}
          />
          <Button
            variant="contained"
            size="small"
            sx={{ flexShrink: 0 }}
            onClick={() => onOpen(item)}
            aria-label={translate('resources.signing.inbox.open_name', { name: item.nome })}
            data-testid="inbox-open"
          >
            {translate('resources.signing.inbox.open')}
          </Button>
        </ListItem>
      ))}
    </List>
  );
}
