import { describe, expect, it } from 'vitest';
import { chatHref, documentsHref } from './vehicle-links';

describe('vehicle links', () => {
  it.each([
    [42, undefined, '/ai-chat?tokenId=42'],
    [42, '', '/ai-chat?tokenId=42'],
    [7, 'Is my car ready for a 500 km trip?', '/ai-chat?tokenId=7&q=Is+my+car+ready+for+a+500+km+trip%3F'],
    [7, 'a&b=c', '/ai-chat?tokenId=7&q=a%26b%3Dc'],
  ])('chat for %d asking %j is %s', (tokenId, q, href) => expect(chatHref(tokenId, q)).toBe(href));

  it('round-trips the question through the address', () => {
    const q = 'What does P0301 mean & cost?';
    expect(new URL(chatHref(1, q), 'http://x').searchParams.get('q')).toBe(q);
  });

  it.each([
    [{ name: 'My Car', tokenId: 5 }, '/documents?vehicle=My+Car&tokenId=5'],
    [{ name: 'Ürs & Co', tokenId: 999999 }, '/documents?vehicle=%C3%9Crs+%26+Co&tokenId=999999'],
  ])('documents for %j is %s', (vehicle, href) => expect(documentsHref(vehicle)).toBe(href));
});
