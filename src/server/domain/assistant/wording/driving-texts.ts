/**
 * The texts of trips, driving and an electric car's battery over time, in English, Spanish, German and French.
 * Values arrive formatted (distances, days, moments, percentages); counts arrive as numbers for each language's plural.
 */
import type { EventCounts } from '../../../../shared/api/trips';
import type { Language } from '../understanding/language';

export interface DrivingTexts {
  /** a single day the owner named by its weekday: "on Saturday, Nov 21, 2026" */
  onDay(weekday: string, date: string): string;
  none(period: string): string;
  count(count: number, period: string, distance: string, duration: string): string;
  longest(distance: string, when: string, route: string | null, duration: string): string;
  route(from: string, to: string): string;
  trip(when: string, route: string | null, distance: string, duration: string, ongoing: boolean): string;
  tripsHeading: string;
  more(count: number): string;
  unknownPlace: string;
  noLocation: string;
  score(period: string, value: number): string;
  scoreNone(period: string): string;
  events: Record<keyof EventCounts, [one: string, many: string]>;
  eventsIn(list: string, distance: string): string;
  /** said beside other harsh events when there was no harsh braking */
  noBraking: string;
  noEvents(distance: string): string;
  idle(duration: string): string;
  notRead: string;
  battery: {
    notPlugIn(name: string): string;
    notRead(name: string): string;
    drain(percent: string, days: number): string;
    drainKwh(kwh: string, days: number): string;
    drainNone(days: number): string;
    fullRange(distance: string, day: string): string;
    fullRangeFrom(distance: string, day: string): string;
    fullRangeNone: string;
    health(percent: string): string;
    capacity(kwh: string): string;
    change(change: string, since: string): string;
    steady(since: string): string;
    healthNone: string;
  };
}

const EN: DrivingTexts = {
  noBraking: 'no harsh braking',
  onDay: (weekday, date) => `on ${weekday}, ${date}`,
  none: (period) => `No trips ${period}.`,
  count: (count, period, distance, duration) => `You made ${count === 1 ? '1 trip' : `${count} trips`} ${period}: ${distance} in all, ${duration} at the wheel.`,
  longest: (distance, when, route, duration) => `The longest was ${distance} on ${when}${route ? `, ${route}` : ''} (${duration}).`,
  route: (from, to) => `from ${from} to ${to}`,
  trip: (when, route, distance, duration, ongoing) => `${when}: ${route ? `${route}, ` : ''}${distance} (${duration})${ongoing ? ', still driving' : ''}`,
  tripsHeading: 'Trips:',
  more: (count) => `…and ${count === 1 ? '1 more trip' : `${count} more trips`}.`,
  unknownPlace: 'an unnamed place',
  noLocation: "The car does not share its location, so I can't say where the trips went; their figures come from its signals.",
  score: (period, value) => `Your driving score ${period}: ${value}/100.`,
  scoreNone: (period) => `No driving score ${period}: no distance was driven.`,
  events: {
    harshBraking: ['harsh brake', 'harsh brakes'],
    harshAcceleration: ['harsh acceleration', 'harsh accelerations'],
    harshCornering: ['harsh turn', 'harsh turns'],
    extremeBraking: ['emergency stop', 'emergency stops'],
    collision: ['possible collision', 'possible collisions'],
    speeding: ['minute over your speed limit', 'minutes over your speed limit'],
  },
  eventsIn: (list, distance) => `${list} in ${distance}.`,
  noEvents: (distance) => `No harsh braking, acceleration or cornering in ${distance}.`,
  idle: (duration) => `Idling: ${duration}.`,
  notRead: "I couldn't read the trips just now; try again in a moment.",
  battery: {
    notPlugIn: (name) => `${name} does not plug in: parked drain, range at 100% and battery health are tracked for electric cars and plug-in hybrids.`,
    notRead: (name) => `I couldn't read the battery history of ${name} just now; try again in a moment.`,
    drain: (percent, days) => `Parked and not charging, the battery loses about ${percent} per 24 hours (over the last ${days} days).`,
    drainKwh: (kwh, days) => `That is ${kwh} lost while parked over the last ${days} days.`,
    drainNone: (days) => `The car was not parked long enough in the last ${days} days to measure how much it loses.`,
    fullRange: (distance, day) => `At 100% charge the car would go about ${distance} (${day}).`,
    fullRangeFrom: (distance, day) => `On ${day} it was ${distance}.`,
    fullRangeNone: 'No range at 100% yet: the car has not reported its range at a charge level of 20% or more.',
    health: (percent) => `Battery health: ${percent} of its original capacity, as the car reports it.`,
    capacity: (kwh) => `Estimated battery capacity: ${kwh}, from the energy your charges added.`,
    change: (change, since) => `That is ${change} since ${since}.`,
    steady: (since) => `Unchanged since ${since}: no sign of degradation.`,
    healthNone: "I can't tell the battery's health yet: the car reports no state of health, and no charge added enough to estimate its capacity.",
  },
};

