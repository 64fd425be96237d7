// One figure of the dashboard: a label, the number, an optional line below and, when the user may
// open it, a link to where the figure comes from.
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { LinkBase } from 'react-admin';
import type { Target } from './access';

export interface StatCardProps {
  testId: string;
  label: string;
  /** The figure; absent when `detail` shows several. */
  value?: string;
  icon?: ReactNode;
  detail?: ReactNode;
  to?: Target;
}

export function StatCard({ testId, label, value, icon, detail, to }: StatCardProps) {
  const body = (
    <CardContent>
      <Typography
        color="text.secondary"
        variant="body2"
        sx={{ display: 'flex', alignItems: 'center', gap: 1 }}
      >
        {icon}
        {label}
      </Typography>
      {value !== undefined && (
        <Typography component="p" variant="h4" data-testid={`${testId}-value`}>
          {value}
        </Typography>
      )}
      {detail}
    </CardContent>
  );
  return (
    <Card data-testid={testId} sx={{ height: '100%' }}>
      {to?.allowed ? (
        <CardActionArea component={LinkBase} to={to.path} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
}
