// Everyone asked to act on the document and where each stands (names and acts only), numbered
// when they act in order.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { SignerView } from '../../../common/schemas/signing';
import { actLabel, actPastLabel } from '../../../common/signing';
import { useSigningT } from './useSigningT';

const COLOURS = { pending: 'default', signed: 'success', denied: 'error', removed: 'default' } as const;

export function PartiesList({ partes, sequencial }: Pick<SignerView, 'partes' | 'sequencial'>) {
  const { t, lang } = useSigningT();
  if (partes.length === 0) return null;
  const sorted = [...partes].sort((a, b) => a.ordem - b.ordem);
  return (
    <Box component="section" aria-labelledby="sign-parties" sx={{ mt: 3 }}>
      <Typography id="sign-parties" component="h2" variant="h6">
        {t('sign.parties')}
      </Typography>
      {sequencial && (
        <Typography variant="body2" color="text.secondary">
          {t('sign.parties_in_order')}
        </Typography>
      )}
      <Box component={sequencial ? 'ol' : 'ul'} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {sorted.map((p) => (
          <Box
            component="li"
            key={`${p.ordem}-${p.nome}`}
            data-testid="sign-party"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 1,
              borderBottom: 1,
              borderColor: 'divider',
              minWidth: 0,
            }}
          >
            {sequencial && (
              <Typography aria-hidden sx={{ fontWeight: 700, width: 24, flexShrink: 0 }}>
                {p.ordem}
              </Typography>
            )}
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 500 }}>{p.nome}</Typography>
              <Typography variant="body2" color="text.secondary">
                {actLabel(lang, p.tipo)}
              </Typography>
            </Box>
            <Chip
              size="small"
              color={COLOURS[p.status]}
              variant={p.status === 'pending' ? 'outlined' : 'filled'}
              label={p.status === 'signed' ? actPastLabel(lang, p.tipo) : t(`sign.party_status.${p.status}`)}
              sx={{ maxWidth: '45%' }}
            />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
