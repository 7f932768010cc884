'use client';

import dynamic from 'next/dynamic';
import type { DailyPoint } from './charts';

/**
 * The charts load after the page: Chart.js is the largest piece of the desk's JavaScript, and nothing waits on it
 * (every figure is also written out in the cards and the tables beside it). Each box keeps its height while loading,
 * so nothing moves when a chart appears.
 */
const DailyOrdersChart = dynamic(() => import('./charts').then((charts) => charts.DailyOrdersChart), {
  ssr: false,
  loading: () => null,
});
const StatusChart = dynamic(() => import('./charts').then((charts) => charts.StatusChart), {
  ssr: false,
  loading: () => null,
});

export function DailyOrders(props: { points: DailyPoint[]; label: string }) {
  return (
    <div className="relative h-56 w-full">
      <DailyOrdersChart {...props} />
    </div>
  );
}

export function OrdersByStatus(props: { labels: string[]; counts: number[]; label: string }) {
  return (
    <div className="relative h-56 w-full">
      <StatusChart {...props} />
    </div>
  );
}
