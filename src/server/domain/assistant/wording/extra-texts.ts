/**
 * The texts of honest limits, the traction battery of an electric car and rankings of the owner's cars, in English,
 * Spanish, German and French. Values arrive formatted.
 */
import type { Language } from '../understanding/language';

export type RankedFact = 'health' | 'range' | 'level' | 'odometer' | 'distance' | 'consumption' | 'spend' | 'service' | 'speed' | 'battery' | 'tyres' | 'insurance' | 'registration';

export interface ExtraTexts {
  limits: {
    repairCost: string;
    codeNeedsDiagnosis(code: string, meaning: string, severity: string): string;
    noCodes: string;
    value: string;
    valueFacts(odometer: string): string;
    wearTyres: string;
    wearBrakes: string;
    wear: string;
    lastBrakeWork(date: string): string;
    noBrakeWork: string;
  };
  traction: {
    level(percent: string, range: string | null): string;
    codes(list: string): string;
    noCodes: string;
    twelveVolt(volts: string): string;
  };
  ranking: {
    heading(fact: string, order: 'desc' | 'asc'): string;
    facts: Record<RankedFact, string>;
    notReported: string;
    none: string;
  };
  fleetGreeting: string;
}

const EN: ExtraTexts = {
  limits: {
    repairCost: "I can't estimate what a repair will cost: prices are not in the car's data or your records, and only a workshop's diagnosis can tell.",
    codeNeedsDiagnosis: (code, meaning, severity) => `${code} (${meaning}, ${severity} severity) needs a workshop diagnosis.`,
    noCodes: 'No trouble code is stored on the car now.',
    value: "I can't tell what the car is worth: market prices are not in its data.",
    valueFacts: (odometer) => `What I know: the odometer reads ${odometer}.`,
    wearTyres: "No signal measures tread depth, so I can't tell how worn the tires are.",
    wearBrakes: "No signal measures brake pad wear, so I can't tell how worn the brakes are.",
    wear: "No signal measures that part's wear, so I can't tell how worn it is.",
    lastBrakeWork: (date) => `The last brake work in your records was on ${date}.`,
    noBrakeWork: 'Your records hold no brake work yet.',
  },
  traction: {
    level: (pct, range) => `The high-voltage battery is at ${pct}${range ? `, enough for about ${range}` : ''}.`,
    codes: (list) => `Stored trouble codes: ${list}.`,
    noCodes: 'No trouble code is stored for it.',
    twelveVolt: (v) => `The 12 V battery reads ${v}.`,
  },
  ranking: {
    heading: (fact, order) => `Your cars by ${fact}, ${order === 'desc' ? 'highest' : 'lowest'} first:`,
    facts: {
      health: 'health score', range: 'range', level: 'fuel or charge level', odometer: 'odometer', distance: 'distance driven', consumption: 'consumption per 100 km',
      spend: 'spend', service: 'distance to the next service', speed: 'top speed', battery: '12 V battery voltage', tyres: 'lowest tire pressure', insurance: 'insurance expiry', registration: 'registration expiry',
    },
    notReported: 'not reported',
    none: 'none on file',
  },
  fleetGreeting: 'Hi! Ask me anything about your vehicles: for example which one needs attention first, or compare their range.',
};

const ES: ExtraTexts = {
  limits: {
    repairCost: 'No puedo estimar lo que costará una reparación: los precios no están en los datos del coche ni en tus registros, y solo el diagnóstico de un taller puede decirlo.',
    codeNeedsDiagnosis: (code, meaning, severity) => `${code} (${meaning}, gravedad ${severity}) necesita un diagnóstico en el taller.`,
    noCodes: 'El coche no tiene ahora ningún código de avería almacenado.',
    value: 'No puedo saber cuánto vale el coche: los precios de mercado no están en sus datos.',
    valueFacts: (odometer) => `Lo que sé: el cuentakilómetros marca ${odometer}.`,
    wearTyres: 'Ninguna señal mide la profundidad del dibujo, así que no puedo saber cuánto desgaste tienen los neumáticos.',
    wearBrakes: 'Ninguna señal mide el desgaste de las pastillas de freno, así que no puedo saber cuánto están gastadas.',
    wear: 'Ninguna señal mide el desgaste de esa pieza, así que no puedo saberlo.',
    lastBrakeWork: (date) => `El último trabajo en los frenos de tus registros fue el ${date}.`,
    noBrakeWork: 'Tus registros aún no tienen ningún trabajo en los frenos.',
  },
  traction: {
    level: (pct, range) => `La batería de alta tensión está al ${pct}${range ? `, suficiente para unos ${range}` : ''}.`,
    codes: (list) => `Códigos de avería almacenados: ${list}.`,
    noCodes: 'No tiene ningún código de avería almacenado.',
    twelveVolt: (v) => `La batería de 12 V marca ${v}.`,
  },
  ranking: {
    heading: (fact, order) => `Tus coches por ${fact}, ${order === 'desc' ? 'de mayor a menor' : 'de menor a mayor'}:`,
    facts: {
      health: 'puntuación de salud', range: 'autonomía', level: 'nivel de combustible o carga', odometer: 'cuentakilómetros', distance: 'distancia recorrida', consumption: 'consumo cada 100 km',
      spend: 'gasto', service: 'distancia hasta la próxima revisión', speed: 'velocidad máxima', battery: 'tensión de la batería de 12 V', tyres: 'presión del neumático más bajo', insurance: 'caducidad del seguro', registration: 'caducidad del permiso de circulación',
    },
    notReported: 'no informado',
    none: 'nada registrado',
  },
  fleetGreeting: '¡Hola! Pregúntame lo que quieras sobre tus vehículos: por ejemplo cuál necesita atención primero, o compara su autonomía.',
};

