// The parties of a document as a signer sees them: name, the act asked of each and where they stand
// (in order when the process is sequential).
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import type { SignerView } from '../../src/providers/signingApi';
import { SignatoryStatusChip } from './SignatoryStatusChip';
import { useActLabels } from './useActLabels';

export function SignerParties({ view }: { view: SignerView }) {
  const translate = useTranslate();
  const acts = useActLabels();
  if (view.partes.length === 0) return null;
  const parties = [...view.partes].sort((a, b) => a.ordem - b.ordem);
  return (
    <Box>
      <Typography component="h3" variant="subtitle2">
        {translate(`resources.signing.sign.${view.sequencial ? 'parties_in_order' : 'parties'}`)}
      </Typography>
      <Box component={view.sequencial ? 'ol' : 'ul'} sx={{ m: 0, pl: 3 }}>
        {parties.map((p) => (
          <Box component="li" key={`${p.ordem}-${p.nome}`} sx={{ py: 0.25 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography variant="body2">{`${p.nome} · ${acts.act(p.tipo)}`}</Typography>
              <SignatoryStatusChip signatory={{ ...p, vez: false, acted_at: null }} open={false} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
