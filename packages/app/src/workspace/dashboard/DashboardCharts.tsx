import { BarChart } from '@mui/x-charts/BarChart';
import { PieChart } from '@mui/x-charts/PieChart';

/** The charts of the dashboard (MUI X Charts): loaded after its figures show, which do not wait for them. */

/** A chart's values with their names; what a chart draws, its page also shows as a table. */
export interface ChartFigure {
  key: string;
  label: string;
  value: number;
}

/** Two series by month as bars. */
export function MonthBars({
  height,
  months,
  series,
}: {
  height: number;
  months: readonly string[];
  series: readonly { label: string; values: readonly number[] }[];
}) {
  return (
    <BarChart
      height={height}
      xAxis={[{ scaleType: 'band', data: [...months] }]}
      series={series.map(({ label, values }) => ({ label, data: [...values] }))}
      aria-hidden
    />
  );
}

/** A breakdown as a ring. */
export function StatusPie({ height, figures }: { height: number; figures: readonly ChartFigure[] }) {
  return (
    <PieChart
      height={height}
      series={[
        {
          data: figures.map(({ key, label, value }) => ({ id: key, label, value })),
          innerRadius: 40,
        },
      ]}
      aria-hidden
    />
  );
}
