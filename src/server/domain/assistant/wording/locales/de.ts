import type { PaperKind } from '../../facts/document-facts';
import { formatNumberIn } from '../locale-format';
import type { Messages } from './en';

const n = (value: number) => formatNumberIn('de', value);
const plural = (count: number, one: string, many: string) => `${n(count)} ${count === 1 ? one : many}`;

const PAPER: Record<PaperKind, string> = { registration: 'Zulassung', insurance: 'Versicherung' };
const SYSTEMS: Record<string, string> = {
  'Brakes and cruise control': 'Bremsen und Tempomat',
  'Climate and power steering': 'Klimaanlage und Servolenkung',
  'Computer and outputs': 'Steuergerät und Ausgänge',
  Emissions: 'Abgasreinigung',
  'Engine auxiliaries': 'Motor-Nebenaggregate',
  'Engine cooling': 'Motorkühlung',
  'Engine protection': 'Motorschutz',
  'Fuel and air metering': 'Kraftstoff- und Luftzumessung',
  'Fuel injection': 'Kraftstoffeinspritzung',
  'Fuel level': 'Kraftstoffstand',
  'Hybrid / EV propulsion': 'Hybrid- / Elektroantrieb',
  'Ignition / misfire': 'Zündung / Zündaussetzer',
  'Ignition and engine position sensors': 'Zünd- und Motorpositionssensoren',
  'Oxygen sensor heaters': 'Lambdasonden-Heizung',
  'Oxygen sensors': 'Lambdasonden',
  'Speed and idle control': 'Geschwindigkeits- und Leerlaufregelung',
  'Starting and charging': 'Starten und Laden',
  Transmission: 'Getriebe',
  'Turbocharger / supercharger': 'Turbolader / Kompressor',
  'Variable valve timing': 'Variable Ventilsteuerung',
  Unknown: 'Unbekannt',
};

