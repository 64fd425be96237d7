// Where the fields go: the signing request's field editor (lazy, with the PDF's renderer) on the
// template's current PDF. The roles play the signatories; each prefill field is one more entry of its
// palette ("Preencher: Valor") whose boxes are that field's places in the document.
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useCallback } from 'react';
import { usePageLoad } from '../../src/components/list/usePageLoad';
import { templatesApi } from '../../src/providers/templatesApi';
import type { EditorSignatory } from '../signing/fields/editorFields';
import type { FieldHistory } from '../signing/fields/useFieldHistory';
import { useTemplatesT } from './useTemplatesT';

const FieldEditor = lazy(() => import('../signing/fields/FieldEditor'));

interface Props {
  templateId: number;
  fileName: string;
  signatories: EditorSignatory[];
  history: FieldHistory;
  /** Problems by field key, already translated. */
  errors: Record<number, string>;
  reveal: number;
  disabled: boolean;
}

export function TemplateFieldsSection({ templateId, ...props }: Props) {
  const { t, text } = useTemplatesT();
  const pages = usePageLoad(() => templatesApi.pages(templateId), [templateId]);
  const pdfUrl = useCallback(() => templatesApi.url(templateId), [templateId]);
  return (
    <Box
      component="section"
      aria-labelledby="template-fields"
      sx={{ display: 'grid', gap: 1.5, minWidth: 0 }}
    >
      <Typography id="template-fields" component="h2" variant="h6">
        {t('fields_section.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('fields_section.help')}
      </Typography>
      {pages.failed ? (
        <Alert severity="warning">{t('fields_section.failed')}</Alert>
      ) : !pages.data ? (
        <LinearProgress aria-label={text('app.loading')} />
      ) : (
        <Suspense fallback={<LinearProgress aria-label={text('app.loading')} />}>
          <FieldEditor pdfUrl={pdfUrl} pages={pages.data} {...props} />
        </Suspense>
      )}
    </Box>
  );
}
