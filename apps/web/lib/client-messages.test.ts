import { messages } from '@wb/contract';
import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '../features/admin/catalogue/messages';
import { accountMessages } from './account-messages';
import { cartMessages } from './cart-messages';
import { clientMessages } from './client-messages';
import { noticeMessages } from './notice-messages';
import { orderMessages } from './order-messages';
import { partnerMessages } from './partner-messages';
import { reviewMessages } from './review-messages';
import { sellerMessages } from './seller-messages';
import { wishlistMessages } from './wishlist-messages';

describe.each([
  ['client messages', clientMessages],
  ['account messages', accountMessages],
  ['cart messages', cartMessages],
  ['order messages', orderMessages],
  ['wishlist messages', wishlistMessages],
  ['review messages', reviewMessages],
  ['catalogue desk messages', catalogueMessages],
  ['notice messages', noticeMessages],
  ['seller messages', sellerMessages],
  ['partner messages', partnerMessages],
])('%s', (_name, copies) => {
  it.each(Object.entries(copies))('%s is the contract message, verbatim', (key, text) => {
    expect(text).toBe(messages[key as keyof typeof messages]);
  });
});
