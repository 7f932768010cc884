import { type MutationOptions, QueryObserver } from '@tanstack/react-query';
import type { Address } from '@wb/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast } from '@/lib/toast';
import { createSessionQueryClient } from '../session-data/query-client';
import { apiFailure, deferred, fakeCall, runMutation } from '../session-data/session-call.fixture';
import { activateAddressMutation, addressesQuery, addressKeys, deleteAddressMutation } from './address-queries';

/** Spec §4 "Addresses": activating marks only that one; deleting removes it locally and reads the list again. */
function address(id: number, active: boolean): Address {
  return {
    id,
    name: `مستلم ${id}`,
    mobile: '+9647701234567',
    city_id: 1,
    city: { id: 1, name: 'بغداد' },
    region: 'الكرادة',
    address: 'محلة 901، زقاق 12، دار 4',
    landmark: null,
    created_at: '2026-01-01T00:00:00.000Z',
    is_active: active,
  };
}

let client = createSessionQueryClient();
const toastsOf = (kind: 'error' | 'success') =>
  currentToasts()
    .filter((toast) => toast.kind === kind)
    .map((toast) => toast.message);
const activeIds = () =>
  client
    .getQueryData<Address[]>(addressKeys.all)
    ?.filter((entry) => entry.is_active)
    .map((entry) => entry.id);
function run<V, C>(options: MutationOptions<unknown, unknown, V, C>, variables: V) {
  return runMutation(client, options, variables);
}

beforeEach(() => {
  client = createSessionQueryClient();
  client.setQueryData(addressKeys.all, [address(1, true), address(2, false), address(3, false)]);
});
afterEach(() => {
  for (const toast of currentToasts()) dismissToast(toast.id);
  client.clear();
});

describe('activating an address', () => {
  it('marks only that one active, at once', async () => {
    const answer = deferred<unknown>();
    const api = fakeCall({ 'addresses.activate': () => answer.promise });
    const done = run(activateAddressMutation(client, api.call), { id: 3 });
    await vi.waitFor(() => expect(activeIds()).toEqual([3]));
    answer.resolve({ data: address(3, true), message: 'تم التعديل بنجاح' });
    await done;
    expect(activeIds()).toEqual([3]);
    expect(api.calls[0]?.input).toEqual({ params: { id: 3 } });
  });

  it('puts the active one back and says so when refused', async () => {
    const api = fakeCall({ 'addresses.activate': () => Promise.reject(apiFailure(404, 'address.not_found')) });
    await run(activateAddressMutation(client, api.call), { id: 2 }).catch(() => {});
    expect(activeIds()).toEqual([1]);
    expect(toastsOf('error')).toEqual(['حدث خطأ أثناء تغيير العنوان النشط']);
  });
});

describe('deleting an address', () => {
  it('removes it locally, says so, and reads the addresses again', async () => {
    const api = fakeCall({
      'addresses.delete': () => ({ message: 'تم حذف العنوان بنجاح' }),
      // The API made the newest remaining one active.
      'addresses.list': () => ({ data: [address(2, false), address(3, true)] }),
    });
    const stop = new QueryObserver(client, addressesQuery(api.call)).subscribe(() => {});
    await run(deleteAddressMutation(client, api.call), { id: 1 });
    expect(toastsOf('success')).toEqual(['تم حذف العنوان بنجاح']);
    expect(api.count('addresses.list')).toBe(1);
    await vi.waitFor(() => expect(activeIds()).toEqual([3]));
    stop();
  });

  it('keeps it and shows the spec message when refused', async () => {
    const api = fakeCall({ 'addresses.delete': () => Promise.reject(apiFailure(0, null, 'خطأ في الاتصال')) });
    await run(deleteAddressMutation(client, api.call), { id: 1 }).catch(() => {});
    expect(client.getQueryData<Address[]>(addressKeys.all)).toHaveLength(3);
    expect(toastsOf('error')).toEqual(['حدث خطأ أثناء حذف العنوان']);
  });
});
