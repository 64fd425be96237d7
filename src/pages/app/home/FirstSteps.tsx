// "Primeiros passos": a new company's guided start on /home — send a document for signature
// (upload, choose who signs, send), connect WhatsApp, invite the team — each step done or with the
// button that takes the person there (the vault with its upload open, the device to create or scan,
// Equipe with its invite open), the progress, and a way to hide it. Steps the person may not take
// say whom to ask; a person who may take none of those left sees nothing.
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { LinkBase } from 'react-admin';
import { useAccess } from '../../../providers/access';
import { useT } from '../../../providers/publicI18n';
import type { FirstStepsView } from '../../../providers/startApi';
import { type FirstStep, firstStepsOf } from './steps';

function StepItem({ step, n }: { step: FirstStep; n: number }) {
  const t = useT();
  return (
    <Box
      component="li"
      data-testid={`first-step-${step.id}`}
      data-done={step.done}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        columnGap: 1.5,
        rowGap: 1,
        py: 1.5,
        borderTop: n > 1 ? 1 : 0,
        borderColor: 'divider',
      }}
    >
      {/* The step's number, or a tick once done. */}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          flexShrink: 0,
          width: 28,
          height: 28,
          borderRadius: '50%',
          border: 2,
          borderColor: step.done ? 'success.main' : 'text.secondary',
          bgcolor: step.done ? 'success.main' : undefined,
          color: step.done ? 'success.contrastText' : 'text.secondary',
          typography: 'subtitle2',
        }}
      >
        {step.done ? <CheckIcon fontSize="small" titleAccess={t('app.home.steps.done')} /> : n}
      </Box>
      <Box sx={{ flex: '1 1 220px', minWidth: 0 }}>
        <Typography
          component="h3"
          variant="subtitle2"
          sx={step.done ? { color: 'text.secondary', textDecoration: 'line-through' } : undefined}
        >
          {t(`app.home.steps.${step.id}`)}
        </Typography>
        {!step.done && (
          <Typography variant="body2" color="text.secondary">
            {t(`app.home.steps.${step.id}_text`)}
          </Typography>
        )}
      </Box>
      {!step.done &&
        (step.action ? (
          <Button
            variant={step.next ? 'contained' : 'outlined'}
            component={LinkBase}
            to={step.action.to}
            sx={{ ml: 'auto' }}
            data-testid={`first-step-${step.id}-action`}
          >
            {t(`app.home.steps.${step.action.label}`)}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ ml: 'auto' }}>
            {t('app.home.steps.ask_admin')}
          </Typography>
        ))}
    </Box>
  );
}

export function FirstSteps({ steps, onHide }: { steps: FirstStepsView; onHide(): void }) {
  const t = useT();
  // The route guards' rules (checkAccess), ambient A's included.
  const { ambient, permissions } = useAccess();
  const items = firstStepsOf(steps, { ambient, permissions });
  if (!items.some((s) => !s.done && s.action)) return null;
  const done = items.filter((s) => s.done).length;
  const progress = t('app.home.steps.progress', { done, total: items.length });
  return (
    <Paper
      component="section"
      aria-labelledby="first-steps-title"
      sx={{ mt: 2, p: 2 }}
      data-testid="first-steps"
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography component="h2" variant="h6" id="first-steps-title">
            {t('app.home.steps.title')}
          </Typography>
        </Box>
        <IconButton
          aria-label={t('app.home.steps.hide')}
          title={t('app.home.steps.hide')}
          onClick={onHide}
          data-testid="first-steps-hide"
        >
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mt: 1.5 }}>
        <Box
          role="progressbar"
          aria-label={t('app.home.steps.title')}
          aria-valuemin={0}
          aria-valuemax={items.length}
          aria-valuenow={done}
          aria-valuetext={progress}
          data-testid="first-steps-progress"
          sx={{ flex: 1, height: 8, borderRadius: 4, bgcolor: 'action.selected', overflow: 'hidden' }}
        >
          <Box sx={{ width: `${(100 * done) / items.length}%`, height: '100%', bgcolor: 'success.main' }} />
        </Box>
        <Typography variant="body2" color="text.secondary" aria-hidden>
          {progress}
        </Typography>
      </Box>
      <Box component="ol" sx={{ listStyle: 'none', m: 0, mt: 1, p: 0 }}>
        {items.map((step, i) => (
          <StepItem key={step.id} step={step} n={i + 1} />
        ))}
      </Box>
    </Paper>
  );
}
