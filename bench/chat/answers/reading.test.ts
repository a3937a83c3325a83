import { describe, expect, it } from 'vitest';
import { mentionsDay, readQuantities } from './reading';

const kinds = (text: string, lang: 'en' | 'es' | 'de' | 'fr', names: string[] = []) => readQuantities(text, lang, names).map((q) => [q.kind, Math.round(q.value * 100) / 100, q.currency].filter((x) => x !== undefined));

describe('reading an answer as an owner would', () => {
  it('reads each language’s number format with its unit', () => {
    expect(kinds('Odometer: 125,704 km. Fuel: 81% (about 49 l).', 'en')).toEqual([['distance', 125704], ['percent', 81], ['volume', 49]]);
    expect(kinds('Cuentakilómetros: 125.704 km; 10,2 l/100 km.', 'es')).toEqual([['distance', 125704], ['consumption', 10.2]]);
    expect(kinds('Die Batterie hat 11,7 V, der Reifen 164 kPa.', 'de')).toEqual([['voltage', 11.7], ['pressure', 164]]);
    expect(kinds('Vous avez dépensé 729,90 $US : 4 véhicules, 1 288 km.', 'fr')).toEqual([['money', 729.9, 'USD'], ['bare', 4], ['distance', 1288]]);
    expect(kinds('Coolant reads -4 °C; tyres 227-239 kPa; 30 mph', 'en')).toEqual([['temperature', -4], ['pressure', 227], ['pressure', 239], ['speed', 48.28]]);
  });

  it('leaves out names, codes, identifiers, dates and the name of the 12 V battery', () => {
    expect(kinds('2017 Ford Mustang: P0AA6 stored, policy HX-4471-2290, on 2026-06-15; your 12 V battery reads 12.6 V.', 'en', ['2017 Ford Mustang'])).toEqual([['voltage', 12.6]]);
    expect(kinds('Tu batería de 12 V marca 11,7 V el 17 de junio de 2026.', 'es')).toEqual([['voltage', 11.7]]);
    expect(kinds('Gesundheit 40/100, € 65,00', 'de')).toEqual([['score', 40], ['money', 65, 'EUR']]);
  });

  it('finds a day written any usual way, or its weekday', () => {
    expect(mentionsDay('on June 15, 2027', '2027-06-15', 'en')).toBe(true);
    expect(mentionsDay('el 15 de junio de 2027', '2027-06-15', 'es')).toBe(true);
    expect(mentionsDay('am 15. Juni 2027', '2027-06-15', 'de')).toBe(true);
    expect(mentionsDay('le 15 juin 2027', '2027-06-15', 'fr')).toBe(true);
    expect(mentionsDay('am Dienstag', '2026-11-24', 'de')).toBe(true);
    expect(mentionsDay('on June 16, 2027', '2027-06-15', 'en')).toBe(false);
  });
});
