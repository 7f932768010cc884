import { describe, expect, it } from 'vitest';
import { socialLinkUrl } from './partner-labels';

/** An influencer's links as the desk will open them: https, on the platform's own host, to a profile. */
describe('socialLinkUrl', () => {
  it.each([
    ['instagram', 'instagram.com/reem.beauty', 'https://instagram.com/reem.beauty'],
    ['instagram', 'https://www.instagram.com/reem.beauty/', 'https://www.instagram.com/reem.beauty/'],
    ['tiktok', 'https://vm.tiktok.com/ZMabc123/', 'https://vm.tiktok.com/ZMabc123/'],
    ['facebook', 'm.facebook.com/reem.page', 'https://m.facebook.com/reem.page'],
    ['snapchat', 'https://www.snapchat.com/add/reem', 'https://www.snapchat.com/add/reem'],
    ['youtube', 'youtu.be/abc', 'https://youtu.be/abc'],
  ] as const)('takes %s %s', (platform, typed, url) => {
    expect(socialLinkUrl(platform, typed)).toBe(url);
  });

  it.each([
    ['instagram', 'http://instagram.com/reem'],
    ['instagram', 'https://instagram.com/'],
    ['instagram', 'https://evilinstagram.com/reem'],
    ['instagram', 'https://instagram.com.evil.io/reem'],
    ['instagram', 'https://tiktok.com/@reem'],
    ['youtube', 'javascript:alert(1)'],
    ['facebook', 'https://user:pass@facebook.com/reem'],
    ['tiktok', 'https://tiktok.com:8443/@reem'],
    ['snapchat', '@reem'],
  ] as const)('refuses %s %s', (platform, typed) => {
    expect(socialLinkUrl(platform, typed)).toBeNull();
  });
});
