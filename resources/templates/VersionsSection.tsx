// The template's versions, newest first: when and by whom each was saved, its PDF, roles and fields,
// and how many documents were made from it (each keeps its own version: a later edit changes none).
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLocale } from 'react-admin';
import type { TemplateVersionView } from '../../common/schemas/templates';
import { formatDateTime } from '../../src/providers/format';
import { languageOf } from '../vault/bytes';
import { useTemplatesT } from './useTemplatesT';

export function VersionsSection({ versions, current }: { versions: TemplateVersionView[]; current: number }) {
  const { t } = useTemplatesT();
  const lang = languageOf(useLocale());
  const sorted = [...versions].sort((a, b) => b.versao - a.versao);
  return (
    <Box component="section" aria-labelledby="template-versions" sx={{ display: 'grid', gap: 1 }}>
      <Typography id="template-versions" component="h2" variant="h6">
        {t('versions.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t('versions.help')}
      </Typography>
      <Box component="ol" sx={{ p: 0, m: 0 }}>
        {sorted.map((v) => (
          <Box
            component="li"
            key={v.id}
            data-testid="template-version"
            sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}
          >
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography component="span" variant="subtitle2">
                {t('versions.version', { n: v.versao })}
              </Typography>
              {v.versao === current && <Chip size="small" color="primary" label={t('versions.current')} />}
              <Typography component="span" variant="body2" color="text.secondary">
                {v.criado_por
                  ? t('versions.saved_by', { date: formatDateTime(v.created_at, lang), name: v.criado_por })
                  : formatDateTime(v.created_at, lang)}
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
              {[
                v.arquivo_nome,
                v.papeis.join(', '),
                t('versions.fields', { smart_count: v.campos }),
                t('versions.documents', { smart_count: v.documentos }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
