import { notFound } from 'next/navigation';

/** A desk address no page matches: the desk's own 404 (admin/not-found.tsx), inside the desk's frame. */
export default function MissingDeskPage(): never {
  notFound();
}