export const de: Messages = {
  common: {
    and: 'und',
    relativeDays: (days, abs) =>
      days === 0 ? 'heute' : days === 1 ? 'morgen' : days === -1 ? 'gestern' : days > 1 ? `in ${abs} Tagen` : `vor ${abs} Tagen`,
  },
  status: { optimal: 'optimal', attention: 'Aufmerksamkeit nötig', service: 'Werkstatt nötig' },
  severity: { critical: 'kritisch', high: 'hoch', medium: 'mittel', low: 'niedrig' },
  dtcSystem: (system) => SYSTEMS[system] ?? system,
  tyres: { frontLeft: 'vorne links', frontRight: 'vorne rechts', rearLeft: 'hinten links', rearRight: 'hinten rechts' },
  errors: {
    noVehicleSelected: 'Kein Fahrzeug ausgewählt. Bitte verbinden Sie ein Fahrzeug über DIMO oder wählen Sie eines in Ihrem Dashboard.',
    noVehicleData:
      'Ich kann gerade nicht auf Ihre Fahrzeugdaten zugreifen. Möglicherweise funktioniert die MCP-Verbindung nicht, das Fahrzeug-Token wurde nicht gefunden, die Authentifizierung ist fehlgeschlagen oder das Fahrzeug ist nicht verbunden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    aiFailureWithData:
      'Der KI-Analysedienst macht gerade Probleme, aber ich sehe einige Fahrzeugdaten. Bitte versuchen Sie es später erneut oder wenden Sie sich an den Support, wenn das Problem bleibt.',
    fleetFailure: 'Ich kann gerade nicht alle Fahrzeuge analysieren. Bitte versuchen Sie es gleich noch einmal.',
    generic: 'Entschuldigung, bei der Analyse Ihres Fahrzeugs ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut oder prüfen Sie, ob die Dienste richtig konfiguriert sind.',
  },
  followUp: {
    health: 'Wie geht es meinem Auto insgesamt?',
    trip: 'Ist mein Auto bereit für eine lange Fahrt?',
    maintenanceDue: 'Welche Wartung steht bald an?',
    week: 'Wie viel bin ich diese Woche gefahren?',
    documents: 'Wann laufen meine Zulassung und meine Versicherung ab?',
    fleetFirst: 'Welches meiner Fahrzeuge braucht zuerst Aufmerksamkeit?',
    fleetTrip: 'Welche Fahrzeuge sind bereit für eine Fahrt?',
    fleetMaintenance: 'Welche Wartung steht bei all meinen Fahrzeugen an?',
    fleetUsage: 'Wie viel sind alle meine Fahrzeuge diese Woche gefahren?',
    aboutCode: (code) => `Was bedeutet ${code}?`,
  },
  signals: {
    missing: {
      voltage: 'Spannung der 12-V-Batterie',
      coolant: 'Kühlmitteltemperatur',
      tyres: 'Reifendruck',
      fuel: 'Tankfüllstand',
      charge: 'Ladestand der Batterie',
      troubleCodes: 'Fehlercodes',
    },
    voltageLow: {
      insight: (v) => `Die 12-V-Batterie hat ${v} V, weniger als die 12,0 V, die eine gesunde Batterie im Ruhezustand hält.`,
      recommendation: (v) => `Lassen Sie die 12-V-Batterie und das Ladesystem bald prüfen; bei ${v} V springt das Auto eventuell nicht an.`,
    },
    voltageHigh: {
      insight: (v) => `Das 12-V-Bordnetz zeigt ${v} V, mehr als die 15,0 V, unter denen ein Ladesystem bleiben sollte.`,
      recommendation: 'Lassen Sie Lichtmaschine und Spannungsregler auf Überladung prüfen.',
    },
    coolantHot: {
      insight: (c) => `Das Kühlmittel hat ${c} °C, über der Grenze von 110 °C: Der Motor überhitzt.`,
      recommendation: 'Halten Sie an, sobald es sicher ist, lassen Sie den Motor abkühlen, prüfen Sie den Kühlmittelstand und lassen Sie das Kühlsystem vor der Weiterfahrt prüfen.',
    },
    coolantCold: {
      insight: (c) => `Das Kühlmittel hat ${c} °C bei laufendem Motor, unter dem Betriebsbereich von 80-110 °C.`,
      recommendation: 'Wenn das Kühlmittel nach 15 Minuten Fahrt unter 80 °C bleibt, lassen Sie das Thermostat prüfen.',
    },
    engineLoad: {
      insight: (l) => `Die Motorlast liegt bei ${l} %, über den 80 %, die normales Fahren nicht überschreitet.`,
      recommendation: 'Bleibt die Motorlast bei normaler Fahrt über 80 %, lassen Sie Luftfilter, Zündung und Auspuff prüfen.',
    },
    intake: {
      insight: (c) => `Die Ansauglufttemperatur beträgt ${c} °C, außerhalb des Normalbereichs von 0-60 °C.`,
      recommendation: 'Lassen Sie den Ansauglufttemperatursensor prüfen und stellen Sie sicher, dass keine heiße Luft aus dem Motorraum angesaugt wird.',
    },
    barometric: {
      insight: (p) => `Der Luftdruck wird mit ${p} kPa gemessen, außerhalb der 80-120 kPa, die Luftdruck haben kann.`,
      recommendation: 'Ein Luftdruckwert außerhalb von 80-120 kPa deutet meist auf einen defekten Luftdruck- oder MAP-Sensor hin; lassen Sie ihn prüfen.',
    },
    rpm: {
      insight: (r) => `Der Motor lief beim letzten Messwert mit ${r} U/min, wo Verschleiß und Verbrauch steigen.`,
      recommendation: 'Schalten Sie früher hoch und vermeiden Sie hohe Drehzahlen, besonders bei kaltem Motor.',
    },
    tyreLow: {
      insight: (tyre, pressure) => `Der Reifen ${tyre} hat ${pressure}, unter dem Minimum von 200 kPa.`,
      recommendation: (tyre) => `Pumpen Sie den Reifen ${tyre} auf den Druck laut Aufkleber an der Fahrertür auf und prüfen Sie ihn auf einen schleichenden Plattfuß.`,
    },
    levelLow: {
      insight: (kind, percent) => `${kind === 'fuel' ? 'Der Tank' : 'Der Batterieladestand'} steht bei ${percent} %, unter 20 %.`,
      recommendation: (kind) => (kind === 'fuel' ? 'Bald tanken.' : 'Laden Sie die Batterie bald.'),
    },
    service: {
      overdue: (d) => `Die planmäßige Wartung ist seit ${d} überfällig.`,
      due: (d) => `Die planmäßige Wartung ist in ${d} fällig.`,
      recommendation: 'Buchen Sie die planmäßige Wartung.',
    },
    healthy: {
      battery: (v) => `12-V-Batterie (${v} V)`,
      coolant: (c) => `Kühlmittel (${c} °C)`,
      engineLoad: (l) => `Motorlast (${l} %)`,
      intake: (c) => `Ansaugluft (${c} °C)`,
      barometric: (p) => `Luftdruck (${p} kPa)`,
      tyres: (count, first, range) => `${count === 4 ? 'alle vier Reifen' : count === 1 ? `Reifen ${first}` : `${count} Reifen`} (${range})`,
      level: (kind, percent) => `${kind === 'fuel' ? 'Tankfüllstand' : 'Batterieladestand'} (${percent} %)`,
    },
    healthyRanges: (readings, count) => `${readings} ${count === 1 ? 'liegt' : 'liegen'} im gesunden Bereich.`,
    noTroubleCodes: 'Es sind keine Fehlercodes gespeichert.',
    stale: (date, ago) => `Die neuesten Daten sind vom ${date} (${ago}); die Werte können sich seitdem geändert haben.`,
  },
  troubleCode: {
    known: (code, system, severity, meaning) => `Fehlercode ${code} (${system}, Schweregrad ${severity}) ist gespeichert: ${meaning}.`,
    unknown: (code, what) => `Fehlercode ${code} ist gespeichert: ein ${what}, der nicht in meiner Liste bekannter Codes steht.`,
    action: {
      critical: (code) => `Halten Sie an, sobald es sicher ist, und lassen Sie ${code} diagnostizieren, bevor Sie das Auto wieder benutzen.`,
      high: (code) => `Lassen Sie ${code} vor jeder längeren Fahrt diagnostizieren.`,
      medium: (code) => `Buchen Sie bald eine Diagnose für ${code}.`,
      low: (code) => `Sprechen Sie ${code} bei der nächsten Wartung an.`,
    },
  },
  codeAdvice: {
    critical: (code) => `Halten Sie an, sobald es sicher ist, und lassen Sie ${code} prüfen, bevor Sie das Auto wieder benutzen.`,
    high: (code) => `Lassen Sie ${code} bald diagnostizieren und vermeiden Sie bis dahin lange Fahrten.`,
    medium: (code) => `Buchen Sie in den kommenden Wochen eine Diagnose für ${code}.`,
    low: (code) => `${code} ist nicht dringend; sprechen Sie es bei der nächsten Wartung an.`,
  },
  health: {
    noTelemetry: (name, score) => `${name} hat noch keine Live-Telemetrie gesendet, daher ist der Gesundheitswert der Standardwert ${score}.`,
    connectAndDrive: 'Stellen Sie sicher, dass das Fahrzeug verbunden und mit dieser App geteilt ist, und fahren Sie kurz, damit es frische Daten sendet.',
    allHealthy: (name) => `Alles, was ${name} meldet, sieht gesund aus.`,
    noActionNeeded: 'Gerade ist nichts zu tun; halten Sie sich an den normalen Wartungsplan.',
    notReported: (list) => `Von diesem Auto nicht gemeldet: ${list}.`,
  },
  papers: {
    name: PAPER,
    expiredOn: (kind, date) => `Die ${PAPER[kind]} ist am ${date} abgelaufen.`,
    expiresOn: (kind, date) => `Die ${PAPER[kind]} läuft am ${date} ab.`,
    expiresIn: (kind, date, when) => `Die ${PAPER[kind]} läuft am ${date} ab (${when}).`,
    noExpiryDate: (kind) => `Die hinterlegte ${PAPER[kind]} nennt kein Ablaufdatum.`,
    notOnFile: (kind) => `Kein ${kind === 'registration' ? 'Zulassungsdokument' : 'Versicherungsdokument'} hinterlegt.`,
    yourExpiredOn: (kind, date) => `Ihre ${PAPER[kind]} ist am ${date} abgelaufen.`,
    yourExpiresOn: (kind, date, when) => `Ihre ${PAPER[kind]} läuft am ${date} ab (${when}).`,
    yourValidUntil: (kind, date) => `Ihre ${PAPER[kind]} ist gültig bis ${date}.`,
    renewNow: (kind) => `Erneuern Sie die ${PAPER[kind]} jetzt.`,
    renewBefore: (kind, date) => `Erneuern Sie die ${PAPER[kind]} vor dem ${date}.`,
    renewBeforeLapse: (kind) => `Erneuern Sie die ${PAPER[kind]}, bevor sie abläuft.`,
    renewExpired: (kind, date) => `Erneuern Sie die ${PAPER[kind]}: Sie ist am ${date} abgelaufen.`,
    renewBeforeDriving: (kind) => `Erneuern Sie die ${PAPER[kind]} vor der Fahrt.`,
    uploadToBeReminded: (kind) => `Laden Sie Ihre ${PAPER[kind]} hoch, damit ich Sie vor dem Ablauf erinnern kann.`,
    conflict: (kind, document, uploaded, expiry, chosen) =>
      `${document} (hochgeladen am ${uploaded}) nennt ein späteres Ablaufdatum der ${PAPER[kind]}, ${expiry}; ich habe mich an den neuesten Upload gehalten, ${chosen}. Prüfen Sie, welches stimmt.`,
    deleteOutdated: (kind) => `Löschen Sie das veraltete Dokument zur ${PAPER[kind]}.`,
  },
  trip: {
    theTrip: (distance) => `die Fahrt über ${distance}`,
    aLongTrip: 'eine lange Fahrt',
    noTelemetry: {
      risk: 'Keine Live-Telemetrie: Tank oder Ladestand, Batterie, Reifen und Fehlercodes konnten nicht geprüft werden.',
      recommendation: 'Stellen Sie sicher, dass das Fahrzeug verbunden ist und kürzlich Daten gesendet hat, und fragen Sie dann erneut.',
    },
    uploadMissingPapers: (kinds) =>
      `Laden Sie Ihre ${kinds.map((k) => PAPER[k]).join(' und ')} hoch, damit ich bestätigen kann, dass ${kinds.length > 1 ? 'sie gültig sind' : 'sie gültig ist'}.`,
    walkAround: 'Machen Sie vor der Abfahrt einen kurzen Rundgang: Licht, Reifen und Flüssigkeitsstände.',
    range: {
      notReported: 'Reichweite und Tank- oder Ladestand werden nicht gemeldet; prüfen Sie sie vor der Abfahrt.',
      value: (distance, estimated) => `${estimated ? 'geschätzt ' : ''}${distance}`,
      shortOfTrip: (range, trip) => `Die Reichweite von ${range} ist kürzer als ${trip}.`,
      stopOnTheWay: (kind) =>
        kind === 'fuel' ? 'Planen Sie unterwegs einen Tankstopp ein oder tanken Sie vor der Abfahrt voll.' : 'Planen Sie unterwegs einen Ladestopp ein oder laden Sie vor der Abfahrt voll.',
      shortForLongTrip: (range) => `Die Reichweite von ${range} ist knapp für eine lange Fahrt.`,
      fillUp: (kind) => (kind === 'fuel' ? 'Tanken Sie vor der Abfahrt voll.' : 'Laden Sie vor der Abfahrt voll.'),
      enough: (range, basis, trip) => `Die Reichweite beträgt ${range}${basis ? ` (${basis})` : ''}${trip ? `, genug für ${trip}` : ''}.`,
      fromKwh: (kwh) => `aus ${kwh} kWh Restenergie bei etwa 18 kWh pro 100 km`,
      fromLitres: (litres) => `aus ${litres} l Kraftstoff bei etwa 8 l pro 100 km`,
      fromLevel: (percent, kind, full) => `aus ${percent} % ${kind === 'fuel' ? 'Tankfüllstand' : 'Ladestand'}, bei etwa ${full} mit vollem ${kind === 'fuel' ? 'Tank' : 'Akku'}`,
    },
    level: {
      risk: (kind, percent) => `${kind === 'fuel' ? 'Der Tank' : 'Der Batterieladestand'} steht bei ${percent} %.`,
      recommendation: (kind) => (kind === 'fuel' ? 'Tanken Sie vor der Abfahrt.' : 'Laden Sie vor der Abfahrt.'),
    },
    voltage: {
      risk: (v) => `Die 12-V-Batterie ist mit ${v} V schwach; das Auto springt nach einem Halt eventuell nicht wieder an.`,
      recommendation: 'Lassen Sie die 12-V-Batterie vor der Fahrt testen.',
    },
    coolantHot: {
      risk: (c) => `Der Motor überhitzt: Kühlmittel bei ${c} °C.`,
      recommendation: 'Treten Sie die Fahrt erst an, wenn das Kühlsystem geprüft wurde.',
    },
    coolantCold: {
      risk: (c) => `Das Kühlmittel hat bei laufendem Motor nur ${c} °C.`,
      recommendation: 'Bleibt die Temperaturanzeige nach dem Warmfahren niedrig, lassen Sie das Thermostat prüfen.',
    },
    tyre: {
      risk: (tyre, flat, pressure) => `Der Reifen ${tyre.toLowerCase()} ist mit ${pressure} ${flat ? 'fast platt' : 'zu niedrig'}.`,
      recommendation: (tyre, flat) => `Pumpen Sie den Reifen ${tyre} vor der Abfahrt auf den Druck laut Türaufkleber auf${flat ? ' und prüfen Sie ihn auf eine Panne' : ''}.`,
      notReported: 'Der Reifendruck wird nicht gemeldet; prüfen Sie ihn vor der Abfahrt.',
    },
    service: {
      overdue: (what, reason) => `${what} ist überfällig: ${reason}`,
      overdueRecommendation: 'Lassen Sie die überfällige Wartung vor einer langen Fahrt erledigen.',
      duringTrip: (distance) => `Die planmäßige Wartung wird während der Fahrt fällig (in ${distance}).`,
      soon: (what, reason) => `${what} ist bald fällig: ${reason}`,
      soonRecommendation: 'Erwägen Sie, das Auto vor der Fahrt warten zu lassen.',
    },
    analysis: {
      ready: (vehicle, score, trip) => `${vehicle} erreicht ${score}/100 bei der Reisebereitschaft und scheint bereit für ${trip}.`,
      blocked: (vehicle, score, trip) => `${vehicle} erreicht ${score}/100 bei der Reisebereitschaft und ist nicht bereit für ${trip}: Beheben Sie zuerst das blockierende Problem.`,
      notReady: (vehicle, score, trip) => `${vehicle} erreicht ${score}/100 bei der Reisebereitschaft, unter den 70, die für ${trip} nötig sind.`,
      mainRisks: (count, risks) => `${count === 1 ? 'Hauptrisiko' : `Hauptrisiken (${count})`}: ${risks}.`,
      noRisks: 'In den gemeldeten Daten wurden keine Risiken gefunden.',
    },
  },
  maintenance: {
    status: { overdue: 'überfällig', due_soon: 'bald fällig', ok: 'geplant', unknown: 'unbekannt' },
    what: {
      service: 'Wartung',
      inspection: 'Hauptuntersuchung',
      registration: 'Erneuerung der Zulassung',
      insurance: 'Erneuerung der Versicherung',
      warranty: 'Ablauf der Garantie',
      reportedService: 'Vom Auto gemeldete planmäßige Wartung',
    },
    nextServiceFrom: (document) => `Nächste Wartung (laut ${document})`,
    carReportsOverdue: (d) => `Das Auto meldet, dass seine planmäßige Wartung seit ${d} überfällig ist.`,
    carReportsDue: (d) => `Das Auto meldet ${d} bis zur nächsten planmäßigen Wartung.`,
    due: {
      wasDueOn: (date, when) => `war am ${date} fällig${when}`,
      dueOn: (date, when) => `fällig am ${date}${when}`,
      dueAtNoOdometer: (at) => `fällig bei ${at} Kilometerstand, aber der Kilometerstand wird nicht gemeldet`,
      wasDueAt: (at, ago) => `war bei ${at} Kilometerstand fällig, vor ${ago}`,
      dueAt: (at, left) => `fällig bei ${at} Kilometerstand, in ${left}`,
      byDistance: '; nach Strecke: ',
    },
    summary: {
      nothingOnFile: (name) =>
        `Für ${name} sind keine Wartungseinträge und kein Wartungsplan hinterlegt. Fügen Sie eine Werkstattrechnung oder einen Wartungseintrag hinzu, dann behalte ich im Blick, was fällig ist.`,
      nothingDue: (name) => `Bei ${name} ist nichts überfällig oder in den nächsten 30 Tagen fällig.`,
      nothingScheduled: (name) => `Für ${name} ist keine Wartung geplant.`,
      overdueCount: (count) => `${plural(count, 'überfälligen Punkt', 'überfällige Punkte')}`,
      soonCount: (count) => `${n(count)} bald ${count === 1 ? 'fälligen' : 'fällige'}`,
      has: (name, counts, names) => `${name} hat ${counts}: ${names}.`,
      lastService: (type, date, at) => `Letzte Wartung: ${type} am ${date}${at ? ` bei ${at}` : ''}.`,
      noPastService: 'Es ist keine frühere Wartung erfasst.',
      estimatedCost: (cost) => `Nach früheren Rechnungen kostet die jetzt fällige Arbeit etwa ${cost}.`,
      later: (count) => `${plural(count, 'weiterer Punkt ist', 'weitere Punkte sind')} für später geplant.`,
    },
  },
  usage: {
    noLevelHistory: (kind) => `Noch kein Verlauf des ${kind === 'fuel' ? 'Tankfüllstands' : 'Ladestands'}.`,
    noHistory: (name, days) => `Für ${name} gibt es noch keinen Fahrverlauf: Das Auto hat in den letzten ${days} Tagen weder Kilometerstand noch Geschwindigkeit gemeldet.`,
    driveToGetHistory: 'Fahren Sie das Auto mit aktiver Verbindung; der Verlauf erscheint nach einem Tag mit Daten.',
    droveOn: (driving, days, total) => `An ${driving} der letzten ${days} Tage gefahren, insgesamt ${total}.`,
    droveOnUnknownDistance: (driving, days) =>
      `An ${driving} der letzten ${days} Tage gefahren; der Kilometerstandverlauf wird nicht gemeldet, daher ist die Strecke unbekannt.`,
    longestDay: (distance, day) => `Längster Tag: ${distance} am ${day}.`,
    shortTrips: (pace) => `Überwiegend Kurzstrecken: etwa ${pace} pro Fahrtag.`,
    longDays: (pace) => `Lange Tagesstrecken: etwa ${pace} pro Fahrtag.`,
    moderateUse: (pace) => `Mäßige Nutzung: etwa ${pace} pro Fahrtag.`,
    topSpeed: (speed, day) => `Höchstgeschwindigkeit: ${speed} am ${day}.`,
    parked: (days) => `Seit ${days} Tagen geparkt.`,
    refuelled: (kind, times, days) =>
      `In den letzten ${days} Tagen ${times === 1 ? 'einmal' : `${times}-mal`} ${kind === 'charge' ? 'geladen' : 'getankt'}.`,
    notMoved: (days) => `Das Auto wurde seit ${days} Tagen nicht bewegt; fahren Sie es 20 Minuten oder nutzen Sie ein Erhaltungsladegerät, damit die 12-V-Batterie geladen bleibt.`,
    shortTripsAdvice: (kind) =>
      kind === 'charge'
        ? 'Kurze Tagesstrecken passen gut zu einem Elektroauto; Laden auf etwa 80 % reicht für diese Nutzung.'
        : 'Kurzstrecken lassen den Motor nicht auf Betriebstemperatur kommen; bündeln Sie Erledigungen oder fahren Sie einmal pro Woche eine längere Strecke.',
    highMileageAdvice: 'Prüfen Sie bei dieser Fahrleistung jede Woche Reifendruck und Flüssigkeitsstände.',
    fastAdvice: (speed, kind) =>
      `Höchstgeschwindigkeiten über ${speed} erhöhen ${kind === 'charge' ? 'den Energieverbrauch' : 'den Kraftstoffverbrauch'} und den Reifenverschleiß; etwas langsamer fahren spart Geld.`,
    serviceWithinWeek: (weekly, away) => `Bei Ihrem Tempo (etwa ${weekly} pro Woche) wird die nächste Wartung (in ${away}) innerhalb einer Woche fällig.`,
    serviceInWeeks: (weekly, away, weeks) =>
      `Bei Ihrem Tempo (etwa ${weekly} pro Woche) ist die nächste Wartung (in ${away}) in etwa ${plural(weeks, 'Woche', 'Wochen')} fällig.`,
    normalPattern: 'Ihr Fahrverhalten sieht normal aus; halten Sie sich an den normalen Wartungsplan.',
    consumption: {
      noChargeHistory: 'Zu wenig Verlauf des Ladestands, um den Energieverbrauch zu messen.',
      batteryPercentOnly: (percent) => `Etwa ${percent} % der Batterie verbraucht (Kapazität nicht gemeldet, daher kein kWh-Wert).`,
      kwhUsed: (kwh) => `${kwh} kWh verbraucht`,
      noFuelHistory: 'Zu wenig Verlauf des Tankfüllstands, um den Verbrauch zu messen.',
      tankPercentOnly: (percent) => `Etwa ${percent} % des Tanks verbraucht (Tankgröße nicht gemeldet, daher kein Literwert).`,
      litresUsed: (litres) => `${litres} l Kraftstoff verbraucht`,
      over: (amount, distance, rate) => `${amount} auf ${distance}: ${rate}.`,
    },
  },
  fleet: {
    noVehicles: 'Es sind noch keine Fahrzeuge verbunden.',
    healthScore: (score) => `Gesundheitswert ${score}/100`,
    summary: (s) => {
      const parts = [
        s.service ? `${s.service} ${s.service === 1 ? 'muss' : 'müssen'} in die Werkstatt` : '',
        s.attention ? `${s.attention} ${s.attention === 1 ? 'braucht' : 'brauchen'} Aufmerksamkeit` : '',
        s.optimal ? `${s.optimal} ${s.optimal === 1 ? 'ist' : 'sind'} in optimalem Zustand` : '',
      ].filter(Boolean);
      const noun = s.total === 1 ? 'Fahrzeug' : 'Fahrzeuge';
      const issues = s.withIssues > 0 ? ` ${s.withIssues} von ${s.total} ${s.withIssues === 1 ? 'hat' : 'haben'} offene Probleme.` : '';
      return `${s.total} ${noun}: ${parts.join(', ')}. Die durchschnittliche Gesundheit liegt bei ${s.averageHealth}/100; ${s.ready} von ${s.total} ${s.ready === 1 ? 'ist' : 'sind'} bereit für eine Fahrt.${issues}`;
    },
    row: (name, health, status, readiness, ready) =>
      `${name}: Gesundheit ${health}/100 (${status}), Reisebereitschaft ${readiness}/100${ready ? '' : ', nicht reisebereit'}.`,
    lookAt: (what) => `Sehen Sie sich zuerst an: ${what}`,
    noneNeedsAttention: 'Keines Ihrer Fahrzeuge braucht gerade Aufmerksamkeit.',
    trip: {
      ready: 'bereit',
      notReady: 'nicht bereit',
      readyFor: (distance, names, best, score) =>
        `Bereit für ${distance ? `eine Fahrt über ${distance}` : 'eine Fahrt'}: ${names}. Die beste Wahl ist ${best} (${score}/100).`,
      noneReady: (count) => `Keines Ihrer ${count} Fahrzeuge ist gerade bereit für eine Fahrt.`,
    },
    maintenanceAcross: (count) => `Wartung Ihrer ${count} Fahrzeuge:`,
    usage: {
      row: (name, distance, days) => `${name}: ${distance ?? 'Strecke nicht gemeldet'} an ${plural(days, 'Fahrtag', 'Fahrtagen')}.`,
      noHistory: (name) => `${name}: noch kein Fahrverlauf.`,
      total: (distance) => `In den letzten 7 Tagen sind Ihre Fahrzeuge zusammen ${distance} gefahren.`,
    },
    papers: {
      heading: 'Dokumente Ihrer Fahrzeuge:',
      expired: (kind, date) => `${PAPER[kind]} am ${date} abgelaufen`,
      validUntil: (kind, date) => `${PAPER[kind]} gültig bis ${date}`,
      noExpiry: (kind) => `${PAPER[kind]} ohne Ablaufdatum hinterlegt`,
      notOnFile: (kind) => `keine ${PAPER[kind]} hinterlegt`,
    },
    codes: {
      explain: (code, meaning, system, severity, having) =>
        `${code}: ${meaning} (${system}, Schweregrad ${severity}). ${having ? `Gespeichert bei ${having}.` : 'Keines Ihrer Fahrzeuge meldet ihn.'}`,
      none: (name) => `${name}: keine Fehlercodes.`,
      notReported: (name) => `${name}: meldet keine Fehlercodes.`,
      byVehicle: 'Fehlercodes nach Fahrzeug:',
    },
  },
  keyDates: {
    registrationExpires: 'Zulassung läuft ab',
    registrationRenewal: 'Erneuerung der Zulassung',
    insuranceStarts: 'Versicherung beginnt',
    insuranceExpires: 'Versicherung läuft ab',
    serviced: 'gewartet',
    nextService: 'nächste Wartung',
    inspectionDue: 'Hauptuntersuchung fällig',
    warrantyExpires: 'Garantie läuft ab',
  },
  documentKinds: {
    registration: 'Zulassung',
    insurancePolicy: 'Versicherungspolice',
    serviceInvoice: 'Werkstattrechnung',
    oilChangeReceipt: 'Ölwechselbeleg',
    maintenanceRecord: 'Wartungseintrag',
    insurance: 'Versicherung',
    receipt: 'Beleg',
    manual: 'Handbuch',
    warranty: 'Garantie',
    maintenance: 'Wartung',
  },
  answer: {
    chooseAllVehicles: 'Um alle Ihre Fahrzeuge zu vergleichen, wählen Sie in der Fahrzeugauswahl „Alle Fahrzeuge“.',
    noLiveData: (name, cannot) => `Live-Daten von ${name} sind gerade nicht verfügbar, daher kann ich ${cannot}.`,
    cannot: {
      healthCheck: 'weder Batterie, Kühlmittel, Reifen noch Fehlercodes prüfen oder einen Gesundheitswert vergeben',
      trip: 'weder Reichweite, Tank- oder Ladestand, Batterie, Reifen noch Fehlercodes prüfen',
      codes: 'die gespeicherten Fehlercodes nicht lesen',
      score: 'keinen Gesundheitswert vergeben',
    },
    healthCheck: (name, vehicle, score, status) => `Gesundheitscheck für ${name} (${vehicle}): ${score}/100, ${status}.`,
    generalScore: (name, vehicle, score, status) => `${name} (${vehicle}) hat einen Gesundheitswert von ${score}/100 (${status}).`,
    canHelp:
      'Ich helfe Ihnen beim Gesundheitscheck, bei der Reisebereitschaft, bei fälliger Wartung, bei der Frage, wie viel Sie diese Woche gefahren sind, bei Ihren Dokumenten und bei Fehlercodes. Probieren Sie eine der Fragen unten.',
    recommendations: 'Empfehlungen:',
    fromRecords: 'Was ich aus Ihren Unterlagen weiß:',
    risks: 'Risiken:',
    beforeYouGo: 'Vor der Abfahrt:',
    uploadServiceRecords: 'Laden Sie Werkstattrechnungen hoch oder fügen Sie Wartungseinträge hinzu, damit ich im Blick behalte, was fällig ist.',
    book: {
      warranty: 'Lassen Sie alles, was die Garantie abdeckt, vor ihrem Ablauf prüfen.',
      inspection: 'Buchen Sie die Hauptuntersuchung.',
      nextService: 'Buchen Sie die nächste planmäßige Wartung.',
      work: (what) => `Buchen Sie: ${what}.`,
    },
    usage: {
      covered: (days, name, distance, driving) => `In den letzten ${days} Tagen ist ${name} ${distance} an ${plural(driving, 'Fahrtag', 'Fahrtagen')} gefahren.`,
      drivenUnknownDistance: (days, name, driving) =>
        `In den letzten ${days} Tagen wurde ${name} an ${plural(driving, 'Tag', 'Tagen')} gefahren; die Strecke ist unbekannt, weil der Kilometerstandverlauf nicht gemeldet wird.`,
      averageTopSpeed: (speed) => `Durchschnitt der täglichen Höchstgeschwindigkeiten: ${speed}.`,
      speedNotReported: 'Die Geschwindigkeit wird nicht gemeldet.',
      consumption: (kind, text) => `${kind === 'charge' ? 'Energie' : 'Kraftstoff'}: ${text}`,
    },
    documents: {
      none: (name) => `Für ${name} sind noch keine Dokumente hinterlegt.`,
      onFile: (count, name) => `${plural(count, 'Dokument', 'Dokumente')} für ${name} hinterlegt:`,
      uploaded: (document, date) => `${document}, hochgeladen am ${date}`,
      noDates: ': keine Daten gefunden',
      notRead: ': noch nicht gelesen',
      comingUp: 'In den nächsten 30 Tagen steht an:',
    },
    codes: {
      noneStored: (name) => `Auf ${name} sind gerade keine Fehlercodes gespeichert.`,
      notReported: (name) => `${name} meldet keine Fehlercodes, daher kann ich sie nicht aus der Ferne lesen.`,
      howToRead: 'Wenn eine Warnleuchte an ist, kann eine Werkstatt oder ein OBD-II-Lesegerät den Code auslesen; nennen Sie mir den Code (zum Beispiel P0420), und ich erkläre ihn.',
      storedNow: 'Er ist gerade in Ihrem Auto gespeichert.',
      notReportingIt: 'Ihr Auto meldet ihn gerade nicht.',
      explain: (code, meaning, system, severity, onCar, advice) => `${code}: ${meaning}. System: ${system}. Schweregrad: ${severity}. ${onCar} ${advice}`,
      alsoStored: (codes) => `Außerdem in Ihrem Auto gespeichert: ${codes}.`,
    },
    overview: {
      level: (kind, percent) => `${kind === 'fuel' ? 'Der Tank' : 'Der Batterieladestand'} steht bei ${percent} %.`,
      levelNotReported: (kind) => `${kind === 'fuel' ? 'Der Tankfüllstand' : 'Der Batterieladestand'} wird nicht gemeldet.`,
      odometer: (distance) => `Kilometerstand: ${distance}.`,
      odometerNotReported: 'Der Kilometerstand wird nicht gemeldet.',
    },
  },
  llm: {
    answerIn: 'Antworte auf Deutsch.',
  },
};
