import { notFound } from 'next/navigation';

/**
 * Any address no page matches. The root holds only the document now (the store and the desk each have a frame), so
 * the 404 is raised here, inside the store's layout, and `(store)/not-found.tsx` shows it with header and footer.
 */
export default function MissingPage(): never {
  notFound();
}
