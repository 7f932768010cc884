import { describe, expect, it } from 'vitest';
import { userOf } from '@/lib/session-store';

/** What page scripts read from `wb_userData`: who is signed in, and in which role (a seller has no customer cart). */
describe('userOf', () => {
  it('reads the id, the name and the role', () => {
    const raw = JSON.stringify({ id: 7, name: 'نور', user_type: 'customer', mobile: '+9647701000001' });
    expect(userOf(raw)).toEqual({ id: 7, name: 'نور', role: 'customer' });
  });

  it('keeps a user whose role it does not know, without one', () => {
    expect(userOf(JSON.stringify({ id: 7, name: 'نور', user_type: 'superuser' }))).toEqual({
      id: 7,
      name: 'نور',
      role: null,
    });
  });

  it.each([null, '', 'not json', '{"name":"نور"}', 'null'])('finds no user in %j', (raw) => {
    expect(userOf(raw)).toBeNull();
  });
});
