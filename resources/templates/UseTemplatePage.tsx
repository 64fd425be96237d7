// /modelo/:id/usar: a person for each of the template's roles (in its order), the prefill values, the
// folder and, optionally, the document's name, message, deadline and reminders (the template's by
// default); "Enviar" makes the document from the current version and sends it for signature, then
// opens it in the vault. What the browser or the API refuses shows under its input (the API's paths:
// `pessoas.0.email`, `valores.valor`), the rest at the top; nothing typed is lost.
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useGetOne, useNotify } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router';
import { usePageLoad } from '../../src/components/list/usePageLoad';
import { HttpError } from '../../src/providers/http';
import { signingApi } from '../../src/providers/signingApi';
import { closeTab } from '../../src/providers/tabs';
import { type TemplateDetails, templatesApi } from '../../src/providers/templatesApi';
import { isDay, tomorrow } from '../signing/deadline';
import { type OptionValues, RequestOptionsFields } from '../signing/RequestOptionsFields';
import { useRevealTop } from '../signing/RequestProblems';
import { serverErrors } from '../signing/signatoryDrafts';
import '../signing/messages';
import { type FolderChoice, FolderPicker } from './FolderPicker';
import { PrefillValuesFields } from './PrefillValuesFields';
import {
  errorsUnder,
  type FormErrors,
  newPerson,
  type PersonDraft,
  personBody,
  personErrors,
  valuesBody,
  valuesErrors,
} from './people';
import { RolePersonFields } from './RolePersonFields';
import { useTemplatesT } from './useTemplatesT';

/** The paths an input of the page shows (the others go to the alert at the top). */
const SHOWN = [
  /^pessoas\.\d+\.(user_id|nome|email|phone|cpf)$/,
  /^valores\./,
  /^(pasta_id|nome|mensagem|prazo|lembrete_dias)$/,
];
const OPTION_PATHS: Record<keyof OptionValues, string> = {
  mensagem: 'mensagem',
  prazo: 'prazo',
  lembrete: 'lembrete_dias',
};

/** The day `days` after today in Brasília (YYYY-MM-DD). */
const daysAhead = (days: number) => {
  const first = tomorrow();
  const [y, m, d] = first.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + days - 1)).toISOString().slice(0, 10);
};