const DE: ExtraTexts = {
  limits: {
    repairCost: 'Was eine Reparatur kostet, kann ich nicht schätzen: Preise stehen weder in den Daten des Autos noch in deinen Einträgen, und nur eine Diagnose in der Werkstatt kann es sagen.',
    codeNeedsDiagnosis: (code, meaning, severity) => `${code} (${meaning}, Schweregrad ${severity}) braucht eine Diagnose in der Werkstatt.`,
    noCodes: 'Im Auto ist gerade kein Fehlercode gespeichert.',
    value: 'Was das Auto wert ist, kann ich nicht sagen: Marktpreise stehen nicht in seinen Daten.',
    valueFacts: (odometer) => `Was ich weiß: Der Kilometerstand ist ${odometer}.`,
    wearTyres: 'Kein Signal misst die Profiltiefe, daher kann ich nicht sagen, wie abgenutzt die Reifen sind.',
    wearBrakes: 'Kein Signal misst den Verschleiß der Bremsbeläge, daher kann ich nicht sagen, wie abgenutzt sie sind.',
    wear: 'Kein Signal misst den Verschleiß dieses Teils, daher kann ich es nicht sagen.',
    lastBrakeWork: (date) => `Die letzte Arbeit an den Bremsen in deinen Einträgen war am ${date}.`,
    noBrakeWork: 'Deine Einträge enthalten noch keine Arbeit an den Bremsen.',
  },
  traction: {
    level: (pct, range) => `Die Hochvoltbatterie steht bei ${pct}${range ? `, genug für etwa ${range}` : ''}.`,
    codes: (list) => `Gespeicherte Fehlercodes: ${list}.`,
    noCodes: 'Dazu ist kein Fehlercode gespeichert.',
    twelveVolt: (v) => `Die 12-V-Batterie hat ${v}.`,
  },
  ranking: {
    heading: (fact, order) => `Deine Autos nach ${fact}, ${order === 'desc' ? 'höchste zuerst' : 'niedrigste zuerst'}:`,
    facts: {
      health: 'Gesundheitswert', range: 'Reichweite', level: 'Tank- oder Ladestand', odometer: 'Kilometerstand', distance: 'gefahrener Strecke', consumption: 'Verbrauch pro 100 km',
      spend: 'Ausgaben', service: 'Strecke bis zum nächsten Service', speed: 'Höchstgeschwindigkeit', battery: 'Spannung der 12-V-Batterie', tyres: 'niedrigstem Reifendruck', insurance: 'Ablauf der Versicherung', registration: 'Ablauf der Zulassung',
    },
    notReported: 'nicht gemeldet',
    none: 'nichts erfasst',
  },
  fleetGreeting: 'Hallo! Frag mich alles zu deinen Fahrzeugen: zum Beispiel, welches zuerst Aufmerksamkeit braucht, oder vergleiche ihre Reichweite.',
};

const FR: ExtraTexts = {
  limits: {
    repairCost: "Je ne peux pas estimer le coût d'une réparation : les prix ne figurent ni dans les données de la voiture ni dans vos dossiers, seul le diagnostic d'un garage peut le dire.",
    codeNeedsDiagnosis: (code, meaning, severity) => `${code} (${meaning}, gravité ${severity}) nécessite un diagnostic au garage.`,
    noCodes: "Aucun code défaut n'est enregistré sur la voiture en ce moment.",
    value: 'Je ne peux pas dire ce que vaut la voiture : les prix du marché ne sont pas dans ses données.',
    valueFacts: (odometer) => `Ce que je sais : le compteur indique ${odometer}.`,
    wearTyres: "Aucun signal ne mesure la profondeur des sculptures, je ne peux donc pas dire à quel point les pneus sont usés.",
    wearBrakes: "Aucun signal ne mesure l'usure des plaquettes de frein, je ne peux donc pas dire à quel point elles sont usées.",
    wear: "Aucun signal ne mesure l'usure de cette pièce, je ne peux donc pas le dire.",
    lastBrakeWork: (date) => `La dernière intervention sur les freins dans vos dossiers date du ${date}.`,
    noBrakeWork: "Vos dossiers ne contiennent encore aucune intervention sur les freins.",
  },
  traction: {
    level: (pct, range) => `La batterie haute tension est à ${pct}${range ? `, de quoi faire environ ${range}` : ''}.`,
    codes: (list) => `Codes défaut enregistrés : ${list}.`,
    noCodes: "Aucun code défaut n'est enregistré.",
    twelveVolt: (v) => `La batterie 12 V indique ${v}.`,
  },
  ranking: {
    heading: (fact, order) => `Vos voitures par ${fact}, ${order === 'desc' ? 'de la plus élevée à la plus basse' : 'de la plus basse à la plus élevée'} :`,
    facts: {
      health: 'score de santé', range: 'autonomie', level: 'niveau de carburant ou de charge', odometer: 'kilométrage', distance: 'distance parcourue', consumption: 'consommation aux 100 km',
      spend: 'dépenses', service: "distance jusqu'au prochain entretien", speed: 'vitesse maximale', battery: 'tension de la batterie 12 V', tyres: 'pression du pneu le plus bas', insurance: "échéance de l'assurance", registration: 'échéance de la carte grise',
    },
    notReported: 'non transmis',
    none: 'rien au dossier',
  },
  fleetGreeting: "Bonjour ! Posez-moi vos questions sur vos véhicules : par exemple lequel a besoin d'attention en premier, ou comparez leur autonomie.",
};

export const EXTRA_TEXTS: Record<Language, ExtraTexts> = { en: EN, es: ES, de: DE, fr: FR };
