import { messages } from '@wb/contract';
import { describe, expect, it } from 'vitest';
import { clientMessages } from './client-messages';

describe('client messages', () => {
  it.each(Object.entries(clientMessages))('%s is the contract message, verbatim', (key, text) => {
    expect(text).toBe(messages[key as keyof typeof messages]);
  });
});
