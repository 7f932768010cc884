import type { FastifyInstance } from 'fastify';
import type { Kernel } from '../kernel';
import type { Services } from '../services';

/**
 * One area of the store (catalogue, cart, addresses …): its routes, shopper and desk alike, bound to the services in
 * the area's `index.ts`. `app.ts` registers the areas as a list. It lives at the HTTP edge, not in the kernel, so the
 * kernel knows nothing of the services built on it.
 */
export interface StoreModule {
  name: string;
  register(app: FastifyInstance, services: Services, kernel: Kernel): void;
}
