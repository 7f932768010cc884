import { describe, expect, it } from 'vitest';
import { tagManagerId } from './tag-manager';

describe('tagManagerId', () => {
  it('is the configured container id', () => {
    expect(tagManagerId({ GTM_ID: 'GTM-TEST123' })).toBe('GTM-TEST123');
    expect(tagManagerId({ GTM_ID: ' gtm-ab12cd ' })).toBe('GTM-AB12CD');
  });

  it('is none when nothing, or something that is not a container id, is configured', () => {
    expect(tagManagerId({})).toBeNull();
    expect(tagManagerId({ GTM_ID: '' })).toBeNull();
    expect(tagManagerId({ GTM_ID: 'G-ABCDEF1234' })).toBeNull();
    expect(tagManagerId({ GTM_ID: "GTM-X1234'; script-src *" })).toBeNull();
  });
});
