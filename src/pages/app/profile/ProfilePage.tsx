// /profile (spec §2): the signed-in user's own data in six tabs — personal data and photo;
// e-mails, phones and addresses; the saved signature and rubrica; password and two-step
// verification; language, skin and the company to enter at sign-in; "Meus dados" (LGPD: download
// my data, ask for the account to be deleted).
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { type Profile, profileApi } from '../../../providers/profileApi';
import { AddressList } from './AddressList';
import { DefaultCompany } from './DefaultCompany';
import { EmailList } from './EmailList';
import { MarksSection } from './MarksSection';
import { MyDataSection } from './MyDataSection';
import { PasswordForm } from './PasswordForm';
import { PersonalDataForm } from './PersonalDataForm';
import { PhoneList } from './PhoneList';
import { PhotoPicker } from './PhotoPicker';
import { Preferences } from './Preferences';
import { TwoFactorSection } from './TwoFactorSection';
import { useProfileT } from './useProfileT';

const TABS = ['personal', 'contacts', 'marks', 'security', 'preferences', 'my_data'] as const;
type TabName = (typeof TABS)[number];

export default function ProfilePage() {
  const t = useProfileT();
  const [profile, setProfile] = useState<Profile | null>(null);
  const [failed, setFailed] = useState(false);
  const [tab, setTab] = useState<TabName>('personal');

  const load = useCallback(() => {
    setFailed(false);
    profileApi.get().then(setProfile, () => setFailed(true));
  }, []);
  useEffect(load, [load]);

  const patch = useCallback(
    (change: Partial<Profile>) => setProfile((p) => (p ? { ...p, ...change } : p)),
    [],
  );

  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 2 }, maxWidth: 960 }} data-testid="profile">
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      {failed && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={load}>
              {t('retry')}
            </Button>
          }
        >
          {t('load_failed')}
        </Alert>
      )}
      {!profile && !failed && <CircularProgress aria-label={t('loading')} />}
      {profile && (
        <>
          <Tabs
            value={tab}
            onChange={(_e, v: TabName) => setTab(v)}
            aria-label={t('tabs.label')}
            variant="scrollable"
            // On a phone too, the arrows say that more tabs lie beyond the screen's edge.
            scrollButtons="auto"
            allowScrollButtonsMobile
            sx={{ mb: 2 }}
          >
            {TABS.map((name) => (
              <Tab key={name} value={name} label={t(`tabs.${name}`)} />
            ))}
          </Tabs>
          {tab === 'personal' && (
            <Stack spacing={2}>
              <Paper sx={{ p: 2 }}>
                <PhotoPicker url={profile.foto_url} onChange={(foto_url) => patch({ foto_url })} />
              </Paper>
              <Paper sx={{ p: 2 }}>
                <PersonalDataForm profile={profile} onSaved={setProfile} />
              </Paper>
            </Stack>
          )}
          {tab === 'contacts' && (
            <Stack spacing={2}>
              <EmailList items={profile.emails} onChange={(emails) => patch({ emails })} />
              <PhoneList items={profile.telefones} onChange={(telefones) => patch({ telefones })} />
              <AddressList items={profile.enderecos} onChange={(enderecos) => patch({ enderecos })} />
            </Stack>
          )}
          {tab === 'marks' && <MarksSection nome={profile.nome} />}
          {tab === 'security' && (
            <Stack spacing={2}>
              <Paper sx={{ p: 2 }}>
                <PasswordForm />
              </Paper>
              <Paper sx={{ p: 2 }}>
                <TwoFactorSection
                  enabled={profile.two_factor}
                  onChange={(two_factor) => patch({ two_factor })}
                />
              </Paper>
            </Stack>
          )}
          {tab === 'preferences' && (
            <Stack spacing={2}>
              <Paper sx={{ p: 2 }}>
                <Preferences />
              </Paper>
              {/* Only someone who may enter several companies is ever asked at sign-in. */}
              {profile.empresas.length >= 2 && (
                <Paper sx={{ p: 2 }}>
                  <DefaultCompany
                    empresas={profile.empresas}
                    value={profile.empresa_padrao_id}
                    onSaved={patch}
                  />
                </Paper>
              )}
            </Stack>
          )}
          {tab === 'my_data' && <MyDataSection />}
        </>
      )}
    </Box>
  );
}
