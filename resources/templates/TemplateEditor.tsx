// /modelo/:id/editar: a template's name and description, its roles, the defaults of a request made
// from it, its prefill fields, the fields placed on its PDF (the signing request's editor) and its
// versions. "Salvar" makes a new version when the definition changed ("Modelo salvo (versão N)");
// what stops it shows on its input and in the alert at the top. From here it is also used, and its
// public link turned on or off.
import LinkIcon from '@mui/icons-material/Link';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useGetOne } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router';
import type { TemplateDetails } from '../../src/providers/templatesApi';
import { DefaultsSection } from './DefaultsSection';
import { PrefillSection } from './PrefillSection';
import { RolesSection } from './RolesSection';
import { TemplateFieldsSection } from './TemplateFieldsSection';
import { TemplateLinkDialog } from './TemplateLinkDialog';
import { useTemplateAccess } from './useTemplateAccess';
import { useTemplateEditor } from './useTemplateEditor';
import { useTemplatesT } from './useTemplatesT';
import { VersionsSection } from './VersionsSection';

function Editor({ template, onSaved }: { template: TemplateDetails; onSaved(): void }) {
  const { t, text } = useTemplatesT();
  const access = useTemplateAccess();
  const editor = useTemplateEditor(template, onSaved);
  const [linkOpen, setLinkOpen] = useState(false);
  const { errors, busy } = editor;
  const shown = (path: string) => (errors[path] ? { error: true, helperText: text(errors[path] ?? '') } : {});
  const saveButton = (
    <Button
      variant="contained"
      startIcon={<SaveIcon />}
      onClick={editor.save}
      disabled={busy}
      data-testid="template-save"
    >
      {t('editor.save')}
    </Button>
  );
  return (
    <Box sx={{ py: 2, display: 'grid', gap: 3, minWidth: 0 }} data-testid="template-editor">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography component="h1" variant="h5" sx={{ wordBreak: 'break-word', mr: 1 }}>
          {template.nome}
        </Typography>
        <Chip size="small" label={t('versions.version', { n: template.versao })} />
        {template.arquivado && <Chip size="small" label={t('status.archived')} />}
        <Box sx={{ flex: 1 }} />
        {access.use && !template.arquivado && (
          <Button component={RouterLink} to={`/modelo/${template.id}/usar`} startIcon={<SendIcon />}>
            {t('action.use')}
          </Button>
        )}
        {!template.arquivado && (
          <Button startIcon={<LinkIcon />} onClick={() => setLinkOpen(true)} data-testid="template-link-open">
            {t('action.link')}
          </Button>
        )}
        {saveButton}
      </Box>
      <div ref={editor.top.ref}>
        {editor.invalid && (
          <Alert severity="error" tabIndex={-1} data-testid="template-problems">
            {t('editor.problems')}
            {editor.general.map((message) => (
              <div key={message}>{text(message)}</div>
            ))}
          </Alert>
        )}
      </div>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Box component="section" sx={{ display: 'grid', gap: 2 }}>
            <TextField
              required
              label={t('fields.nome')}
              value={editor.nome}
              disabled={busy}
              onChange={(e) => editor.setText('nome', e.target.value)}
              {...shown('nome')}
              slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'template-nome' } }}
            />
            <TextField
              multiline
              minRows={2}
              label={t('fields.descricao')}
              value={editor.descricao}
              disabled={busy}
              onChange={(e) => editor.setText('descricao', e.target.value)}
              {...shown('descricao')}
              slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'template-descricao' } }}
            />
          </Box>
          <RolesSection
            roles={editor.draft.roles}
            errors={errors}
            disabled={busy}
            onChange={editor.roles.change}
            onAdd={editor.roles.add}
            onMove={editor.roles.move}
            onRemove={editor.roles.remove}
          />
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <DefaultsSection
            values={editor.draft}
            errors={errors}
            disabled={busy}
            onChange={editor.setDefaults}
          />
          <PrefillSection
            prefills={editor.draft.prefills}
            placed={editor.placed}
            errors={errors}
            disabled={busy}
            onChange={editor.prefills.change}
            onAdd={editor.prefills.add}
            onRemove={editor.prefills.remove}
          />
        </Box>
      </Box>
      <TemplateFieldsSection
        templateId={template.id}
        fileName={template.arquivo_nome}
        signatories={editor.signatories}
        history={editor.history}
        errors={editor.fieldErrors}
        reveal={editor.revealed}
        disabled={busy}
      />
      <Box>{saveButton}</Box>
      {template.versoes.length > 0 && (
        <VersionsSection versions={template.versoes} current={template.versao} />
      )}
      {linkOpen && (
        <TemplateLinkDialog template={template} onClose={() => setLinkOpen(false)} onChanged={onSaved} />
      )}
    </Box>
  );
}

export default function TemplateEditor() {
  const { t, text } = useTemplatesT();
  const id = Number(useParams().id);
  const { data, error, isPending, refetch } = useGetOne<TemplateDetails>('templates', { id });
  if (isPending) return <LinearProgress sx={{ my: 2 }} aria-label={text('app.loading')} />;
  if (error || !data) return <Alert severity="error">{t('editor.failed')}</Alert>;
  return <Editor key={id} template={data} onSaved={() => refetch()} />;
}
