'use client';

import {
  ArcElement,
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  DoughnutController,
  Legend,
  LinearScale,
  Tooltip,
} from 'chart.js';
import { Bar, Doughnut } from 'react-chartjs-2';

/**
 * The dashboard's two charts, Chart.js through react-chartjs-2 (docs/decisions.md, "Staff desk — web"). Only the
 * pieces drawn here are registered, so the bundle carries bars and a doughnut, not every chart type. Loaded after the
 * page paints (DashboardCharts): the numbers are in the cards and tables already, the charts add the shape.
 */
Chart.register(BarController, BarElement, CategoryScale, LinearScale, DoughnutController, ArcElement, Tooltip, Legend);
Chart.defaults.font.family = 'IBM Plex Sans Arabic, system-ui, sans-serif';
Chart.defaults.color = '#756970';
// Western digits on the axes, as everywhere in the store (DESIGN: "Arabic and right-to-left").
Chart.defaults.locale = 'ar-IQ-u-nu-latn';

export interface DailyPoint {
  label: string;
  orders: number;
}

/** Orders per day, oldest at the start of the line: on the right, as Arabic reads. */
export function DailyOrdersChart({ points, label }: { points: DailyPoint[]; label: string }) {
  return (
    <Bar
      role="img"
      aria-label={label}
      data={{
        labels: points.map((point) => point.label),
        datasets: [{ label: 'الطلبات', data: points.map((point) => point.orders), backgroundColor: '#d12d66' }],
      }}
      options={{
        maintainAspectRatio: false,
        animation: false,
        plugins: { legend: { display: false }, tooltip: { rtl: true, textDirection: 'rtl' } },
        scales: {
          x: { reverse: true, grid: { display: false }, ticks: { maxRotation: 0, autoSkipPadding: 12 } },
          y: { position: 'right', beginAtZero: true, ticks: { precision: 0 } },
        },
      }}
    />
  );
}

const statusColours = ['#f59e0b', '#f4719c', '#b01f53', '#1b7f55', '#b91c1c', '#ea580c'];

/** Where orders stand: one slice per status. */
export function StatusChart({ labels, counts, label }: { labels: string[]; counts: number[]; label: string }) {
  return (
    <Doughnut
      role="img"
      aria-label={label}
      data={{ labels, datasets: [{ data: counts, backgroundColor: statusColours, borderWidth: 1 }] }}
      options={{
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { position: 'bottom', rtl: true, textDirection: 'rtl', labels: { boxWidth: 12 } },
          tooltip: { rtl: true, textDirection: 'rtl' },
        },
      }}
    />
  );
}
