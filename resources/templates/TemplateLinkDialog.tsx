// A template's public link: a visitor who opens it takes the first role and signs; the people of the
// other roles, the prefill values and the folder are set here once. Turned on, its address shows
// with a copy button; saved again with other settings; revoked (the address stops working).
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { usePageLoad } from '../../src/components/list/usePageLoad';
import { useFullScreenDialog } from '../../src/components/useFullScreenDialog';
import { HttpError } from '../../src/providers/http';
import { signingApi } from '../../src/providers/signingApi';
import { type TemplateView, templatesApi } from '../../src/providers/templatesApi';
import { serverErrors } from '../signing/signatoryDrafts';
import { type FolderChoice, FolderPicker } from './FolderPicker';
import { PrefillValuesFields } from './PrefillValuesFields';
import {
  errorsUnder,
  type FormErrors,
  newPerson,
  type PersonDraft,
  personBody,
  personErrors,
  personFrom,
  valuesBody,
  valuesErrors,
} from './people';
import { RolePersonFields } from './RolePersonFields';
import { useTemplatesT } from './useTemplatesT';

interface Props {
  template: TemplateView;
  onClose(): void;
  /** The link turned on, changed or revoked: the template as the API now shows it. */
  onChanged?(template: TemplateView | null): void;
}

/** The address as typed in a browser (the API may answer a path). */
const absolute = (url: string) => new URL(url, window.location.origin).href;

export function TemplateLinkDialog({ template, onClose, onChanged }: Props) {
  const { t, text } = useTemplatesT();
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const fullScreen = useFullScreenDialog();
  const def = template.definicao;
  /** The roles the link's settings name (the visitor takes the first). */
  const others = def.papeis.slice(1);
  const members = usePageLoad(() => signingApi.members(), []);
  const [url, setUrl] = useState(template.link_url);
  const [people, setPeople] = useState<PersonDraft[]>(() =>
    others.map((_, i) => {
      const saved = template.link?.pessoas[i];
      return saved ? personFrom(saved) : newPerson();
    }),
  );
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...template.link?.valores }));
  const [folder, setFolder] = useState<FolderChoice>(() => ({
    id: template.link?.pasta_id ?? null,
    nome: template.link?.pasta_id ? t('folder.kept') : null,
  }));
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const [revoking, setRevoking] = useState(false);

  const save = async () => {
    const found: FormErrors = {
      ...Object.assign(
        {},
        ...others.map((r, i) => personErrors(people[i] ?? newPerson(), r.canal, `pessoas.${i}`)),
      ),
      ...valuesErrors(def.preenchimentos, values),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const saved = await templatesApi.setLink(
        template.id,
        {
          pessoas: others.map((r, i) => personBody(people[i] ?? newPerson(), r.canal)),
          valores: valuesBody(values),
          pasta_id: folder.id,
        },
        [422],
      );
      setUrl(saved.link_url);
      notify(`resources.templates.notify.${url ? 'link_saved' : 'link_on'}`, { type: 'success' });
      onChanged?.(saved);
    } catch (err) {
      if (err instanceof HttpError && err.status === 422) {
        const given = serverErrors(err.body.errors);
        setErrors(Object.keys(given).length > 0 ? given : { '': err.message });
      }
    } finally {
      setBusy(false);
    }
  };

  const revoke = async () => {
    setBusy(true);
    try {
      await templatesApi.revokeLink(template.id);
      setUrl(null);
      setRevoking(false);
      notify('resources.templates.notify.link_off', { type: 'info' });
      onChanged?.(null);
    } catch {
      // Shown by the HTTP client.
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(absolute(url));
      notify('resources.templates.notify.link_copied', { type: 'info' });
    } catch {
      notify('resources.templates.notify.link_copy_failed', { type: 'warning' });
    }
  };

  const general = Object.entries(errors).filter(
    ([path]) => !/^pessoas\.\d+\.(user_id|nome|email|phone|cpf)$/.test(path) && !path.startsWith('valores.'),
  );
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      data-testid="template-link-dialog"
    >
      <DialogTitle id={titleId} sx={{ wordBreak: 'break-word' }}>
        {t('link.title')}
        <Typography variant="body2" color="text.secondary">
          {template.nome}
        </Typography>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2 }}>
        <Typography variant="body2">{t('link.help', { role: def.papeis[0]?.nome ?? '' })}</Typography>
        {url ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <TextField
              fullWidth
              size="small"
              label={t('link.url')}
              value={absolute(url)}
              slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'template-link-url' } }}
            />
            <IconButton onClick={copy} aria-label={t('link.copy')} data-testid="template-link-copy">
              <ContentCopyIcon />
            </IconButton>
          </Box>
        ) : (
          <Alert severity="info">{t('link.off')}</Alert>
        )}
        {general.length > 0 && (
          <Alert severity="error">
            {general.map(([path, message]) => (
              <div key={path}>{text(message)}</div>
            ))}
          </Alert>
        )}
        {others.length > 0 && (
          <Box component="section" aria-label={t('link.people')} sx={{ display: 'grid', gap: 1.5 }}>
            <Typography component="h3" variant="subtitle1">
              {t('link.people')}
            </Typography>
            <Box component="ol" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
              {others.map((role, i) => (
                <RolePersonFields
                  // biome-ignore lint/suspicious/noArrayIndexKey: a role is its place in the template's order.
                  key={i}
                  role={role}
                  person={people[i] ?? newPerson()}
                  members={members.data ?? (members.failed ? [] : null)}
                  errors={errorsUnder(errors, `pessoas.${i}.`)}
                  disabled={busy}
                  onChange={(patch) => {
                    setPeople((list) => list.map((p, j) => (j === i ? { ...p, ...patch } : p)));
                    setErrors((all) =>
                      Object.fromEntries(Object.entries(all).filter(([p]) => !p.startsWith(`pessoas.${i}.`))),
                    );
                  }}
                />
              ))}
            </Box>
          </Box>
        )}
        {def.preenchimentos.length > 0 && (
          <Box component="section" aria-label={t('use.values')} sx={{ display: 'grid', gap: 1.5 }}>
            <Typography component="h3" variant="subtitle1">
              {t('use.values')}
            </Typography>
            <PrefillValuesFields
              prefills={def.preenchimentos}
              values={values}
              errors={errors}
              disabled={busy}
              onChange={(chave, value) => {
                setValues((all) => ({ ...all, [chave]: value }));
                setErrors(({ [`valores.${chave}`]: _gone, ...rest }) => rest);
              }}
            />
          </Box>
        )}
        <FolderPicker
          value={folder}
          disabled={busy}
          error={errors.pasta_id ? text(errors.pasta_id) : undefined}
          onChange={setFolder}
        />
        {revoking && (
          <Alert
            severity="warning"
            action={
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
                <Button size="small" disabled={busy} onClick={() => setRevoking(false)}>
                  {translate('ra.action.cancel')}
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={busy}
                  onClick={revoke}
                  data-testid="template-link-revoke-confirm"
                >
                  {t('link.revoke')}
                </Button>
              </Box>
            }
          >
            {t('link.revoke_confirm')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {url && !revoking && (
          <Button
            color="error"
            disabled={busy}
            onClick={() => setRevoking(true)}
            data-testid="template-link-revoke"
          >
            {t('link.revoke')}
          </Button>
        )}
        <Box sx={{ flex: 1 }} />
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.close')}
        </Button>
        <Button variant="contained" onClick={save} disabled={busy} data-testid="template-link-save">
          {t(url ? 'link.save' : 'link.turn_on')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
