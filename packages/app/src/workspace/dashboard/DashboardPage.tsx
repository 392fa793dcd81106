import { formatDate, type Dashboard, type DashboardFigure } from '@coverline/engine';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { Loading } from '../../pages/Busy.js';
import { lazyComponent } from '@coverline/widgets';
import { PageCard } from '../PageCard.js';

/** The charts' code (MUI X Charts, most of the page's) comes after the figures: nothing here waits for it. */
const MonthBars = lazyComponent(async () => (await import('./DashboardCharts.js')).MonthBars, null);
const StatusPie = lazyComponent(async () => (await import('./DashboardCharts.js')).StatusPie, null);

/** As tall as a chart: the figures below do not move when it arrives. */
const CHART_HEIGHT = 240;

/**
 * A chart once its code is there, asked for once the figures have been painted; its room is kept until then.
 * The chart renders only then (not suspended meanwhile, which would draw it hidden, at no width, first).
 */
function ChartSlot({ children }: { children: ReactNode }) {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let mounted = true;
    const frame = requestAnimationFrame(() => {
      void Promise.all([MonthBars.preload(), StatusPie.preload()]).then(() => mounted && setLoaded(true));
    });
    return () => {
      mounted = false;
      cancelAnimationFrame(frame);
    };
  }, []);
  return loaded ? children : <Box sx={{ height: CHART_HEIGHT }} />;
}

/** A titled part of the dashboard. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** A breakdown as key and value pairs: what the chart beside it draws, readable by anyone. */
function FigureTable({
  label,
  figures,
  name,
}: {
  label: string;
  figures: DashboardFigure[];
  name: (key: string) => string;
}) {
  const { t, i18n } = useTranslation('UI-context');
  const number = new Intl.NumberFormat(i18n.language);
  if (figures.length === 0)
    return <Typography color="text.secondary">{t('workspace.dashboard.none')}</Typography>;
  return (
    <Table size="small" aria-label={label}>
      <TableBody>
        {figures.map((figure) => (
          <TableRow key={figure.key}>
            <TableCell component="th" scope="row">
              {name(figure.key)}
            </TableCell>
            <TableCell align="right">{number.format(figure.value)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Quotes and policies month by month: what the bars draw. */
function MonthTable({ dashboard, monthName }: { dashboard: Dashboard; monthName: (key: string) => string }) {
  const { t, i18n } = useTranslation('UI-context');
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <Table size="small" aria-label={t('workspace.dashboard.byMonth')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('workspace.dashboard.month')}</TableCell>
          <TableCell align="right">{t('workspace.dashboard.figures.quotes')}</TableCell>
          <TableCell align="right">{t('workspace.dashboard.figures.policies')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {dashboard.quoteCount.map((quotes, index) => (
          <TableRow key={quotes.key}>
            <TableCell component="th" scope="row">
              {monthName(quotes.key)}
            </TableCell>
            <TableCell align="right">{number.format(quotes.value)}</TableCell>
            <TableCell align="right">{number.format(dashboard.policyCount[index]?.value ?? 0)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A breakdown by status: a pie and its figures. */
function StatusSection({
  title,
  figures,
  name,
}: {
  title: string;
  figures: DashboardFigure[];
  name: (key: string) => string;
}) {
  return (
    <Section title={title}>
      {figures.length > 0 && (
        <ChartSlot>
          <StatusPie
            height={CHART_HEIGHT}
            figures={figures.map((figure) => ({ ...figure, label: name(figure.key) }))}
          />
        </ChartSlot>
      )}
      <FigureTable label={title} figures={figures} name={name} />
    </Section>
  );
}

/** A key figure: its value large, its name below. */
function KeyFigure({ label, value }: { label: string; value: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h4" component="p" sx={{ fontWeight: 700 }}>
          {value}
        </Typography>
        <Typography color="text.secondary">{label}</Typography>
      </CardContent>
    </Card>
  );
}

const sum = (figures: readonly DashboardFigure[]) =>
  figures.reduce((total, figure) => total + figure.value, 0);

/**
 * The insurance figures of the year to date (`GET /api/dashboard`): totals, monthly averages and retention as
 * key figures, quotes and policies by month as bars, by status as pies — each chart with its figures as a
 * table beside it, in the user's language. The charts follow the figures (see DashboardCharts).
 */
export function DashboardPage() {
  const { t, i18n } = useTranslation(['UI-context', 'classifiers', 'global']);
  const { data } = useSWR<Dashboard>('/api/dashboard');
  const title = t('global:routes.dashboard');
  if (data === undefined) return <Loading />;

  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const months = new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' });
  const monthName = (key: string) => months.format(new Date(`${key}-01T00:00:00Z`));
  const quoteStatus = (key: string) => t(`classifiers:quoteStatuses.${key}`, { defaultValue: key });
  const policyStatus = (key: string) => t(`classifiers:contractStatuses.${key}`, { defaultValue: key });
  const retention = (key: string) => t(`workspace.dashboard.retention.${key}`, { defaultValue: key });
  const monthKeys = data.quoteCount.map((figure) => figure.key);

  return (
    <PageCard title={title}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('workspace.dashboard.period', { from: formatDate(data.from), to: formatDate(data.to) })}
      </Typography>
      <Grid container spacing={2}>
        {(
          [
            ['quotes', number.format(sum(data.quoteCount))],
            ['policies', number.format(sum(data.policyCount))],
            ['quotesPerMonth', number.format(data.monthlyAverages.quotes)],
            ['policiesPerMonth', number.format(data.monthlyAverages.policies)],
            [
              'retentionPercent',
              data.retentionPercent === null ? '—' : `${number.format(data.retentionPercent)} %`,
            ],
          ] as const
        ).map(([key, value]) => (
          <Grid key={key} size={{ xs: 6, sm: 4, lg: 2.4 }}>
            <KeyFigure label={t(`workspace.dashboard.figures.${key}`)} value={value} />
          </Grid>
        ))}
        <Grid size={12}>
          <Section title={t('workspace.dashboard.byMonth')}>
            <ChartSlot>
              <MonthBars
                height={CHART_HEIGHT}
                months={monthKeys.map(monthName)}
                series={[
                  {
                    label: t('workspace.dashboard.figures.quotes'),
                    values: data.quoteCount.map((figure) => figure.value),
                  },
                  {
                    label: t('workspace.dashboard.figures.policies'),
                    values: data.policyCount.map((figure) => figure.value),
                  },
                ]}
              />
            </ChartSlot>
            <MonthTable dashboard={data} monthName={monthName} />
          </Section>
        </Grid>
        {(
          [
            ['quoteStatus', data.quoteStatus, quoteStatus],
            ['policyStatus', data.policyStatus, policyStatus],
            ['policyRetention', data.policyRetention, retention],
          ] as const
        ).map(([key, figures, name]) => (
          <Grid key={key} size={{ xs: 12, md: 4 }}>
            <StatusSection title={t(`workspace.dashboard.${key}`)} figures={figures} name={name} />
          </Grid>
        ))}
      </Grid>
    </PageCard>
  );
}
