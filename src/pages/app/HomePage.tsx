// The company user's start page: a welcome with the company and its team and, while the company
// takes its first steps, the guided start. The dashboard keeps the same two on top. (The checklist
// is in this page's chunk: a chunk of its own would cost the first screen more, in the list of
// chunks to preload that Vite writes into the importer, than the checklist itself.)
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { appApi } from '../../providers/dataProvider';
import { useT } from '../../providers/publicI18n';
import { FirstSteps } from './home/FirstSteps';
import { useFirstSteps } from './home/useFirstSteps';

export default function HomePage() {
  const t = useT();
  const { identity } = useGetIdentity();
  const [team, setTeam] = useState<{ id: number; nome: string; email: string }[] | null>(null);
  useEffect(() => {
    void appApi.companyMembers().then(
      (r) => setTeam(r.data),
      () => setTeam([]),
    );
  }, []);
  const company = identity?.empresa as { id?: number; nome?: string } | null | undefined;
  const start = useFirstSteps(identity?.id, company?.id);
  return (
    <>
      <Paper sx={{ mt: 2, p: 2 }} data-testid="home">
        <Typography component="h1" variant="h5">
          {t('app.home.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        {company?.nome && <Typography color="text.secondary">{company.nome}</Typography>}
        <Typography component="h2" variant="subtitle1" sx={{ mt: 2 }}>
          {t('app.home.team')}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {(team ?? []).map((m) => (
            <Box component="li" key={m.id} sx={{ py: 0.5, overflowWrap: 'anywhere' }}>
              <Typography variant="body2">{m.nome}</Typography>
              <Typography variant="body2" color="text.secondary">
                {m.email}
              </Typography>
            </Box>
          ))}
        </Box>
      </Paper>
      {start.steps && <FirstSteps steps={start.steps} onHide={start.hide} />}
    </>
  );
}
