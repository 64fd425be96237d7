// Where the user is: a back button (to the parent folder) and the path from the vault's root down
// to the current folder; each crumb but the last moves there.
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import HomeIcon from '@mui/icons-material/Home';
import Box from '@mui/material/Box';
import MuiBreadcrumbs from '@mui/material/Breadcrumbs';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { LevelView } from '../../src/providers/vaultApi';

interface Props {
  level: LevelView;
  onOpen(folderId: number | null): void;
  onBack(): void;
}

export function Breadcrumbs({ level, onOpen, onBack }: Props) {
  const translate = useTranslate();
  const crumbs = level.breadcrumbs;
  const atRoot = level.nivel === null;
  const rootLabel = translate('resources.vault.root');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {!atRoot && (
        <Tooltip title={translate('resources.vault.toolbar.back')}>
          <IconButton size="small" onClick={onBack} aria-label={translate('resources.vault.toolbar.back')}>
            <ArrowBackIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      <MuiBreadcrumbs
        aria-label={translate('resources.vault.breadcrumbs')}
        maxItems={4}
        itemsBeforeCollapse={1}
        itemsAfterCollapse={2}
        sx={{ minWidth: 0, '& ol': { flexWrap: 'wrap' } }}
      >
        {atRoot ? (
          <Typography color="text.primary" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <HomeIcon fontSize="small" />
            {rootLabel}
          </Typography>
        ) : (
          <Link
            component="button"
            type="button"
            underline="hover"
            color="inherit"
            onClick={() => onOpen(null)}
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}
          >
            <HomeIcon fontSize="small" />
            {rootLabel}
          </Link>
        )}
        {crumbs.map((crumb, i) =>
          i === crumbs.length - 1 ? (
            <Typography
              key={crumb.id}
              color="text.primary"
              aria-current="page"
              sx={{ wordBreak: 'break-word' }}
            >
              {crumb.nome}
            </Typography>
          ) : (
            <Link
              key={crumb.id}
              component="button"
              type="button"
              underline="hover"
              color="inherit"
              onClick={() => onOpen(crumb.id)}
              sx={{ wordBreak: 'break-word' }}
            >
              {crumb.nome}
            </Link>
          ),
        )}
      </MuiBreadcrumbs>
    </Box>
  );
}
