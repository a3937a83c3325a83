import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@shared/languages';
import { understand } from '../../../server/domain/assistant/understanding/understand';
import { CHAT_WORDING } from './chat-wording';

describe('chat page texts per language', () => {
  const english = CHAT_WORDING.en.quickActions.map((a) => understand(a.question, { today: '2026-06-17' }).topics);

  it('asks the same four things in every language, and the assistant reads each in its language', () => {
    expect(english).toEqual([['health'], ['trip'], ['maintenance'], ['usage']]);
    for (const lang of LANGUAGES) {
      const read = CHAT_WORDING[lang].quickActions.map((a) => understand(a.question, { today: '2026-06-17' }));
      expect(read.map((u) => u.topics), lang).toEqual(english);
      expect(read.map((u) => u.lang), lang).toEqual([lang, lang, lang, lang]);
    }
  });

  it('translates the buttons and the page, not only the greeting', () => {
    for (const lang of ['es', 'de', 'fr'] as const) {
      const t = CHAT_WORDING[lang];
      CHAT_WORDING.en.quickActions.forEach((a, i) => expect(t.quickActions[i].question, lang).not.toBe(a.question));
      for (const key of ['title', 'placeholder', 'send', 'allVehicles', 'selectCarLabel', 'followUps'] as const) expect(t[key], `${lang} ${key}`).not.toBe(CHAT_WORDING.en[key]);
    }
  });
});
