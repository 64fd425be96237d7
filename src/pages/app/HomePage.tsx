// The company user's start page: a welcome with the company and its team.
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useGetIdentity } from 'react-admin';
import { appApi } from '../../providers/dataProvider';
import { useT } from '../../providers/publicI18n';

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
  const company = (identity?.empresa as { nome?: string } | null)?.nome;
  return (
    <Card sx={{ mt: 2 }} data-testid="home">
      <CardContent>
        <Typography component="h1" variant="h5">
          {t('app.home.welcome', { name: identity?.fullName ?? '' })}
        </Typography>
        {company && <Typography color="text.secondary">{company}</Typography>}
        <Typography component="h2" variant="subtitle1" sx={{ mt: 2 }}>
          {t('app.home.team')}
        </Typography>
        <List dense>
          {(team ?? []).map((m) => (
            <ListItem key={m.id}>
              <ListItemText primary={m.nome} secondary={m.email} />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}
