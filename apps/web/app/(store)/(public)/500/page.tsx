import type { Metadata } from 'next';
import { StatusPage, statusText } from '@/components/ui/StatusPage';

export const metadata: Metadata = { title: statusText.serverError.title, robots: { index: false } };

export default function Status500Page() {
  return <StatusPage {...statusText.serverError} />;
}