const ES: DrivingTexts = {
  noBraking: 'ningún frenazo brusco',
  onDay: (weekday, date) => `el ${weekday} ${date}`,
  none: (period) => `Ningún viaje ${period}.`,
  count: (count, period, distance, duration) => `Hiciste ${count === 1 ? '1 viaje' : `${count} viajes`} ${period}: ${distance} en total, ${duration} al volante.`,
  longest: (distance, when, route, duration) => `El más largo fue de ${distance} el ${when}${route ? `, ${route}` : ''} (${duration}).`,
  route: (from, to) => `de ${from} a ${to}`,
  trip: (when, route, distance, duration, ongoing) => `${when}: ${route ? `${route}, ` : ''}${distance} (${duration})${ongoing ? ', todavía en marcha' : ''}`,
  tripsHeading: 'Viajes:',
  more: (count) => `…y ${count === 1 ? '1 viaje más' : `${count} viajes más`}.`,
  unknownPlace: 'un lugar sin nombre',
  noLocation: 'El coche no comparte su ubicación, así que no puedo decir adónde fueron los viajes; sus cifras vienen de sus señales.',
  score: (period, value) => `Tu puntuación de conducción ${period}: ${value}/100.`,
  scoreNone: (period) => `No hay puntuación de conducción ${period}: no se recorrió ninguna distancia.`,
  events: {
    harshBraking: ['frenazo brusco', 'frenazos bruscos'],
    harshAcceleration: ['acelerón brusco', 'acelerones bruscos'],
    harshCornering: ['giro brusco', 'giros bruscos'],
    extremeBraking: ['frenada de emergencia', 'frenadas de emergencia'],
    collision: ['posible colisión', 'posibles colisiones'],
    speeding: ['minuto por encima de tu límite de velocidad', 'minutos por encima de tu límite de velocidad'],
  },
  eventsIn: (list, distance) => `${list} en ${distance}.`,
  noEvents: (distance) => `Ningún frenazo, acelerón ni giro brusco en ${distance}.`,
  idle: (duration) => `Al ralentí: ${duration}.`,
  notRead: 'No he podido leer los viajes ahora mismo; inténtalo de nuevo en un momento.',
  battery: {
    notPlugIn: (name) => `${name} no se enchufa: la descarga aparcado, la autonomía al 100 % y la salud de la batería se siguen en coches eléctricos e híbridos enchufables.`,
    notRead: (name) => `No he podido leer el historial de la batería de ${name} ahora mismo; inténtalo de nuevo en un momento.`,
    drain: (percent, days) => `Aparcado y sin cargar, la batería pierde alrededor de ${percent} cada 24 horas (en los últimos ${days} días).`,
    drainKwh: (kwh, days) => `Son ${kwh} perdidos aparcado en los últimos ${days} días.`,
    drainNone: (days) => `El coche no estuvo aparcado el tiempo suficiente en los últimos ${days} días para medir cuánto pierde.`,
    fullRange: (distance, day) => `Al 100 % de carga el coche recorrería unos ${distance} (${day}).`,
    fullRangeFrom: (distance, day) => `El ${day} eran ${distance}.`,
    fullRangeNone: 'Aún no hay autonomía al 100 %: el coche no ha informado de su autonomía con un nivel de carga del 20 % o más.',
    health: (percent) => `Salud de la batería: ${percent} de su capacidad original, según informa el coche.`,
    capacity: (kwh) => `Capacidad estimada de la batería: ${kwh}, a partir de la energía que añadieron tus cargas.`,
    change: (change, since) => `Son ${change} desde el ${since}.`,
    steady: (since) => `Sin cambios desde el ${since}: ningún signo de degradación.`,
    healthNone: 'Todavía no puedo saber la salud de la batería: el coche no informa de su estado de salud y ninguna carga añadió lo suficiente para estimar su capacidad.',
  },
};

