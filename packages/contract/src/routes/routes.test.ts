import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as table from '../route-table';
import { allRoutes } from './index';

describe('the route table', () => {
  it('has one route per id and per method and path', () => {
    // Every other check here loops over the table: an empty one would pass them all.
    expect(allRoutes.length).toBeGreaterThan(50);
    expect(new Set(allRoutes.map((r) => r.id)).size).toBe(allRoutes.length);
    expect(new Set(allRoutes.map((r) => `${r.method} ${r.path}`)).size).toBe(allRoutes.length);
  });

  it('defines every entry of the route table once, and nothing else', () => {
    // The browser calls table entries; an entry without a definition would be a call the API never binds.
    const defined = allRoutes.map((route) => route.id).sort();
    expect(
      Object.values(table)
        .map((entry) => entry.id)
        .sort(),
    ).toEqual(defined);
  });

  it('names every {param} of a path in its params schema', () => {
    for (const route of allRoutes) {
      const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const shape = (route.params as { shape?: Record<string, unknown> } | undefined)?.shape ?? {};
      expect(Object.keys(shape).sort(), route.path).toEqual(names.sort());
    }
  });

  it('is listed in the README with its status, so nobody mistakes a planned call for a working one', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    for (const route of allRoutes) {
      const status = route.plannedIn === undefined ? 'live' : '501 until';
      expect(readme, `${route.method} ${route.path}`).toContain(`| ${route.method} | \`/api/v2${route.path}\` |`);
      const line = readme.split('\n').find((l) => l.includes(`| ${route.method} | \`/api/v2${route.path}\` |`));
      expect(line).toContain(status);
    }
  });
});
