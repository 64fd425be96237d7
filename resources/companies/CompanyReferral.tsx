// Referrals (spec 3: a sign-up's company_id). In the back office, a company's edit view says which
// company referred it (a link to that company) and how many it referred (a link to the company list
// filtered by indicada_por); a company's own data page offers its referral link to copy.
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router';
import type { CompanyView } from '../../src/providers/companiesApi';

/** The company list showing only the companies `id` referred (react-admin's own list address). */
export const referredListPath = (id: number) =>
  `/empresas?${new URLSearchParams({
    filter: JSON.stringify({ indicada_por: id }),
    displayedFilters: JSON.stringify({ indicada_por: true }),
  })}`;

/** The sign-up address that records `id` as the referring company (`/sign-up?empresa=<id>`). */
export const referralLink = (id: number) => new URL(`/sign-up?empresa=${id}`, window.location.origin).href;

/** "Indicada por: <company>" and "N empresas indicadas", for the record in context. */
export function CompanyReferrals() {
  const translate = useTranslate();
  const record = useRecordContext<CompanyView>();
  if (!record) return null;
  const referrer = record.indicada_por;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, mb: 2, overflowWrap: 'anywhere' }} data-testid="company-referrals">
      <Typography variant="body2">
        {translate('resources.companies.referral.referred_by')}{' '}
        {referrer ? (
          <Link component={RouterLink} to={`/empresa/${referrer.id}/editar`} data-testid="company-referrer">
            {referrer.nome}
          </Link>
        ) : (
          translate('resources.companies.referral.nobody')
        )}
      </Typography>
      <Typography variant="body2">
        {record.indicadas > 0 ? (
          <Link component={RouterLink} to={referredListPath(record.id)} data-testid="company-referred">
            {translate('resources.companies.referral.referred', { smart_count: record.indicadas })}
          </Link>
        ) : (
          translate('resources.companies.referral.none')
        )}
      </Typography>
    </Box>
  );
}

/** The company's referral link, read-only, with a button that copies it. */
export function ReferralLink({ empresaId }: { empresaId: number }) {
  const translate = useTranslate();
  const notify = useNotify();
  const link = referralLink(empresaId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      notify('app.copied', { type: 'info' });
    } catch {
      notify('resources.companies.referral.copy_failed', { type: 'warning' });
    }
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
      <TextField
        fullWidth
        margin="dense"
        label={translate('resources.companies.referral.link')}
        helperText={translate('resources.companies.referral.link_help')}
        value={link}
        slotProps={{ input: { readOnly: true }, htmlInput: { 'data-testid': 'referral-link' } }}
      />
      <IconButton
        onClick={() => void copy()}
        aria-label={translate('resources.companies.referral.copy')}
        title={translate('resources.companies.referral.copy')}
        sx={{ mt: 2 }}
        data-testid="referral-link-copy"
      >
        <ContentCopyIcon />
      </IconButton>
    </Box>
  );
}