const DE: DrivingTexts = {
  noBraking: 'kein starkes Bremsen',
  onDay: (weekday, date) => `am ${weekday}, ${date}`,
  none: (period) => `Keine Fahrten ${period}.`,
  count: (count, period, distance, duration) => `Sie hatten ${count === 1 ? '1 Fahrt' : `${count} Fahrten`} ${period}: insgesamt ${distance}, ${duration} am Steuer.`,
  longest: (distance, when, route, duration) => `Die längste waren ${distance} am ${when}${route ? `, ${route}` : ''} (${duration}).`,
  route: (from, to) => `von ${from} nach ${to}`,
  trip: (when, route, distance, duration, ongoing) => `${when}: ${route ? `${route}, ` : ''}${distance} (${duration})${ongoing ? ', noch unterwegs' : ''}`,
  tripsHeading: 'Fahrten:',
  more: (count) => `…und ${count === 1 ? '1 weitere Fahrt' : `${count} weitere Fahrten`}.`,
  unknownPlace: 'einem unbenannten Ort',
  noLocation: 'Das Auto teilt seinen Standort nicht, daher kann ich nicht sagen, wohin die Fahrten gingen; ihre Zahlen stammen aus seinen Signalen.',
  score: (period, value) => `Ihre Fahrbewertung ${period}: ${value}/100.`,
  scoreNone: (period) => `Keine Fahrbewertung ${period}: Es wurde keine Strecke gefahren.`,
  events: {
    harshBraking: ['starke Bremsung', 'starke Bremsungen'],
    harshAcceleration: ['starke Beschleunigung', 'starke Beschleunigungen'],
    harshCornering: ['scharfe Kurvenfahrt', 'scharfe Kurvenfahrten'],
    extremeBraking: ['Notbremsung', 'Notbremsungen'],
    collision: ['mögliche Kollision', 'mögliche Kollisionen'],
    speeding: ['Minute über Ihrem Tempolimit', 'Minuten über Ihrem Tempolimit'],
  },
  eventsIn: (list, distance) => `${list} auf ${distance}.`,
  noEvents: (distance) => `Kein starkes Bremsen, Beschleunigen oder Kurvenfahren auf ${distance}.`,
  idle: (duration) => `Leerlauf: ${duration}.`,
  notRead: 'Ich konnte die Fahrten gerade nicht lesen; versuchen Sie es gleich noch einmal.',
  battery: {
    notPlugIn: (name) => `${name} wird nicht eingesteckt: Verlust im Stand, Reichweite bei 100 % und Batteriegesundheit gibt es für Elektroautos und Plug-in-Hybride.`,
    notRead: (name) => `Ich konnte den Batterieverlauf von ${name} gerade nicht lesen; versuchen Sie es gleich noch einmal.`,
    drain: (percent, days) => `Geparkt und ohne zu laden verliert die Batterie etwa ${percent} pro 24 Stunden (in den letzten ${days} Tagen).`,
    drainKwh: (kwh, days) => `Das sind ${kwh}, die in den letzten ${days} Tagen im Stand verloren gingen.`,
    drainNone: (days) => `Das Auto stand in den letzten ${days} Tagen nicht lange genug, um den Verlust zu messen.`,
    fullRange: (distance, day) => `Bei 100 % Ladung käme das Auto etwa ${distance} weit (${day}).`,
    fullRangeFrom: (distance, day) => `Am ${day} waren es ${distance}.`,
    fullRangeNone: 'Noch keine Reichweite bei 100 %: Das Auto hat seine Reichweite bei einem Ladestand von 20 % oder mehr nicht gemeldet.',
    health: (percent) => `Batteriegesundheit: ${percent} der ursprünglichen Kapazität, wie das Auto sie meldet.`,
    capacity: (kwh) => `Geschätzte Batteriekapazität: ${kwh}, aus der Energie, die Ihre Ladevorgänge hinzugefügt haben.`,
    change: (change, since) => `Das sind ${change} seit dem ${since}.`,
    steady: (since) => `Unverändert seit dem ${since}: kein Zeichen von Alterung.`,
    healthNone: 'Ich kann die Batteriegesundheit noch nicht beurteilen: Das Auto meldet keinen Gesundheitszustand, und kein Ladevorgang hat genug hinzugefügt, um die Kapazität zu schätzen.',
  },
};

