// /empresa/dados: the company the user is signed into, as its members holding company.manage keep
// it — names, contact and address (GET /api/empresa/{id}/detalhes, then the form).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { useGetIdentity, useTranslate } from 'react-admin';
import { type CompanyView, companiesApi } from '../../src/providers/companiesApi';
import { CompanyDataForm } from './CompanyDataForm';

export default function CompanyDataPage() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const empresaId = (identity?.empresa as { id: number } | null | undefined)?.id;
  const [company, setCompany] = useState<CompanyView | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(() => {
    if (empresaId === undefined) return;
    setFailed(false);
    setCompany(null);
    companiesApi.details(empresaId).then(setCompany, () => setFailed(true));
  }, [empresaId]);
  useEffect(load, [load]);

  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 2 }, maxWidth: 960 }} data-testid="company-data">
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {translate('resources.companies.page.companyData')}
      </Typography>
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={load}>
              {translate('app.retry')}
            </Button>
          }
        >
          {translate('app.error_dialog')}
        </Alert>
      )}
      {!company && !failed && <LinearProgress />}
      {company && <CompanyDataForm key={company.id} company={company} onSaved={setCompany} />}
    </Box>
  );
}
