import type { Metadata } from 'next';
import { StatusPage, statusText } from '@/components/ui/StatusPage';

export const metadata: Metadata = { title: statusText.notFound.title, robots: { index: false } };

export default function NotFound() {
  return <StatusPage {...statusText.notFound} />;
}