const FR: DrivingTexts = {
  noBraking: 'aucun freinage brusque',
  onDay: (weekday, date) => `le ${weekday} ${date}`,
  none: (period) => `Aucun trajet ${period}.`,
  count: (count, period, distance, duration) => `Vous avez fait ${count === 1 ? '1 trajet' : `${count} trajets`} ${period} : ${distance} au total, ${duration} au volant.`,
  longest: (distance, when, route, duration) => `Le plus long a fait ${distance} le ${when}${route ? `, ${route}` : ''} (${duration}).`,
  route: (from, to) => `de ${from} à ${to}`,
  trip: (when, route, distance, duration, ongoing) => `${when} : ${route ? `${route}, ` : ''}${distance} (${duration})${ongoing ? ', encore en route' : ''}`,
  tripsHeading: 'Trajets :',
  more: (count) => `…et ${count === 1 ? '1 autre trajet' : `${count} autres trajets`}.`,
  unknownPlace: 'un lieu sans nom',
  noLocation: 'La voiture ne partage pas sa position, je ne peux donc pas dire où sont allés les trajets ; leurs chiffres viennent de ses signaux.',
  score: (period, value) => `Votre note de conduite ${period} : ${value}/100.`,
  scoreNone: (period) => `Pas de note de conduite ${period} : aucune distance parcourue.`,
  events: {
    harshBraking: ['freinage brusque', 'freinages brusques'],
    harshAcceleration: ['accélération brusque', 'accélérations brusques'],
    harshCornering: ['virage brusque', 'virages brusques'],
    extremeBraking: ['freinage d’urgence', 'freinages d’urgence'],
    collision: ['collision possible', 'collisions possibles'],
    speeding: ['minute au-dessus de votre limite de vitesse', 'minutes au-dessus de votre limite de vitesse'],
  },
  eventsIn: (list, distance) => `${list} sur ${distance}.`,
  noEvents: (distance) => `Aucun freinage, accélération ou virage brusque sur ${distance}.`,
  idle: (duration) => `Ralenti : ${duration}.`,
  notRead: 'Je n’ai pas pu lire les trajets pour l’instant ; réessayez dans un moment.',
  battery: {
    notPlugIn: (name) => `${name} ne se branche pas : la perte à l’arrêt, l’autonomie à 100 % et la santé de la batterie sont suivies pour les voitures électriques et les hybrides rechargeables.`,
    notRead: (name) => `Je n’ai pas pu lire l’historique de la batterie de ${name} pour l’instant ; réessayez dans un moment.`,
    drain: (percent, days) => `Garée et sans charger, la batterie perd environ ${percent} par 24 heures (sur les ${days} derniers jours).`,
    drainKwh: (kwh, days) => `Soit ${kwh} perdus à l’arrêt sur les ${days} derniers jours.`,
    drainNone: (days) => `La voiture n’est pas restée garée assez longtemps ces ${days} derniers jours pour mesurer sa perte.`,
    fullRange: (distance, day) => `À 100 % de charge, la voiture ferait environ ${distance} (${day}).`,
    fullRangeFrom: (distance, day) => `Le ${day}, c’était ${distance}.`,
    fullRangeNone: 'Pas encore d’autonomie à 100 % : la voiture n’a pas indiqué son autonomie à un niveau de charge de 20 % ou plus.',
    health: (percent) => `Santé de la batterie : ${percent} de sa capacité d’origine, selon la voiture.`,
    capacity: (kwh) => `Capacité estimée de la batterie : ${kwh}, d’après l’énergie ajoutée par vos recharges.`,
    change: (change, since) => `Soit ${change} depuis le ${since}.`,
    steady: (since) => `Inchangée depuis le ${since} : aucun signe de dégradation.`,
    healthNone: 'Je ne peux pas encore juger la santé de la batterie : la voiture n’indique pas son état de santé et aucune recharge n’a ajouté assez pour estimer sa capacité.',
  },
};

export const DRIVING_TEXTS: Record<Language, DrivingTexts> = { en: EN, es: ES, de: DE, fr: FR };
