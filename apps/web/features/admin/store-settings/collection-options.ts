import { getCollections } from '@/lib/server/catalog';
import type { CollectionOption } from './PopupForm';

/** The collections a popup's button may open, by title; none when the read fails (the form still saves). */
export async function collectionOptions(): Promise<CollectionOption[]> {
  const collections = await getCollections().catch(() => []);
  return collections.map((collection) => ({ id: collection.id, title: collection.title }));
}
