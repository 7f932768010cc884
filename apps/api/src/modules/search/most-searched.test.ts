import { catalog } from '@wb/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStore, type TestStore } from '../../../test/harness';
import { CacheTags } from '../../lib/cache-tags';
import { MOST_SEARCHED, SearchService } from './service';

/**
 * The public "most searched" list counts what many different people search (one count per network), and only words
 * the catalogue knows: one client repeating a word, or many sending a made-up one, cannot write it.
 */
let store: TestStore;
beforeAll(async () => {
  store = await startTestStore();
});
afterAll(() => store?.close());

let nextNetwork = 1;
/** A searcher on a network of its own (a new IPv4 address each time). */
const newSearcher = () => `198.51.${Math.floor(nextNetwork / 250)}.${(nextNetwork++ % 250) + 1}`;

async function searchFrom(ip: string, keyword: string, page = 1) {
  const response = await store.app.inject({
    method: 'POST',
    url: '/api/v2/app/search',
    remoteAddress: ip,
    headers: { 'x-app-key': 'wb-dev-key' },
    payload: { keyword, page },
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { total: number };
}

/** The list as it stands now (the service's own five-minute cache bypassed by a fresh service). */
async function mostSearched() {
  await store.services.searchLog.flush();
  return new SearchService(
    store.services.catalog,
    store.services.searchLog,
    0,
    new CacheTags(store.app.log),
  ).mostSearched(store.ctx());
}

const keywordsOf = (list: Array<{ keyword: string }>) => list.map((entry) => entry.keyword);

describe('GET /app/search/most_search', () => {
  it('one client repeating a word 60 times does not put it on the list', async () => {
    const client = newSearcher();
    for (let i = 0; i < 60; i++) await searchFrom(client, 'ماسكارا');
    expect(keywordsOf(await mostSearched())).not.toContain('ماسكارا');
  });

  it(`a word searched by ${MOST_SEARCHED.minSearchers} different people is listed, counted once per person`, async () => {
    for (let i = 0; i < MOST_SEARCHED.minSearchers; i++) {
      const person = newSearcher();
      await searchFrom(person, 'شامبو');
      await searchFrom(person, 'شامبو');
      await searchFrom(person, 'شامبو', 2); // a later page is the same search, not another
    }
    expect(await mostSearched()).toContainEqual({ keyword: 'شامبو', count: MOST_SEARCHED.minSearchers });
  });

  it('one person on many IPv6 addresses of one /64 counts once', async () => {
    for (let i = 1; i <= 10; i++) await searchFrom(`2a00:1234:5678:9abc::${i}`, 'سيروم');
    await searchFrom(newSearcher(), 'سيروم');
    expect(keywordsOf(await mostSearched())).not.toContain('سيروم');
  });

  it('counts spellings of one search together and shows the one most people typed', async () => {
    for (let i = 0; i < 3; i++) await searchFrom(newSearcher(), 'واقي شمس');
    await searchFrom(newSearcher(), 'واقى الشمس');
    const odd = newSearcher();
    for (let i = 0; i < 20; i++) await searchFrom(odd, 'واقى الشمس');
    expect(await mostSearched()).toContainEqual({ keyword: 'واقي شمس', count: 5 });
    expect(keywordsOf(await mostSearched())).not.toContain('واقى الشمس');
  });

  it('never lists a made-up or misspelt word, however many people send it', async () => {
    // A misspelling the search forgives (it finds products), a made-up word, and a word cut short.
    const misspelt = 'ماسكرا';
    expect((await searchFrom(newSearcher(), misspelt)).total).toBeGreaterThan(0);
    for (let i = 0; i < 10; i++) {
      const person = newSearcher();
      await searchFrom(person, misspelt);
      await searchFrom(person, 'زقزقبلو');
      await searchFrom(person, 'سيراف');
      await searchFrom(person, 'شامبو زقزقبلو');
    }
    const listed = keywordsOf(await mostSearched());
    expect(listed).toContain('شامبو');
    for (const word of [misspelt, 'زقزقبلو', 'سيراف', 'شامبو زقزقبلو']) expect(listed).not.toContain(word);
  });

  it('one client cannot flood the log: a repeat is not queued again, and a searcher is counted 60 times an hour', async () => {
    const logged = async () => {
      await store.services.searchLog.flush();
      const [row] = await store.database.rows<{ n: number }>(sql`select count(*)::int as n from search_log`);
      return row?.n ?? 0;
    };
    const before = await logged();
    const flooder = newSearcher();
    for (let i = 0; i < 5; i++) await searchFrom(flooder, 'شامبو');
    expect((await logged()) - before).toBe(1);
    for (let i = 0; i < 100; i++) await searchFrom(flooder, `كلمة${i}`);
    expect((await logged()) - before).toBe(60);
  });

  it('is served over HTTP in the contract shape, most searched first', async () => {
    const response = await store.call({ method: 'GET', url: '/api/v2/app/search/most_search' });
    const body = catalog.mostSearchRoute.response.parse(response.json());
    const counts = body.data.map((entry) => entry.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});