function UseForm({ template }: { template: TemplateDetails }) {
  const { t, text } = useTemplatesT();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const top = useRevealTop();
  const def = template.definicao;
  const members = usePageLoad(() => signingApi.members(), []);
  const [defaults] = useState<OptionValues>(() => ({
    mensagem: def.mensagem ?? '',
    prazo: def.prazo_dias ? daysAhead(def.prazo_dias) : '',
    lembrete: def.lembrete_dias ? String(def.lembrete_dias) : '',
  }));
  const [people, setPeople] = useState<PersonDraft[]>(() => def.papeis.map(() => newPerson()));
  const [values, setValues] = useState<Record<string, string>>({});
  const [folder, setFolder] = useState<FolderChoice>({ id: null, nome: null });
  const [nome, setNome] = useState('');
  const [options, setOptions] = useState<OptionValues>(defaults);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const firstDay = tomorrow();
  const drop = (paths: string[]) =>
    setErrors((all) => Object.fromEntries(Object.entries(all).filter(([p]) => !paths.includes(p))));

  const patchPerson = (index: number, patch: Partial<PersonDraft>) => {
    setPeople((list) => list.map((p, i) => (i === index ? { ...p, ...patch } : p)));
    const prefix = `pessoas.${index}.`;
    // A switch between a company user and someone typed changes which inputs the row has.
    setErrors((all) =>
      Object.fromEntries(
        Object.entries(all).filter(
          ([p]) => !p.startsWith(prefix) || (!('kind' in patch) && !(p.slice(prefix.length) in patch)),
        ),
      ),
    );
  };

  /** Only what differs from the template's defaults is sent (the API applies those itself). */
  const changed = <K extends keyof OptionValues>(field: K) => options[field] !== defaults[field];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const found: FormErrors = {
      ...Object.assign(
        {},
        ...def.papeis.map((r, i) => personErrors(people[i] ?? newPerson(), r.canal, `pessoas.${i}`)),
      ),
      ...valuesErrors(def.preenchimentos, values),
    };
    if (options.prazo && (!isDay(options.prazo) || options.prazo < firstDay))
      found.prazo = 'resources.templates.errors.deadline_past';
    setErrors(found);
    if (Object.keys(found).length > 0) return top.reveal();
    setBusy(true);
    try {
      const saved = await templatesApi.use(
        template.id,
        {
          pessoas: def.papeis.map((r, i) => personBody(people[i] ?? newPerson(), r.canal)),
          valores: valuesBody(values),
          ...(folder.id !== null ? { pasta_id: folder.id } : {}),
          ...(nome.trim() ? { nome: nome.trim() } : {}),
          ...(changed('mensagem') ? { mensagem: options.mensagem.trim() || null } : {}),
          ...(changed('prazo') ? { prazo: options.prazo || null } : {}),
          ...(changed('lembrete')
            ? { lembrete_dias: options.lembrete ? Number(options.lembrete) : null }
            : {}),
        },
        [403, 409, 422],
      );
      notify(saved.message, { type: 'success' });
      closeTab(pathname);
      navigate(`/cofre?arquivo=${saved.data.arquivo_id}`);
    } catch (err) {
      setBusy(false);
      if (!(err instanceof HttpError) || ![403, 409, 422].includes(err.status)) return;
      const given = serverErrors(err.body.errors);
      setErrors(Object.keys(given).length > 0 ? given : { '': err.message });
      top.reveal();
    }
  };

  const general = Object.entries(errors).filter(([path]) => !SHOWN.some((re) => re.test(path)));
  const invalid = Object.keys(errors).length > 0;
  return (
    <Box
      component="form"
      noValidate
      onSubmit={submit}
      sx={{ py: 2, display: 'grid', gap: 3, maxWidth: 960, minWidth: 0 }}
      data-testid="template-use"
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h1" variant="h5" sx={{ wordBreak: 'break-word' }}>
          {template.nome}
        </Typography>
        <Chip size="small" label={t('versions.version', { n: template.versao })} />
      </Box>
      {template.descricao && (
        <Typography color="text.secondary" sx={{ wordBreak: 'break-word', mt: -2 }}>
          {template.descricao}
        </Typography>
      )}
      <div ref={top.ref}>
        {template.arquivado && <Alert severity="warning">{t('use.archived')}</Alert>}
        {invalid && (
          <Alert severity="error" tabIndex={-1} data-testid="template-use-problems">
            {t('use.problems')}
            {general.map(([path, message]) => (
              <div key={path}>{text(message)}</div>
            ))}
          </Alert>
        )}
      </div>
      <Box component="section" aria-labelledby="use-people" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="use-people" component="h2" variant="h6">
          {t('use.people')}
        </Typography>
        <Box component="ol" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {def.papeis.map((role, i) => (
            <RolePersonFields
              // biome-ignore lint/suspicious/noArrayIndexKey: a role is its place in the template's order.
              key={i}
              role={role}
              person={people[i] ?? newPerson()}
              members={members.data ?? (members.failed ? [] : null)}
              errors={errorsUnder(errors, `pessoas.${i}.`)}
              disabled={busy}
              onChange={(patch) => patchPerson(i, patch)}
            />
          ))}
        </Box>
      </Box>
      {def.preenchimentos.length > 0 && (
        <Box component="section" aria-labelledby="use-values" sx={{ display: 'grid', gap: 1.5 }}>
          <Typography id="use-values" component="h2" variant="h6">
            {t('use.values')}
          </Typography>
          <PrefillValuesFields
            prefills={def.preenchimentos}
            values={values}
            errors={errors}
            disabled={busy}
            onChange={(chave, value) => {
              setValues((all) => ({ ...all, [chave]: value }));
              drop([`valores.${chave}`]);
            }}
          />
        </Box>
      )}
      <Box component="section" aria-labelledby="use-document" sx={{ display: 'grid', gap: 1.5 }}>
        <Typography id="use-document" component="h2" variant="h6">
          {t('use.document')}
        </Typography>
        <TextField
          size="small"
          label={t('use.nome')}
          placeholder={template.nome}
          value={nome}
          disabled={busy}
          onChange={(e) => {
            setNome(e.target.value);
            drop(['nome']);
          }}
          error={Boolean(errors.nome)}
          helperText={errors.nome ? text(errors.nome) : t('use.nome_help')}
          slotProps={{
            inputLabel: { shrink: true },
            htmlInput: { maxLength: 200, 'data-testid': 'use-nome' },
          }}
        />
        <FolderPicker
          value={folder}
          disabled={busy}
          error={errors.pasta_id ? text(errors.pasta_id) : undefined}
          onChange={(chosen) => {
            setFolder(chosen);
            drop(['pasta_id']);
          }}
        />
        <Box>
          <RequestOptionsFields
            values={options}
            firstDay={firstDay}
            errors={errors}
            disabled={busy}
            onChange={(field, value) => {
              setOptions((o) => ({ ...o, [field]: value }));
              drop([OPTION_PATHS[field]]);
            }}
          />
        </Box>
      </Box>
      <Box>
        <Button
          type="submit"
          variant="contained"
          startIcon={<SendIcon />}
          disabled={busy || template.arquivado}
          data-testid="template-use-send"
        >
          {t('use.send')}
        </Button>
      </Box>
    </Box>
  );
}

export default function UseTemplatePage() {
  const { t, text } = useTemplatesT();
  const id = Number(useParams().id);
  const { data, error, isPending } = useGetOne<TemplateDetails>('templates', { id });
  if (isPending) return <LinearProgress sx={{ my: 2 }} aria-label={text('app.loading')} />;
  if (error || !data) return <Alert severity="error">{t('editor.failed')}</Alert>;
  return <UseForm key={id} template={data} />;
}
