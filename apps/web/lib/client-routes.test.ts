import { allRoutes } from '@wb/contract';
import { describe, expect, it } from 'vitest';
import { accountRoutes } from './account-routes';
import { clientRoutes } from './client-routes';

describe('client route references', () => {
  it.each(Object.entries({ ...clientRoutes, ...accountRoutes }))(
    '%s matches its contract route',
    (_name, reference) => {
      const route = allRoutes.find((candidate) => candidate.id === reference.id);
      expect(route, reference.id).toBeDefined();
      expect({ method: reference.method, path: reference.path, bodyType: reference.bodyType ?? 'json' }).toEqual({
        method: route?.method,
        path: route?.path,
        bodyType: route?.bodyType ?? 'json',
      });
    },
  );
});
