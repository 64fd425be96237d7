// The dashboard's charts (@mui/x-charts), in a chunk of their own loaded on demand: messages per
// day of the period (sent, delivered, failed) and the company's documents per signing state.
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DashboardView } from '../../../providers/dashboardApi';
import { useDashboardT } from './useDashboardT';

const HEIGHT = 280;

/** '2026-11-24' → '24/11' (pt-BR) or '11/24' (en), without time-zone arithmetic. */
const dayLabel = (iso: string, en: boolean) => {
  const [, m, d] = iso.split('-');
  return en ? `${m}/${d}` : `${d}/${m}`;
};

export default function DashboardCharts({ series }: { series: DashboardView['series'] }) {
  const { t, lang, number } = useDashboardT();
  const { palette } = useTheme();
  const en = lang === 'en';
  const days = series.mensagens.map((d) => dayLabel(d.dia, en));
  const format = (v: number | null) => (v === null ? '' : number(v));
  /** A y axis from 0; with nothing to show, up to 1 so the zero line sits at the bottom. */
  const yFrom0 = (values: number[]) => ({
    min: 0,
    ...(Math.max(0, ...values) === 0 ? { max: 1 } : {}),
    tickMinStep: 1,
    valueFormatter: format,
  });
  const messageValues = series.mensagens.flatMap((d) => [d.enviadas, d.entregues, d.falhas]);
  return (
    <Box
      data-testid="dash-charts"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}
    >
      <Card data-testid="dash-chart-messages">
        <CardContent>
          <Typography component="h2" variant="h6">
            {t('charts.messages_title')}
          </Typography>
          <LineChart
            height={HEIGHT}
            xAxis={[{ scaleType: 'point', data: days }]}
            yAxis={[yFrom0(messageValues)]}
            series={[
              {
                id: 'sent',
                label: t('messages.sent'),
                data: series.mensagens.map((d) => d.enviadas),
                color: palette.primary.main,
                valueFormatter: format,
              },
              {
                id: 'delivered',
                label: t('messages.delivered'),
                data: series.mensagens.map((d) => d.entregues),
                color: palette.success.main,
                valueFormatter: format,
              },
              {
                id: 'failed',
                label: t('messages.failed'),
                data: series.mensagens.map((d) => d.falhas),
                color: palette.error.main,
                valueFormatter: format,
              },
            ]}
          />
        </CardContent>
      </Card>
      <Card data-testid="dash-chart-documents">
        <CardContent>
          <Typography component="h2" variant="h6">
            {t('charts.documents_title')}
          </Typography>
          <BarChart
            height={HEIGHT}
            hideLegend
            xAxis={[{ scaleType: 'band', data: series.documentos.map((d) => t(`status.${d.status}`)) }]}
            yAxis={[yFrom0(series.documentos.map((d) => d.total))]}
            series={[
              {
                id: 'documents',
                label: t('documents.title'),
                data: series.documentos.map((d) => d.total),
                color: palette.secondary.main,
                valueFormatter: format,
              },
            ]}
          />
        </CardContent>
      </Card>
    </Box>
  );
}
