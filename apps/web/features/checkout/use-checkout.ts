'use client';

import { useQuery } from '@tanstack/react-query';
import { authedCall } from '@/lib/session-runtime';
import type { InvoiceInput } from './checkout-model';
import { giftProgramsQuery, invoiceQuery } from './checkout-queries';

/** Checkout's reads bound to the session's API client, for components under a `SessionDataProvider`. */
export const useInvoice = (input: InvoiceInput) => useQuery(invoiceQuery(authedCall, input));

export const useGiftPrograms = () => useQuery(giftProgramsQuery(authedCall));
