// /modelo/cadastrar: a new template's name, description and PDF. Saved, it opens in the editor, where
// its roles, fields and defaults are set (the API starts it with one role). The API's refusals land
// on their inputs (`nome` taken, `arquivo` not a PDF); nothing typed is lost.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FormEvent, useState } from 'react';
import { useNotify } from 'react-admin';
import { useLocation, useNavigate } from 'react-router';
import { HttpError } from '../../src/providers/http';
import { closeTab } from '../../src/providers/tabs';
import { templatesApi } from '../../src/providers/templatesApi';
import { PdfPicker } from './PdfPicker';
import { useTemplatesT } from './useTemplatesT';

type Errors = Record<string, string>;
const OWN = ['nome', 'descricao', 'arquivo'];

export default function TemplateCreate() {
  const { t, text } = useTemplatesT();
  const notify = useNotify();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [nome, setNome] = useState('');
  const [descricao, setDescricao] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const drop = (field: string) => setErrors(({ [field]: _gone, ...rest }) => rest);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found: Errors = {};
    if (nome.trim().length < 2) found.nome = t('errors.name_required');
    if (!file) found.arquivo = t('errors.pdf_required');
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      const saved = await templatesApi.create({ nome: nome.trim(), descricao, arquivo: file }, [409, 422]);
      notify(saved.message, { type: 'success' });
      closeTab(pathname);
      navigate(`/modelo/${saved.data.id}/editar`, { replace: true });
    } catch (err) {
      setBusy(false);
      if (err instanceof HttpError && (err.status === 409 || err.status === 422))
        setErrors(
          Object.keys(err.body.errors ?? {}).length > 0
            ? Object.fromEntries(Object.entries(err.body.errors ?? {}).map(([k, v]) => [k, String(v)]))
            : { '': err.message },
        );
    }
  };

  const general = Object.entries(errors).filter(([field]) => !OWN.includes(field));
  return (
    <Box component="form" noValidate onSubmit={submit} sx={{ maxWidth: 720, display: 'grid', gap: 2, py: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {t('create.help')}
      </Typography>
      {general.length > 0 && (
        <Alert severity="error">
          {general.map(([field, message]) => (
            <div key={field}>{text(message)}</div>
          ))}
        </Alert>
      )}
      <TextField
        required
        label={t('fields.nome')}
        value={nome}
        disabled={busy}
        onChange={(e) => {
          setNome(e.target.value);
          drop('nome');
        }}
        error={Boolean(errors.nome)}
        helperText={errors.nome ? text(errors.nome) : undefined}
        slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'template-nome' } }}
      />
      <TextField
        multiline
        minRows={2}
        label={t('fields.descricao')}
        value={descricao}
        disabled={busy}
        onChange={(e) => {
          setDescricao(e.target.value);
          drop('descricao');
        }}
        error={Boolean(errors.descricao)}
        helperText={errors.descricao ? text(errors.descricao) : undefined}
        slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'template-descricao' } }}
      />
      <PdfPicker
        file={file}
        disabled={busy}
        error={errors.arquivo ? text(errors.arquivo) : undefined}
        onFile={(chosen, refusal) => {
          setFile(chosen);
          if (refusal) setErrors((all) => ({ ...all, arquivo: t(refusal.key, refusal.args) }));
          else drop('arquivo');
        }}
      />
      <Box>
        <Button type="submit" variant="contained" disabled={busy} data-testid="template-create">
          {t('create.submit')}
        </Button>
      </Box>
    </Box>
  );
}
