import { describe, expect, it } from 'vitest';
import { loadLabelledSet } from '../../../../../bench/chat/score';
import { detectLanguage, type Language } from '../understanding/language';
import { understand } from '../understanding/understand';
import { askBack } from './ask-back';
import { wordingIn } from './wording';

describe('asking back', () => {
  const set = loadLabelledSet();
  const onEv = { today: set.today, vehicles: set.vehicles, selected: 'ev6' };
  const questions: Record<Language, string[]> = {
    en: ['battery?', 'service?', 'how much?', 'how is the Toyota?'],
    es: ['¿y la batería?', '¿la revisión?', '¿cuánto?', '¿cómo está el Toyota?'],
    de: ['und die Batterie?', 'Wartung?', 'wie viel?', 'Wie geht es dem Toyota?'],
    fr: ['et la batterie ?', "et l'entretien ?", 'combien ?', 'Comment va la Toyota ?'],
  };

  it.each(Object.entries(questions) as [Language, string[]][])('asks back in %s, and each offered option sent back picks that option', (lang, asked) => {
    for (const question of asked) {
      const u = understand(question, onEv);
      expect(u.lang, question).toBe(lang);
      const answer = askBack(u.ambiguity!, wordingIn(lang));
      expect(detectLanguage(answer.content), answer.content).toBe(lang);
      const chips = answer.metadata.followUpQuestions ?? [];
      expect(chips.length, question).toBe(u.ambiguity!.options.length);
      chips.forEach((chip, i) => {
        const picked = understand(chip, { ...onEv, history: [question] });
        const option = u.ambiguity!.options[i];
        expect(picked.lang, chip).toBe(lang);
        if ('topic' in option) expect(picked.topics, chip).toEqual([option.topic]);
        else expect(picked.entities.vehicles, chip).toEqual([option.key]);
      });
    }
  });

  it('words the question as "did you mean A or B?"', () => {
    const ask = (q: string, lang: Language = 'en') => askBack(understand(q, onEv).ambiguity!, wordingIn(lang)).content;
    expect(ask('battery?')).toBe('Do you mean the 12 V battery or the charge level of the high-voltage battery?');
    expect(ask('how is the Toyota?')).toBe('Which one: the 2019 Toyota Camry or the 2020 Toyota RAV4 Hybrid?');
    expect(ask('how much?')).toBe('Do you mean how much you spent, how much fuel or charge is left or how much you drove?');
    expect(ask('Wie geht es dem Toyota?', 'de')).toBe('Welches meinst du: den 2019 Toyota Camry oder den 2020 Toyota RAV4 Hybrid?');
    expect(ask('¿la revisión?', 'es')).toBe('¿Te refieres a cuándo toca la próxima revisión o lo que costaron las revisiones anteriores?');
  });
});
