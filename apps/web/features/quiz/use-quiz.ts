'use client';

import { useQuery } from '@tanstack/react-query';
import type { QuizProduct } from '@wb/contract';
import { useWrite } from '@/features/session-data/use-write';
import { apiCall } from '@/lib/api';
import { authedCall } from '@/lib/session-runtime';
import type { SnapshotUser } from '@/lib/session-store';
import { addToCart } from '../cart/add-to-cart';
import { sessionQueryClient } from '../session-data/query-client';
import { latestRoutineQuery, resultQuery, routinePayload } from './quiz-queries';
import type { QuizAnswersInput } from './quiz-url';

/** The quiz's reads and its one write, bound to the session's API client (a guest's result through the plain one). */
export const useLatestRoutine = (enabled: boolean) => useQuery({ ...latestRoutineQuery(authedCall), enabled });

export const useQuizResult = (answers: QuizAnswersInput, user: SnapshotUser | null, enabled: boolean) =>
  useQuery({ ...resultQuery(user ? authedCall : apiCall, answers, user?.id ?? null), enabled });

export type RoutineAdded = { kind: 'sign-in' } | { kind: 'added'; added: number; notes: string[] };

/**
 * «أضف الروتين إلى السلة»: every available product, one of each, through the store's one add-to-cart (each its own
 * idempotent press). A session the server no longer knows stops at the first product: she signs in again.
 */
export const useAddRoutine = () =>
  useWrite({
    mutationFn: async ({ products, user }: { products: QuizProduct[]; user: SnapshotUser }): Promise<RoutineAdded> => {
      const deps = { client: sessionQueryClient(user.id), call: authedCall, signedIn: true, role: user.role };
      const notes: string[] = [];
      let added = 0;
      for (const product of products) {
        const outcome = await addToCart(routinePayload(product), deps);
        if (outcome.kind === 'added') added += 1;
        else if (outcome.kind === 'login-required') return { kind: 'sign-in' };
        else notes.push(`${product.title}: ${outcome.message}`);
      }
      return { kind: 'added', added, notes };
    },
  });
