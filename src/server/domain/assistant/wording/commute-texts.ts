/**
 * The texts of the commute answer (trips between the owner's Home and Work places) and of the battery over a year, in
 * English, Spanish, German and French. Values arrive formatted; counts arrive as numbers for each language's plural.
 */
import type { Language } from '../understanding/language';

export interface CommuteTexts {
  /** "12 trips between Home and Work this month: 184 km" */
  total(count: number, period: string, distance: string): string;
  cost(money: string): string;
  /** trips whose cost is unknown (no price set, or no energy figure) */
  unpriced(count: number): string;
  noPrice: string;
  none(period: string): string;
  /** which of the two places is not named: 'home', 'work' or both */
  notNamed(missing: 'home' | 'work' | 'both'): string;
  noLocation: string;
  /** the next best fact, said as such */
  weekdays(count: number, period: string, distance: string, money: string | null): string;
  notRead: string;
}

export interface BatteryYearTexts {
  health(value: string, change: string | null, months: number, since: string): string;
  capacity(value: string, change: string | null, months: number, since: string): string;
  reported(days: number): string;
  estimated(days: number): string;
  range(value: string, change: { amount: string; direction: number } | null, since: string): string;
  none: string;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const EN: CommuteTexts = {
  total: (count, period, distance) => `Your commute ${period}: ${plural(count, 'trip', 'trips')} between Home and Work, ${distance} in all.`,
  cost: (money) => `At your price it cost ${money}.`,
  unpriced: (count) => `${plural(count, 'trip has', 'trips have')} no cost (no energy figure) and ${count === 1 ? 'is' : 'are'} left out of it.`,
  noPrice: 'I can’t put a cost on it: set your fuel or electricity price in Settings.',
  none: (period) => `No trips between Home and Work ${period}.`,
  notNamed: (missing) =>
    `I can’t tell which trips are your commute: you haven’t named ${missing === 'both' ? 'a Home and a Work place' : missing === 'home' ? 'a Home place' : 'a Work place'} yet (Settings → Places).`,
  noLocation: 'The car doesn’t share its location, so its trips have no places and I can’t tell which are your commute.',
  weekdays: (count, period, distance, money) => `The closest figure I have: all weekday trips ${period} — ${plural(count, 'trip', 'trips')}, ${distance}${money ? `, costing ${money}` : ''}.`,
  notRead: 'I couldn’t read the trips just now; try again in a moment.',
};

const ES: CommuteTexts = {
  total: (count, period, distance) => `Tus trayectos al trabajo ${period}: ${plural(count, 'viaje', 'viajes')} entre Casa y Trabajo, ${distance} en total.`,
  cost: (money) => `A tu precio costaron ${money}.`,
  unpriced: (count) => `${plural(count, 'viaje no tiene', 'viajes no tienen')} coste (sin dato de energía) y ${count === 1 ? 'queda fuera' : 'quedan fuera'}.`,
  noPrice: 'No puedo calcular el coste: indica tu precio del combustible o de la electricidad en Ajustes.',
  none: (period) => `Ningún viaje entre Casa y Trabajo ${period}.`,
  notNamed: (missing) =>
    `No puedo saber qué viajes son tus trayectos al trabajo: aún no has nombrado ${missing === 'both' ? 'un lugar Casa y un lugar Trabajo' : missing === 'home' ? 'un lugar Casa' : 'un lugar Trabajo'} (Ajustes → Lugares).`,
  noLocation: 'El coche no comparte su ubicación, así que sus viajes no tienen lugares y no puedo saber cuáles son tus trayectos al trabajo.',
  weekdays: (count, period, distance, money) => `Lo más parecido que tengo: todos los viajes entre semana ${period}: ${plural(count, 'viaje', 'viajes')}, ${distance}${money ? `, con un coste de ${money}` : ''}.`,
  notRead: 'No he podido leer los viajes ahora mismo; inténtalo de nuevo en un momento.',
};

const DE: CommuteTexts = {
  total: (count, period, distance) => `Ihr Arbeitsweg ${period}: ${plural(count, 'Fahrt', 'Fahrten')} zwischen Zuhause und Arbeit, insgesamt ${distance}.`,
  cost: (money) => `Zu Ihrem Preis kostete das ${money}.`,
  unpriced: (count) => `${plural(count, 'Fahrt hat', 'Fahrten haben')} keine Kosten (keine Energieangabe) und ${count === 1 ? 'fehlt' : 'fehlen'} darin.`,
  noPrice: 'Ich kann keine Kosten angeben: Tragen Sie Ihren Kraftstoff- oder Strompreis in den Einstellungen ein.',
  none: (period) => `Keine Fahrten zwischen Zuhause und Arbeit ${period}.`,
  notNamed: (missing) =>
    `Ich kann nicht sagen, welche Fahrten Ihr Arbeitsweg sind: Sie haben noch ${missing === 'both' ? 'keinen Ort Zuhause und keinen Ort Arbeit' : missing === 'home' ? 'keinen Ort Zuhause' : 'keinen Ort Arbeit'} benannt (Einstellungen → Orte).`,
  noLocation: 'Das Auto teilt seinen Standort nicht, daher haben seine Fahrten keine Orte und ich kann den Arbeitsweg nicht erkennen.',
  weekdays: (count, period, distance, money) => `Die nächstbeste Zahl: alle Fahrten an Werktagen ${period} – ${plural(count, 'Fahrt', 'Fahrten')}, ${distance}${money ? `, Kosten ${money}` : ''}.`,
  notRead: 'Ich konnte die Fahrten gerade nicht lesen; versuchen Sie es gleich noch einmal.',
};

const FR: CommuteTexts = {
  total: (count, period, distance) => `Vos trajets domicile-travail ${period} : ${plural(count, 'trajet', 'trajets')} entre Domicile et Travail, ${distance} au total.`,
  cost: (money) => `À votre prix, ils ont coûté ${money}.`,
  unpriced: (count) => `${plural(count, 'trajet n’a', 'trajets n’ont')} pas de coût (pas de donnée d’énergie) et ${count === 1 ? 'n’est pas compté' : 'ne sont pas comptés'}.`,
  noPrice: 'Je ne peux pas en donner le coût : indiquez votre prix du carburant ou de l’électricité dans les Réglages.',
  none: (period) => `Aucun trajet entre Domicile et Travail ${period}.`,
  notNamed: (missing) =>
    `Je ne peux pas savoir quels trajets sont vos trajets domicile-travail : vous n’avez pas encore nommé ${missing === 'both' ? 'de lieu Domicile ni de lieu Travail' : missing === 'home' ? 'de lieu Domicile' : 'de lieu Travail'} (Réglages → Lieux).`,
  noLocation: 'La voiture ne partage pas sa position : ses trajets n’ont pas de lieux et je ne peux pas reconnaître vos trajets domicile-travail.',
  weekdays: (count, period, distance, money) => `Le chiffre le plus proche : tous les trajets en semaine ${period} — ${plural(count, 'trajet', 'trajets')}, ${distance}${money ? `, pour ${money}` : ''}.`,
  notRead: 'Je n’ai pas pu lire les trajets pour l’instant ; réessayez dans un moment.',
};

export const COMMUTE_TEXTS: Record<Language, CommuteTexts> = { en: EN, es: ES, de: DE, fr: FR };

const months = { en: ['month', 'months'], es: ['mes', 'meses'], de: ['Monat', 'Monaten'], fr: ['mois', 'mois'] } as const;
const inMonths = (lang: Language, n: number) => plural(n, months[lang][0], months[lang][1]);

export const BATTERY_YEAR_TEXTS: Record<Language, BatteryYearTexts> = {
  en: {
    health: (value, change, n, since) => `Battery health is ${value} of its original capacity${change === null ? '' : change === '0' ? `, unchanged in ${inMonths('en', n)} (since ${since})` : `, ${change} points in ${inMonths('en', n)} (since ${since})`}.`,
    capacity: (value, change, n, since) => `Its usable capacity is about ${value}${change === null ? '' : change === '0' ? `, unchanged in ${inMonths('en', n)} (since ${since})` : `, ${change} kWh in ${inMonths('en', n)} (since ${since})`}.`,
    reported: (days) => `Reported by the car, on ${plural(days, 'day', 'days')} over the last 12 months.`,
    estimated: (days) => `Estimated from ${plural(days, 'day', 'days')} with a charge, since the car does not report its state of health.`,
    range: (value, change, since) => `Range at 100% is about ${value}${change === null ? '' : change.direction < 0 ? `, ${change.amount} less than in ${since}` : change.direction > 0 ? `, ${change.amount} more than in ${since}` : `, the same as in ${since}`}.`,
    none: 'There is no battery history over the last 12 months yet.',
  },
  es: {
    health: (value, change, n, since) => `La salud de la batería es del ${value} de su capacidad original${change === null ? '' : change === '0' ? `, sin cambios en ${inMonths('es', n)} (desde ${since})` : `, ${change} puntos en ${inMonths('es', n)} (desde ${since})`}.`,
    capacity: (value, change, n, since) => `Su capacidad útil es de unos ${value}${change === null ? '' : change === '0' ? `, sin cambios en ${inMonths('es', n)} (desde ${since})` : `, ${change} kWh en ${inMonths('es', n)} (desde ${since})`}.`,
    reported: (days) => `Según informa el coche, en ${plural(days, 'día', 'días')} de los últimos 12 meses.`,
    estimated: (days) => `Estimada a partir de ${plural(days, 'día', 'días')} con carga, porque el coche no informa de su estado de salud.`,
    range: (value, change, since) => `La autonomía al 100 % es de unos ${value}${change === null ? '' : change.direction < 0 ? `, ${change.amount} menos que en ${since}` : change.direction > 0 ? `, ${change.amount} más que en ${since}` : `, igual que en ${since}`}.`,
    none: 'Aún no hay historial de la batería en los últimos 12 meses.',
  },
  de: {
    health: (value, change, n, since) => `Die Batteriegesundheit liegt bei ${value} der ursprünglichen Kapazität${change === null ? '' : change === '0' ? `, unverändert in ${inMonths('de', n)} (seit ${since})` : `, ${change} Punkte in ${inMonths('de', n)} (seit ${since})`}.`,
    capacity: (value, change, n, since) => `Die nutzbare Kapazität beträgt etwa ${value}${change === null ? '' : change === '0' ? `, unverändert in ${inMonths('de', n)} (seit ${since})` : `, ${change} kWh in ${inMonths('de', n)} (seit ${since})`}.`,
    reported: (days) => `Vom Auto gemeldet, an ${plural(days, 'Tag', 'Tagen')} der letzten 12 Monate.`,
    estimated: (days) => `Geschätzt aus ${plural(days, 'Tag', 'Tagen')} mit einem Ladevorgang, da das Auto keinen Gesundheitszustand meldet.`,
    range: (value, change, since) => `Die Reichweite bei 100 % beträgt etwa ${value}${change === null ? '' : change.direction < 0 ? `, ${change.amount} weniger als im ${since}` : change.direction > 0 ? `, ${change.amount} mehr als im ${since}` : `, genauso viel wie im ${since}`}.`,
    none: 'Noch kein Batterieverlauf über die letzten 12 Monate.',
  },
  fr: {
    health: (value, change, n, since) => `La santé de la batterie est de ${value} de sa capacité d’origine${change === null ? '' : change === '0' ? `, inchangée en ${inMonths('fr', n)} (depuis ${since})` : `, ${change} points en ${inMonths('fr', n)} (depuis ${since})`}.`,
    capacity: (value, change, n, since) => `Sa capacité utile est d’environ ${value}${change === null ? '' : change === '0' ? `, inchangée en ${inMonths('fr', n)} (depuis ${since})` : `, ${change} kWh en ${inMonths('fr', n)} (depuis ${since})`}.`,
    reported: (days) => `Indiquée par la voiture, sur ${plural(days, 'jour', 'jours')} des 12 derniers mois.`,
    estimated: (days) => `Estimée à partir de ${plural(days, 'jour', 'jours')} avec une recharge, car la voiture n’indique pas son état de santé.`,
    range: (value, change, since) => `L’autonomie à 100 % est d’environ ${value}${change === null ? '' : change.direction < 0 ? `, ${change.amount} de moins qu’en ${since}` : change.direction > 0 ? `, ${change.amount} de plus qu’en ${since}` : `, la même qu’en ${since}`}.`,
    none: 'Pas encore d’historique de la batterie sur les 12 derniers mois.',
  },
};
