// Prints the contract's calls as a Markdown table for the README: `npx tsx scripts/routes-table.ts`.
import { allRoutes } from '@wb/contract';

const access = (a: (typeof allRoutes)[number]['access']) => (typeof a === 'string' ? a : a.join(', '));
console.log('| Method | Path | Access | Status |\n|---|---|---|---|');
for (const route of allRoutes) {
  const status =
    route.plannedIn === undefined
      ? 'live'
      : `501 until ${route.plannedIn === 'later' ? 'a later issue' : `issue ${route.plannedIn}`}`;
  console.log(`| ${route.method} | \`/api/v2${route.path}\` | ${access(route.access)} | ${status} |`);
}
