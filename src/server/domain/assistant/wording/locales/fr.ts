import type { PaperKind } from '../../facts/paper-status';
import { formatNumberIn } from '../locale-format';
import type { Messages, OilVerdict, WarningLamp } from './en';

const n = (value: number) => formatNumberIn('fr', value);

const LAMPS: Record<WarningLamp, string> = { airbag: 'airbag (SRS)', abs: 'ABS', tirePressure: 'de pression des pneus', checkEngine: 'moteur' };
const LAMP_ADVICE: Record<WarningLamp, string> = {
  airbag: "Faites contrôler le système d'airbag au plus vite : les airbags pourraient ne pas se déclencher en cas de choc.",
  abs: "Faites contrôler les freins bientôt : ils freinent, mais les roues peuvent se bloquer lors d'un freinage appuyé.",
  tirePressure: "Vérifiez la pression des quatre pneus et cherchez une crevaison lente.",
  checkEngine: "Faites diagnostiquer le moteur bientôt ; un lecteur de codes défaut indique pourquoi le voyant est allumé.",
};
const OIL: Record<OilVerdict, string> = { criticallyLow: 'critique', low: 'bas', high: 'au-dessus du maximum', criticallyHigh: 'très au-dessus du maximum' };
const plural = (count: number, one: string, many = `${one}s`) => `${n(count)} ${count === 1 ? one : many}`;

const PAPER: Record<PaperKind, string> = { registration: 'carte grise', insurance: 'assurance' };
/** "la carte grise", "l'assurance" */
const THE: Record<PaperKind, string> = { registration: 'la carte grise', insurance: "l'assurance" };
const ofThe = (kind: PaperKind) => (kind === 'registration' ? 'de la carte grise' : "de l'assurance");
const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const SYSTEMS: Record<string, string> = {
  'Brakes and cruise control': 'Freins et régulateur de vitesse',
  'Climate and power steering': 'Climatisation et direction assistée',
  'Computer and outputs': 'Calculateur et sorties',
  Emissions: 'Émissions',
  'Engine auxiliaries': 'Auxiliaires moteur',
  'Engine cooling': 'Refroidissement moteur',
  'Engine protection': 'Protection moteur',
  'Fuel and air metering': 'Dosage carburant et air',
  'Fuel injection': 'Injection',
  'Fuel level': 'Niveau de carburant',
  'Hybrid / EV propulsion': 'Propulsion hybride / électrique',
  'Ignition / misfire': 'Allumage / ratés',
  'Ignition and engine position sensors': "Capteurs d'allumage et de position moteur",
  'Oxygen sensor heaters': 'Chauffage des sondes lambda',
  'Oxygen sensors': 'Sondes lambda',
  'Speed and idle control': 'Régulation de vitesse et de ralenti',
  'Starting and charging': 'Démarrage et charge',
  Transmission: 'Transmission',
  'Turbocharger / supercharger': 'Turbocompresseur / compresseur',
  'Variable valve timing': 'Distribution variable',
  Unknown: 'Inconnu',
};

export const fr: Messages = {
  common: {
    and: 'et',
    relativeDays: (days, abs) =>
      days === 0 ? "aujourd'hui" : days === 1 ? 'demain' : days === -1 ? 'hier' : days > 1 ? `dans ${abs} jours` : `il y a ${abs} jours`,
  },
  status: { optimal: 'optimal', attention: 'à surveiller', service: 'entretien nécessaire' },
  severity: { critical: 'critique', high: 'élevée', medium: 'moyenne', low: 'faible' },
  dtcSystem: (system) => SYSTEMS[system] ?? system,
  tyres: { frontLeft: 'avant gauche', frontRight: 'avant droit', rearLeft: 'arrière gauche', rearRight: 'arrière droit' },
  errors: {
    noVehicleSelected: 'Aucun véhicule sélectionné. Connectez un véhicule via DIMO ou choisissez-en un dans votre tableau de bord.',
    noVehicleData:
      "Je ne peux pas accéder aux données de votre véhicule pour le moment. La connexion MCP ne fonctionne peut-être pas, le jeton du véhicule est introuvable, l'authentification a échoué ou le véhicule n'est pas connecté. Vérifiez votre connexion et réessayez.",
    aiFailureWithData:
      "Le service d'analyse par IA rencontre un problème, mais je vois certaines données du véhicule. Réessayez plus tard ou contactez le support si le problème persiste.",
    fleetFailure: "Je n'arrive pas à analyser tous les véhicules pour le moment. Réessayez dans un instant.",
    generic: "Désolé, une erreur s'est produite pendant l'analyse de votre véhicule. Réessayez ou vérifiez que les services sont correctement configurés.",
  },
  followUp: {
    health: 'Comment va ma voiture dans l’ensemble ?',
    trip: 'Ma voiture est-elle prête pour un long trajet ?',
    maintenanceDue: 'Quel entretien est à prévoir bientôt ?',
    week: "Combien ai-je roulé cette semaine ?",
    documents: 'Quand expirent ma carte grise et mon assurance ?',
    fleetFirst: "Lequel de mes véhicules a besoin d'attention en premier ?",
    fleetTrip: 'Quels véhicules sont prêts pour un trajet ?',
    fleetMaintenance: 'Quel entretien est à prévoir sur tous mes véhicules ?',
    fleetUsage: 'Combien ont roulé tous mes véhicules cette semaine ?',
    aboutCode: (code) => `Que signifie ${code} ?`,
  },
  signals: {
    missing: {
      voltage: 'tension de la batterie 12 V',
      coolant: 'température du liquide de refroidissement',
      tyres: 'pression des pneus',
      fuel: 'niveau de carburant',
      charge: 'niveau de charge de la batterie',
      troubleCodes: "codes d'erreur",
    },
    voltageLow: {
      insight: (v) => `La batterie 12 V est à ${v} V, sous les 12,0 V qu'une batterie saine garde au repos.`,
      recommendation: (v) => `Faites tester bientôt la batterie 12 V et le circuit de charge ; à ${v} V, la voiture risque de ne pas démarrer.`,
    },
    voltageHigh: {
      insight: (v) => `Le circuit 12 V indique ${v} V, au-dessus des 15,0 V qu'un circuit de charge ne devrait pas dépasser.`,
      recommendation: "Faites vérifier l'alternateur et le régulateur de tension (surcharge).",
    },
    coolantHot: {
      insight: (c) => `Le liquide de refroidissement est à ${c} °C, au-dessus de la limite de 110 °C : le moteur surchauffe.`,
      recommendation: "Arrêtez-vous dès que possible et laissez refroidir le moteur, puis vérifiez le niveau de liquide et faites contrôler le circuit de refroidissement avant de repartir.",
    },
    coolantCold: {
      insight: (c) => `Le liquide de refroidissement est à ${c} °C moteur tournant, sous la plage de fonctionnement de 80-110 °C.`,
      recommendation: 'Si le liquide reste sous 80 °C après 15 minutes de route, faites contrôler le thermostat.',
    },
    engineLoad: {
      insight: (l) => `La charge moteur est de ${l} %, au-dessus des 80 % que la conduite normale ne dépasse pas.`,
      recommendation: "Si la charge moteur reste au-dessus de 80 % en conduite normale, faites contrôler le filtre à air, l'allumage et l'échappement.",
    },
    intake: {
      insight: (c) => `La température d'air d'admission est de ${c} °C, hors de la plage normale de 0-60 °C.`,
      recommendation: "Faites contrôler le capteur de température d'air d'admission et vérifiez que l'admission n'aspire pas l'air chaud du compartiment moteur.",
    },
    barometric: {
      insight: (p) => `La pression atmosphérique indique ${p} kPa, hors de la plage de 80-120 kPa possible pour l'air.`,
      recommendation: 'Une pression atmosphérique hors de 80-120 kPa signale en général un capteur barométrique ou MAP défectueux ; faites-le contrôler.',
    },
    rpm: {
      insight: (r) => `Le moteur tournait à ${r} tr/min lors de la dernière mesure, régime où l'usure et la consommation augmentent.`,
      recommendation: 'Passez les rapports plus tôt et évitez les hauts régimes, surtout moteur froid.',
    },
    tyreLow: {
      insight: (tyre, pressure) => `Le pneu ${tyre} est à ${pressure}, sous le minimum de 200 kPa.`,
      recommendation: (tyre) => `Gonflez le pneu ${tyre} à la pression indiquée sur la portière conducteur et vérifiez qu'il n'a pas de crevaison lente.`,
    },
    levelLow: {
      insight: (kind, percent) => `${kind === 'fuel' ? 'Le carburant' : 'La charge de la batterie'} est à ${percent} %, sous 20 %.`,
      recommendation: (kind) => (kind === 'fuel' ? "Faites le plein bientôt." : 'Rechargez la batterie bientôt.'),
    },
    service: {
      overdue: (d) => `L'entretien programmé est dépassé de ${d}.`,
      due: (d) => `L'entretien programmé est dû dans ${d}.`,
      recommendation: "Prenez rendez-vous pour l'entretien programmé.",
    },
    warningLamp: {
      insight: (lamp) => `Le voyant ${LAMPS[lamp]} est allumé.`,
      recommendation: (lamp) => LAMP_ADVICE[lamp],
    },
    oilLevel: {
      insight: (level) => `La voiture signale un niveau d'huile moteur ${OIL[level]}.`,
      recommendation: (level) =>
        level === 'criticallyLow' ? "Faites l'appoint d'huile moteur avant de reprendre la route : si peu d'huile peut endommager le moteur." : level === 'low' ? "Faites bientôt l'appoint d'huile moteur, du grade indiqué dans le manuel." : "Faites retirer l'excès d'huile moteur : trop d'huile peut endommager les joints et le catalyseur.",
    },
    healthy: {
      battery: (v) => `batterie 12 V (${v} V)`,
      coolant: (c) => `liquide de refroidissement (${c} °C)`,
      engineLoad: (l) => `charge moteur (${l} %)`,
      intake: (c) => `air d'admission (${c} °C)`,
      barometric: (p) => `pression atmosphérique (${p} kPa)`,
      tyres: (count, first, range) => `${count === 4 ? 'les quatre pneus' : count === 1 ? `pneu ${first}` : `${count} pneus`} (${range})`,
      level: (kind, percent) => `${kind === 'fuel' ? 'carburant' : 'charge de la batterie'} (${percent} %)`,
    },
    healthyRanges: (readings, count) => `${readings} ${count === 1 ? 'est' : 'sont'} dans les plages normales.`,
    noTroubleCodes: "Aucun code d'erreur n'est enregistré.",
    stale: (date, ago) => `Les dernières données datent du ${date} (${ago}) ; les valeurs ont pu changer depuis.`,
  },
  troubleCode: {
    known: (code, system, severity, meaning) => `Le code d'erreur ${code} (${system.toLowerCase()}, gravité ${severity}) est enregistré : ${meaning}.`,
    unknown: (code, what) => `Le code d'erreur ${code} est enregistré : un ${what} absent de ma liste de codes connus.`,
    action: {
      critical: (code) => `Arrêtez-vous dès que possible et faites diagnostiquer ${code} avant de reprendre la voiture.`,
      high: (code) => `Faites diagnostiquer ${code} avant tout long trajet.`,
      medium: (code) => `Prévoyez bientôt un diagnostic pour ${code}.`,
      low: (code) => `Signalez ${code} lors du prochain entretien.`,
    },
  },
  codeAdvice: {
    critical: (code) => `Arrêtez-vous dès que possible et faites contrôler ${code} avant de reprendre la voiture.`,
    high: (code) => `Faites diagnostiquer ${code} rapidement et évitez les longs trajets d'ici là.`,
    medium: (code) => `Prévoyez un diagnostic pour ${code} dans les prochaines semaines.`,
    low: (code) => `${code} n'est pas urgent ; signalez-le lors du prochain entretien.`,
  },
  health: {
    noTelemetry: (name, score) => `${name} n'a encore envoyé aucune télémétrie en direct : le score de santé est donc la valeur par défaut, ${score}.`,
    connectAndDrive: "Vérifiez que le véhicule est connecté et partagé avec cette application, puis roulez un peu pour qu'il envoie des données récentes.",
    allHealthy: (name) => `Tout ce que ${name} transmet semble en bon état.`,
    noActionNeeded: "Rien à faire pour l'instant ; suivez le programme d'entretien habituel.",
    notReported: (list) => `Non transmis par cette voiture : ${list}.`,
  },
  papers: {
    name: PAPER,
    expiredOn: (kind, date) => `${cap(THE[kind])} a expiré le ${date}.`,
    expiresOn: (kind, date) => `${cap(THE[kind])} expire le ${date}.`,
    expiresIn: (kind, date, when) => `${cap(THE[kind])} expire le ${date} (${when}).`,
    noExpiryDate: (kind) => `${cap(THE[kind])} enregistrée n'indique aucune date d'expiration.`,
    notOnFile: (kind) => `Aucun document ${ofThe(kind)} enregistré.`,
    yourExpiredOn: (kind, date) => `Votre ${PAPER[kind]} a expiré le ${date}.`,
    yourExpiresOn: (kind, date, when) => `Votre ${PAPER[kind]} expire le ${date} (${when}).`,
    yourValidUntil: (kind, date) => `Votre ${PAPER[kind]} est valable jusqu'au ${date}.`,
    renewNow: (kind) => `Renouvelez ${THE[kind]} dès maintenant.`,
    renewBefore: (kind, date) => `Renouvelez ${THE[kind]} avant le ${date}.`,
    renewBeforeLapse: (kind) => `Renouvelez ${THE[kind]} avant son expiration.`,
    renewExpired: (kind, date) => `Renouvelez ${THE[kind]} : elle a expiré le ${date}.`,
    renewBeforeDriving: (kind) => `Renouvelez ${THE[kind]} avant de prendre la route.`,
    uploadToBeReminded: (kind) => `Téléversez votre ${PAPER[kind]} pour que je puisse vous prévenir avant son expiration.`,
    checkConflict: (kind) => `Vérifiez quel document ${ofThe(kind)} est le bon ; vous pouvez le choisir sur la page du véhicule.`,
  },
  trip: {
    theTrip: (distance) => `le trajet de ${distance}`,
    aLongTrip: 'un long trajet',
    noTelemetry: {
      risk: "Pas de télémétrie en direct : carburant ou charge, batterie, pneus et codes d'erreur n'ont pas pu être vérifiés.",
      recommendation: 'Vérifiez que le véhicule est connecté et a envoyé des données récemment, puis reposez la question.',
    },
    uploadMissingPapers: (kinds) =>
      `Téléversez ${kinds.map((k) => `votre ${PAPER[k]}`).join(' et ')} pour que je puisse confirmer ${kinds.length > 1 ? 'leur' : 'sa'} validité.`,
    walkAround: 'Faites un rapide tour du véhicule avant de partir : feux, pneus et niveaux.',
    range: {
      notReported: "L'autonomie et le niveau de carburant ou de charge ne sont pas transmis ; vérifiez-les avant de partir.",
      value: (distance, estimated) => `${estimated ? 'environ ' : ''}${distance}`,
      shortOfTrip: (range, trip) => `L'autonomie de ${range} est inférieure à ${trip}.`,
      stopOnTheWay: (kind) =>
        kind === 'fuel' ? 'Prévoyez un arrêt carburant en route, ou faites le plein avant de partir.' : 'Prévoyez un arrêt recharge en route, ou rechargez complètement avant de partir.',
      shortForLongTrip: (range) => `L'autonomie de ${range} est courte pour un long trajet.`,
      fillUp: (kind) => (kind === 'fuel' ? 'Faites le plein avant de partir.' : 'Rechargez complètement avant de partir.'),
      enough: (range, basis, trip) => `L'autonomie est de ${range}${basis ? ` (${basis})` : ''}${trip ? `, suffisante pour ${trip}` : ''}.`,
      fromKwh: (kwh) => `d'après ${kwh} kWh restants à environ 18 kWh aux 100 km`,
      fromLitres: (litres) => `d'après ${litres} l de carburant à environ 8 l aux 100 km`,
      fromLevel: (percent, kind, full) => `d'après le niveau de ${kind === 'fuel' ? 'carburant' : 'charge'} de ${percent} %, en supposant environ ${full} ${kind === 'fuel' ? 'avec le plein' : 'à pleine charge'}`,
    },
    level: {
      risk: (kind, percent) => `${kind === 'fuel' ? 'Le carburant' : 'La charge de la batterie'} est à ${percent} %.`,
      recommendation: (kind) => (kind === 'fuel' ? 'Faites le plein avant le départ.' : 'Rechargez avant le départ.'),
    },
    voltage: {
      risk: (v) => `La batterie 12 V est faible à ${v} V ; la voiture risque de ne pas redémarrer après un arrêt.`,
      recommendation: 'Faites tester la batterie 12 V avant le trajet.',
    },
    coolantHot: {
      risk: (c) => `Le moteur surchauffe : liquide de refroidissement à ${c} °C.`,
      recommendation: "Ne partez pas avant d'avoir fait contrôler le circuit de refroidissement.",
    },
    coolantCold: {
      risk: (c) => `Le liquide de refroidissement n'est qu'à ${c} °C moteur tournant.`,
      recommendation: "Si la jauge de température reste basse après la montée en température, faites contrôler le thermostat.",
    },
    tyre: {
      risk: (tyre, flat, pressure) => `Le pneu ${tyre.toLowerCase()} est ${flat ? 'presque à plat' : 'sous-gonflé'} à ${pressure}.`,
      recommendation: (tyre, flat) => `Gonflez le pneu ${tyre} à la pression indiquée sur la portière${flat ? ' et vérifiez qu’il n’est pas crevé' : ''} avant de partir.`,
      notReported: 'La pression des pneus n’est pas transmise ; vérifiez-la avant de partir.',
    },
    service: {
      overdue: (what, reason) => `${what} en retard : ${reason}`,
      overdueRecommendation: "Faites l'entretien en retard avant un long trajet.",
      duringTrip: (distance) => `L'entretien programmé arrive à échéance pendant le trajet (dans ${distance}).`,
      soon: (what, reason) => `${what} bientôt dû : ${reason}`,
      soonRecommendation: "Envisagez de faire l'entretien avant le trajet.",
    },
    analysis: {
      ready: (vehicle, score, trip) => `${vehicle} obtient ${score}/100 en préparation au trajet et semble prêt pour ${trip}.`,
      blocked: (vehicle, score, trip) => `${vehicle} obtient ${score}/100 en préparation au trajet et n'est pas prêt pour ${trip} : réglez d'abord le problème bloquant.`,
      notReady: (vehicle, score, trip) => `${vehicle} obtient ${score}/100 en préparation au trajet, sous les 70 nécessaires pour ${trip}.`,
      mainRisks: (count, risks) => `${count === 1 ? 'Risque principal' : `Risques principaux (${count})`} : ${risks}.`,
      noRisks: "Aucun risque n'a été trouvé dans les données transmises.",
    },
  },
  maintenance: {
    summary: {
      nothingOnFile: (name) =>
        `Aucun historique d'entretien ni programme d'entretien n'est enregistré pour ${name}. Ajoutez une facture de garage ou un entretien et je suivrai ce qui est dû.`,
      nothingDue: (name, window) => `Rien n'est en retard ni dû dans votre délai d'alerte (${window}) pour ${name}.`,
      nothingScheduled: (name) => `Aucun entretien n'est programmé pour ${name}.`,
      overdueCount: (count) => `${plural(count, 'point en retard', 'points en retard')}`,
      soonCount: (count) => `${n(count)} bientôt ${count === 1 ? 'dû' : 'dus'}`,
      has: (name, counts, names) => `${name} a ${counts} : ${names}.`,
      window: (days, distance) => `${n(days)} jours ou ${distance}`,
      lastService: (type, date, at) => `Dernier entretien : ${type} le ${date}${at ? ` à ${at}` : ''}.`,
      noPastService: "Aucun entretien passé n'est enregistré.",
      later: (count) => `${plural(count, 'autre point est programmé', 'autres points sont programmés')} plus tard.`,
    },
  },
  usage: {
    noLevelHistory: (kind) => `Pas encore d'historique ${kind === 'fuel' ? 'de carburant' : 'de charge'}.`,
    noHistory: (name, days) =>
      `Il n'y a pas encore d'historique de conduite pour ${name} : la voiture n'a transmis ni kilométrage ni vitesse ces ${days} derniers jours.`,
    driveToGetHistory: "Roulez avec la connexion active ; l'historique apparaît après une journée de données.",
    droveOn: (driving, days, total) => `A roulé ${driving} des ${days} derniers jours, ${total} au total.`,
    droveOnUnknownDistance: (driving, days) =>
      `A roulé ${driving} des ${days} derniers jours ; l'historique du compteur n'est pas transmis, la distance est donc inconnue.`,
    longestDay: (distance, day) => `Journée la plus longue : ${distance} le ${day}.`,
    shortTrips: (pace) => `Surtout des trajets courts : environ ${pace} par jour de conduite.`,
    longDays: (pace) => `Longues distances quotidiennes : environ ${pace} par jour de conduite.`,
    moderateUse: (pace) => `Usage modéré : environ ${pace} par jour de conduite.`,
    topSpeed: (speed, day) => `Vitesse maximale : ${speed} le ${day}.`,
    parked: (days) => `Stationnée depuis ${days} jours.`,
    refuelled: (kind, times, days) =>
      `${kind === 'charge' ? 'Rechargée' : 'Plein fait'} ${times === 1 ? 'une fois' : `${times} fois`} ces ${days} derniers jours.`,
    notMoved: (days) =>
      `La voiture n'a pas roulé depuis ${days} jours ; roulez 20 minutes ou utilisez un mainteneur de charge pour garder la batterie 12 V chargée.`,
    shortTripsAdvice: (kind) =>
      kind === 'charge'
        ? "Les courtes distances quotidiennes conviennent bien à une voiture électrique ; charger à environ 80 % suffit pour cet usage."
        : "Les trajets courts empêchent le moteur d'atteindre sa température de fonctionnement ; regroupez vos courses ou faites un trajet plus long une fois par semaine.",
    highMileageAdvice: 'Avec ce kilométrage, vérifiez la pression des pneus et les niveaux chaque semaine.',
    fastAdvice: (speed, kind) =>
      `Les vitesses maximales au-dessus de ${speed} augmentent la consommation ${kind === 'charge' ? "d'énergie" : 'de carburant'} et l'usure des pneus ; lever le pied fait économiser.`,
    serviceWithinWeek: (weekly, away) => `À votre rythme (environ ${weekly} par semaine), le prochain entretien (dans ${away}) arrive d'ici une semaine.`,
    serviceInWeeks: (weekly, away, weeks) =>
      `À votre rythme (environ ${weekly} par semaine), le prochain entretien (dans ${away}) arrive dans environ ${plural(weeks, 'semaine')}.`,
    normalPattern: "Votre façon de conduire semble normale ; suivez le programme d'entretien habituel.",
    consumption: {
      noChargeHistory: "Pas assez d'historique du niveau de charge pour mesurer la consommation d'énergie.",
      batteryPercentOnly: (percent) => `Environ ${percent} % de la batterie utilisés (capacité non transmise, donc pas de valeur en kWh).`,
      kwhUsed: (kwh) => `${kwh} kWh consommés`,
      noFuelHistory: "Pas assez d'historique du niveau de carburant pour mesurer la consommation.",
      tankPercentOnly: (percent) => `Environ ${percent} % du réservoir utilisés (taille du réservoir non transmise, donc pas de valeur en litres).`,
      litresUsed: (litres) => `${litres} l de carburant consommés`,
      over: (amount, distance, rate) => `${amount} sur ${distance} : ${rate}.`,
    },
  },
  fleet: {
    noVehicles: "Aucun véhicule n'est encore connecté.",
    healthScore: (score) => `score de santé ${score}/100`,
    summary: (s) => {
      const parts = [
        s.service ? `${s.service} ${s.service === 1 ? 'a' : 'ont'} besoin d'un entretien` : '',
        s.attention ? `${s.attention} ${s.attention === 1 ? 'est' : 'sont'} à surveiller` : '',
        s.optimal ? `${s.optimal} ${s.optimal === 1 ? 'est' : 'sont'} en état optimal` : '',
      ].filter(Boolean);
      const noun = s.total === 1 ? 'véhicule' : 'véhicules';
      const issues = s.withIssues > 0 ? ` ${s.withIssues} sur ${s.total} ${s.withIssues === 1 ? 'a' : 'ont'} des problèmes en cours.` : '';
      return `${s.total} ${noun} : ${parts.join(', ')}. La santé moyenne est de ${s.averageHealth}/100 ; ${s.ready} sur ${s.total} ${s.ready === 1 ? 'est prêt' : 'sont prêts'} pour un trajet.${issues}`;
    },
    row: (name, health, status, readiness, ready) =>
      `${name} : santé ${health}/100 (${status}), préparation au trajet ${readiness}/100${ready ? '' : ', pas prêt pour un trajet'}.`,
    lookAt: (what) => `Regardez d'abord ${what}`,
    noneNeedsAttention: "Aucun de vos véhicules n'a besoin d'attention pour le moment.",
    trip: {
      ready: 'prêt',
      notReady: 'pas prêt',
      readyFor: (distance, names, best, score) =>
        `Prêts pour ${distance ? `un trajet de ${distance}` : 'un trajet'} : ${names}. Le meilleur choix est ${best} (${score}/100).`,
      noneReady: (count) => `Aucun de vos ${count} véhicules n'est prêt pour un trajet pour le moment.`,
    },
    maintenanceAcross: (count) => `Entretien de vos ${count} véhicules :`,
    usage: {
      row: (name, distance, days) => `${name} : ${distance ?? 'distance non transmise'} sur ${plural(days, 'jour de conduite', 'jours de conduite')}.`,
      noHistory: (name) => `${name} : pas encore d'historique de conduite.`,
      total: (distance) => `Ces 7 derniers jours, vos véhicules ont parcouru ${distance} au total.`,
    },
    papers: {
      heading: 'Documents de vos véhicules :',
      expired: (kind, date) => `${PAPER[kind]} expirée le ${date}`,
      validUntil: (kind, date) => `${PAPER[kind]} valable jusqu'au ${date}`,
      noExpiry: (kind) => `${PAPER[kind]} enregistrée sans date d'expiration`,
      notOnFile: (kind) => `aucune ${PAPER[kind]} enregistrée`,
    },
    codes: {
      explain: (code, meaning, system, severity, having) =>
        `${code} : ${meaning} (${system}, gravité ${severity}). ${having ? `Enregistré sur ${having}.` : "Aucun de vos véhicules ne le signale."}`,
      none: (name) => `${name} : aucun code d'erreur.`,
      notReported: (name) => `${name} : ne transmet pas de codes d'erreur.`,
      byVehicle: "Codes d'erreur par véhicule :",
    },
  },
  keyDates: {
    registrationExpires: 'expiration de la carte grise',
    registrationRenewal: 'renouvellement de la carte grise',
    insuranceStarts: "début de l'assurance",
    insuranceExpires: "expiration de l'assurance",
    serviced: 'entretien fait',
    nextService: 'prochain entretien',
    inspectionDue: 'contrôle technique dû',
    warrantyExpires: 'fin de garantie',
  },
  documentKinds: {
    registration: 'carte grise',
    insurancePolicy: "police d'assurance",
    serviceInvoice: 'facture de garage',
    oilChangeReceipt: 'reçu de vidange',
    maintenanceRecord: "fiche d'entretien",
    insurance: 'assurance',
    receipt: 'reçu',
    manual: 'manuel',
    warranty: 'garantie',
    maintenance: 'entretien',
  },
  answer: {
    chooseAllVehicles: 'Pour comparer tous vos véhicules, choisissez Tous les véhicules dans le sélecteur de véhicule.',
    noLiveData: (name, cannot) => `Les données en direct de ${name} ne sont pas disponibles pour le moment, je ne peux donc pas ${cannot}.`,
    cannot: {
      healthCheck: "vérifier sa batterie, son liquide de refroidissement, ses pneus ou ses codes d'erreur, ni lui donner un score de santé",
      trip: "vérifier son autonomie, son carburant ou sa charge, sa batterie, ses pneus ou ses codes d'erreur",
      codes: "lire les codes d'erreur qu'elle a enregistrés",
      score: 'lui donner un score de santé',
    },
    healthCheck: (name, vehicle, score, status) => `Bilan de santé de ${name} (${vehicle}) : ${score}/100, ${status}.`,
    generalScore: (name, vehicle, score, status) => `${name} (${vehicle}) a un score de santé de ${score}/100 (${status}).`,
    canHelp:
      "Je peux vous aider pour un bilan de santé, la préparation d'un trajet, l'entretien à prévoir, la distance parcourue cette semaine, vos documents et les codes d'erreur. Essayez l'une des questions ci-dessous.",
    recommendations: 'Recommandations :',
    fromRecords: "Ce que je sais d'après vos documents :",
    risks: 'Risques :',
    beforeYouGo: 'Avant de partir :',
    uploadServiceRecords: "Téléversez vos factures de garage ou ajoutez des entretiens pour que je puisse suivre ce qui est dû.",
    book: {
      warranty: "Faites vérifier tout ce que couvre la garantie avant qu'elle n'expire.",
      inspection: 'Prenez rendez-vous pour le contrôle technique.',
      nextService: 'Prenez rendez-vous pour le prochain entretien programmé.',
      work: (what) => `Prenez rendez-vous : ${what}.`,
    },
    usage: {
      covered: (days, name, distance, driving) =>
        `Ces ${days} derniers jours, ${name} a parcouru ${distance} en ${plural(driving, 'jour de conduite', 'jours de conduite')}.`,
      drivenUnknownDistance: (days, name, driving) =>
        `Ces ${days} derniers jours, ${name} a roulé ${plural(driving, 'jour')} ; la distance est inconnue car l'historique du compteur n'est pas transmis.`,
      averageTopSpeed: (speed) => `Moyenne des vitesses maximales quotidiennes : ${speed}.`,
      speedNotReported: "La vitesse n'est pas transmise.",
      consumption: (kind, text) => `${kind === 'charge' ? 'Énergie' : 'Carburant'} : ${text}`,
    },
    documents: {
      none: (name) => `Aucun document n'est encore enregistré pour ${name}.`,
      onFile: (count, name) => `${plural(count, 'document')} enregistré${count === 1 ? '' : 's'} pour ${name} :`,
      uploaded: (document, date) => `${document}, téléversé le ${date}`,
      noDates: ' : aucune date trouvée',
      notRead: ' : pas encore lu',
      comingUp: 'À venir dans les 30 prochains jours :',
    },
    codes: {
      noneStored: (name) => `Aucun code d'erreur n'est enregistré sur ${name} pour le moment.`,
      notReported: (name) => `${name} ne transmet pas de codes d'erreur, je ne peux donc pas les lire à distance.`,
      howToRead: "Si un voyant est allumé, un garage ou un lecteur OBD-II peut lire le code ; donnez-moi le code (par exemple P0420) et je vous l'expliquerai.",
      storedNow: 'Il est enregistré sur votre voiture en ce moment.',
      notReportingIt: 'Votre voiture ne le signale pas en ce moment.',
      explain: (code, meaning, system, severity, onCar, advice) => `${code} : ${meaning}. Système : ${system}. Gravité : ${severity}. ${onCar} ${advice}`,
      alsoStored: (codes) => `Également enregistrés sur votre voiture : ${codes}.`,
    },
    overview: {
      level: (kind, percent) => `${kind === 'fuel' ? 'Le carburant' : 'La charge de la batterie'} est à ${percent} %.`,
      levelNotReported: (kind) => `Le niveau ${kind === 'fuel' ? 'de carburant' : 'de charge de la batterie'} n'est pas transmis.`,
      odometer: (distance) => `Compteur : ${distance}.`,
      odometerNotReported: "Le compteur n'est pas transmis.",
    },
  },
  llm: {
    answerIn: 'Réponds en français.',
  },
  /** short direct answers (one reading, document fact or cost) and the conversation's own replies */
  direct: {
    capabilities: 'état, batterie, carburant ou charge, recharge et limite de charge, autonomie, pneus, liquide de refroidissement, codes défaut, verrouillage, portes et vitres, frein à main, trajets, entretien, conduite et consommation, position, documents (carte grise, assurance, plaque) et coûts',
    greeting: (name) => `Bonjour ! Posez-moi vos questions sur ${name} : par exemple les pneus, le carburant, le prochain entretien ou l'assurance.`,
    smalltalk: 'Avec plaisir. Posez-moi vos questions sur vos véhicules quand vous voulez.',
    help: (caps) => `Je peux vous aider pour vos véhicules : ${caps}. Demandez en français, anglais, espagnol ou allemand, et nommez une voiture pour en parler.`,
    outOfScope: (caps) => `Je peux vous aider pour vos véhicules : ${caps}. Cette question sort de ce que je sais.`,
    unclear: 'Pouvez-vous préciser ? Par exemple : « Comment va la batterie ? », « Quand est le prochain entretien ? » ou « La voiture est-elle prête pour 300 km ? »',
    clarify: {
      topics: (options) => `Voulez-vous dire ${options} ?`,
      vehicles: (options) => `Laquelle : ${options} ?`,
      vehicle: (name) => `la ${name}`,
      or: 'ou',
      option: {
        battery12v: 'la batterie 12 V',
        tractionCharge: 'le niveau de charge de la batterie haute tension',
        nextService: 'la date du prochain entretien',
        serviceCosts: 'le coût des entretiens passés',
        spent: 'combien vous avez dépensé',
        energyLeft: 'combien de carburant ou de charge il reste',
        driven: 'combien de kilomètres vous avez parcourus',
      },
    },
    notReported: (name, what) => `${name} ne transmet pas ${what}.`,
    battery: {
      what: 'la tension de la batterie 12 V',
      lead: (volts, verdict) => `Votre batterie 12 V indique ${volts} V : ${fr.direct.battery.verdict[verdict]}.`,
      verdict: { low: 'faible', adequate: 'correcte', healthy: 'bonne', high: 'trop élevée' },
      detail: 'Une batterie en bon état tient 12,4-12,7 V au repos ; sous 12,0 V la voiture risque de ne pas démarrer, au-dessus de 15 V le circuit de charge surcharge.',
    },
    level: {
      what: { fuel: 'le niveau de carburant', charge: 'la charge de la batterie' },
      fuel: (percent, litres) => `Carburant : ${percent} %${litres ? ` (environ ${litres} l)` : ''}.`,
      charge: (percent, kwh) => `Charge de la batterie : ${percent} %${kwh ? ` (${kwh} kWh)` : ''}.`,
      low: { fuel: "C'est peu : faites le plein bientôt.", charge: "C'est peu : rechargez bientôt." },
      range: (range) => `Autonomie : environ ${range}.`,
    },
    range: {
      what: "l'autonomie",
      lead: (range) => `Autonomie : environ ${range} avec ce qui reste.`,
      estimated: (range) => `La voiture ne transmet pas d'autonomie ; à la consommation de cette semaine, cela fait environ ${range}.`,
    },
    odometer: { what: 'le kilométrage', lead: (distance) => `Le compteur indique ${distance}.` },
    speed: {
      what: 'la vitesse',
      top: (speed, day) => `Vitesse maximale des 7 derniers jours : ${speed} (le ${day}).`,
      topInPeriod: (speed, from, to) => `Vitesse maximale du ${from} au ${to} : ${speed}.`,
      over: (limit, speed) => `Oui : votre vitesse maximale a été de ${speed}, au-dessus de ${limit}.`,
      notOver: (limit, speed) => `Non : votre vitesse maximale a été de ${speed}, sans dépasser ${limit}.`,
      now: (speed) => `Vitesse au dernier relevé : ${speed}.`,
    },
    coolant: {
      what: 'la température du liquide de refroidissement',
      electric: (name) => `${name} est électrique : pas de température de liquide de refroidissement moteur.`,
      normal: (t) => `Le liquide de refroidissement est à ${t} °C : normal (80-110 °C moteur en marche).`,
      hot: (t) => `Le liquide de refroidissement est à ${t} °C : trop chaud, le moteur surchauffe. Arrêtez-vous dès que possible et laissez refroidir.`,
      cold: (t) => `Le liquide de refroidissement est à ${t} °C moteur en marche : sous 80-110 °C ; il devrait chauffer en 15 minutes de route.`,
      parked: (t) => `Le liquide de refroidissement indique ${t} °C moteur arrêté : normal pour une voiture garée (je ne le juge que moteur en marche).`,
    },
    parkingBrake: {
      what: 'son frein à main',
      on: (name) => `Le frein à main de ${name} est serré.`,
      off: (name) => `Le frein à main de ${name} est desserré.`,
    },
    body: {
      what: 'verrouillage, portes et vitres',
      locked: (name) => `${name} est verrouillée.`,
      unlocked: (name) => `${name} n'est pas verrouillée.`,
      open: (parts) => `Ouvert : ${parts}.`,
      allClosed: 'Portes, vitres et coffre sont fermés.',
      parts: {
        driverDoor: 'porte conducteur',
        passengerDoor: 'porte passager',
        rearLeftDoor: 'porte arrière gauche',
        rearRightDoor: 'porte arrière droite',
        driverWindow: 'vitre conducteur',
        passengerWindow: 'vitre passager',
        rearLeftWindow: 'vitre arrière gauche',
        rearRightWindow: 'vitre arrière droite',
        frontTrunk: 'coffre avant',
        trunk: 'coffre',
      },
    },
    tyres: {
      what: 'la pression des pneus',
      allFine: (range) => `Les quatre pneus sont bons : ${range}.`,
      low: (which, pressure) => `Le pneu ${which} est sous-gonflé : ${pressure} (minimum 200 kPa). Regonflez-le et vérifiez s'il fuit.`,
      each: (label, pressure) => `${label} : ${pressure}`,
      target: "La bonne pression figure sur l'étiquette dans l'encadrement de la portière conducteur (souvent 220-250 kPa).",
    },
    location: {
      notShared: (name) => `${name} ne partage pas sa position avec cette application (le droit de localisation n'est pas accordé).`,
      lead: (lat, lon, when) => `Dernière position : ${lat}, ${lon} (${when}).`,
      map: (url) => `Carte : ${url}`,
    },
    lastSeen: {
      never: (name) => `${name} n'a encore envoyé aucune donnée.`,
      lead: (name, when, ago) => `${name} a envoyé des données pour la dernière fois le ${when} (${ago}).`,
      stale: "C'est il y a plus de 2 jours ; les valeurs ont pu changer.",
    },
    consumption: {
      none: "Pas assez de trajets ces 7 derniers jours pour calculer la consommation.",
      fuel: (rate, litres, distance) => `Consommation des 7 derniers jours : ${rate} (${litres} l sur ${distance}).`,
      energy: (rate, kwh, distance) => `Consommation d'énergie des 7 derniers jours : ${rate} (${kwh} kWh sur ${distance}).`,
    },
    refuels: {
      none: 'Aucun plein ces 7 derniers jours.',
      count: (count) => (count === 1 ? '1 plein ces 7 derniers jours.' : `${count} pleins ces 7 derniers jours.`),
      last: (day, from, to, litres) => `Dernier plein : ${day}, de ${from} % à ${to} %${litres ? ` (+${litres} l)` : ''}.`,
    },
    charging: {
      now: (name) => `${name} est en charge en ce moment.`,
      notNow: (name) => `${name} n'est pas en charge en ce moment.`,
      none: 'Aucune recharge ces 7 derniers jours.',
      count: (count, kwh) => `${count === 1 ? '1 recharge' : `${count} recharges`} ces 7 derniers jours${kwh ? `, ${kwh} kWh ajoutés` : ''}.`,
      last: (day, duration, from, to) => `Dernière recharge : ${day}, ${duration}, de ${from} % à ${to} %.`,
      notElectric: (name) => `${name} n'est pas électrique, donc pas de recharges.`,
      nowAt: (name, kw) => `${name} est en charge en ce moment, à ${kw} kW.`,
      plugged: (name) => `${name} est branchée.`,
      unplugged: (name) => `${name} n'est pas branchée.`,
      limit: (percent) => `Limite de charge : ${percent} %.`,
      what: 'sa recharge, son câble ni sa limite de charge',
      parts: { limit: 'sa limite de charge', cable: 'son câble de charge', power: 'sa puissance de charge' },
      notElectricNow: (name) => `${name} n'est pas électrique : la recharge, le câble et la limite de charge ne la concernent pas.`,
    },
    papers: {
      provider: (v) => `Assureur : ${v}.`,
      policy: (v) => `Numéro de contrat : ${v}.`,
      premium: (v) => `Prime : ${v}.`,
      coverage: (v) => `Couverture : ${v}.`,
      effective: (v) => `En vigueur depuis le ${v}.`,
      notStated: (fact) => `Le document d'assurance n'indique pas ${fact}.`,
      facts: { provider: "l'assureur", policy: 'le numéro de contrat', premium: 'la prime', coverage: 'la couverture' },
      plate: (plate) => `Votre plaque d'immatriculation est ${plate}.`,
      noPlate: "Aucun document n'indique encore la plaque ; téléversez la carte grise et je la lirai.",
      vin: (vin) => `Le numéro VIN est ${vin}.`,
      noVin: "Le VIN n'est pas encore connu : la voiture ne le transmet pas et aucun document ne l'indique.",
    },
    costs: {
      lastService: (what, day, cost) => `Le dernier entretien avec un coût, ${what} le ${day}, a coûté ${cost}.`,
      fuelWeek: (cost, amount, unit, perWeek) => `Environ ${cost} par semaine : vous avez utilisé ${perWeek} ${unit} par semaine ces 7 derniers jours, à ${amount} le ${unit}.`,
      fuelWeekNoUse: "Je ne peux pas calculer le coût hebdomadaire : le carburant utilisé ces 7 derniers jours n'est pas connu.",
      askPrice: (unit) => `Donnez-moi le prix par ${unit} (par exemple « à 1,90 le ${unit} ») et je calculerai le coût par semaine.`,
      excludes: "Le carburant et la recharge ne sont pas inclus, sauf si vous me donnez un prix.",
    },
    otherVehicle: (name, selected) => `${name} n'est pas le véhicule sélectionné dans le chat (${selected}) ; voici la réponse pour ${name}. Choisissez-le dans le sélecteur de véhicules pour changer.`,
    periodNote: (from, to) => `Je n'ai que les données de conduite des 7 derniers jours, pas du ${from} au ${to}.`,
  },
  periods: {
    names: { yesterday: 'hier', today: "aujourd'hui", lastWeek: 'la semaine dernière', thisWeek: 'cette semaine', lastMonth: 'le mois dernier', thisMonth: 'ce mois-ci', lastYear: "l'année dernière", thisYear: 'cette année' },
    named: (name, range) => `${name} (${range})`,
    since: (day) => `depuis le ${day}`,
    between: (from, to) => `du ${from} au ${to}`,
    dataSince: (asked, name, day) => `Vous avez demandé ${asked} ; ${name} n'envoie des données que depuis le ${day}, les chiffres commencent donc là.`,
    noData: (name, period) => `${name} n'a envoyé aucune donnée de conduite ${period}.`,
    covered: (period, name, distance, driving) => `${cap(period)}, ${name} a parcouru ${distance} en ${plural(driving, 'jour de conduite', 'jours de conduite')}.`,
    coveredUnknown: (period, name, driving) =>
      `${cap(period)}, ${name} a roulé ${plural(driving, 'jour', 'jours')} ; la distance est inconnue car l'historique du kilométrage n'est pas transmis.`,
    fleetTotal: (period, distance) => `${cap(period)}, vos véhicules ont parcouru ${distance} au total.`,
    droveOn: (driving, days, total) => `A roulé ${driving} jours sur ${days}, ${total} au total.`,
    parkedAtEnd: (days) => `Stationnée les ${days} derniers jours de la période.`,
    refuelled: (kind, times, period) => `${kind === 'charge' ? 'Rechargée' : 'Plein fait'} ${times === 1 ? 'une fois' : `${times} fois`} ${period}.`,
    notMoved: (period) => `La voiture n'a pas roulé ${period} ; une voiture immobilisée a besoin de 20 minutes de route de temps en temps ou d'un mainteneur de charge pour garder la batterie 12 V chargée.`,
    topSpeed: (period, speed, day) => `Vitesse maximale ${period} : ${speed} (le ${day}).`,
    consumptionNone: (period) => `Pas assez de conduite ${period} pour calculer la consommation.`,
    fuel: (period, rate, litres, distance) => `Consommation ${period} : ${rate} (${litres} l sur ${distance}).`,
    energy: (period, rate, kwh, distance) => `Consommation d'énergie ${period} : ${rate} (${kwh} kWh sur ${distance}).`,
    refuelsNone: (period) => `Aucun plein ${period}.`,
    refuelsCount: (count, period) => `${count === 1 ? '1 plein' : `${count} pleins`} ${period}.`,
    chargingNone: (period) => `Aucune recharge ${period}.`,
    chargingCount: (count, kwh, period) => `${count === 1 ? '1 recharge' : `${count} recharges`} ${period}${kwh ? `, ${kwh} kWh ajoutés` : ''}.`,
    fuelWeek: (period, cost, amount, unit, perWeek) => `Environ ${cost} par semaine : vous avez utilisé ${perWeek} ${unit} par semaine ${period}, à ${amount} le ${unit}.`,
    fuelWeekNoUse: (period) => `Je ne peux pas calculer le coût hebdomadaire : le carburant utilisé ${period} n'est pas connu.`,
  },
  facts: {
    dueKinds: {
      registration_expiry: 'Renouvellement de la carte grise',
      insurance_expiry: "Renouvellement de l'assurance",
      service_due: 'Entretien programmé',
      inspection_due: 'Contrôle technique',
      warranty_expiry: 'Fin de la garantie',
      oil_change: 'Vidange',
      tire_rotation: 'Permutation des pneus',
      brake_service: 'Entretien des freins',
      brake_fluid: 'Liquide de frein',
      cabin_filter: 'Filtre d\'habitacle',
      coolant: 'Liquide de refroidissement',
      battery_12v: 'Contrôle de la batterie 12 V',
      hv_battery_check: 'Contrôle de la batterie haute tension',
      custom: 'Rappel',
      car_service: 'Entretien programmé',
      workshop: 'Passage au garage',
    },
    urgency: { overdue: 'en retard', due_soon: 'bientôt', upcoming: 'plus tard', snoozed: 'reporté', waiting: 'enregistré' },
    when: {
      waiting: (left) => `entretien enregistré ; en attente de la remise à zéro du compteur d'entretien de la voiture${left ? ` (il indique encore ${left} avant le prochain entretien)` : ''}`,
      workshop: (codes, count) => `${codes} ${count === 1 ? 'nécessite' : 'nécessitent'} un passage au garage`,
      onDate: (date, rel) => `le ${date} (${rel})`,
      wasOn: (date, rel) => `était prévu le ${date} (${rel})`,
      inDistance: (distance, at) => `dans ${distance}${at ? ` (à ${at})` : ''}`,
      overdueBy: (distance, at) => `dépassé de ${distance}${at ? ` (à ${at})` : ''}`,
      atOdometer: (at) => `à ${at}`,
      expected: (date) => `prévu vers le ${date}`,
      unknown: 'sans date ni kilométrage',
    },
    item: (what, urgency, when, from) => `${what} (${urgency}) : ${when}${from ? `, ${from}` : ''}.`,
    source: {
      signal: (at) => (at ? `la voiture elle-même (${at})` : 'la voiture elle-même'),
      document: (role, name) => `${role} ${name}`,
      record: (name, date) => `votre entretien « ${name} »${date ? ` du ${date}` : ''}`,
      owner: 'votre rappel',
      reminder: 'un rappel',
      from: (sources) => `d'après ${sources}`,
    },
    roles: { registration: 'la carte grise', insurance: "l'attestation d'assurance", service: "la facture d'entretien", inspection: 'le rapport de contrôle', other: 'le document' },
    factNames: {
      registrationExpiry: 'expiration de la carte grise',
      insuranceStart: "début de l'assurance",
      insuranceExpiry: "échéance de l'assurance",
      inspectionDue: 'date du contrôle technique',
      warrantyExpiry: 'fin de la garantie',
      nextService: 'prochain entretien',
      plate: "plaque d'immatriculation",
    },
    conflict: (c) =>
      `D'après ${c.role} ${c.name} : ${c.value} ; d'après ${c.otherRole} ${c.otherName}, ajouté le ${c.uploaded} : ${c.otherValue}. ${c.byOwner ? `Vous avez choisi ${c.name}` : `J'utilise ${c.name}`} ; vérifiez ${c.otherName}.`,
    noConflicts: 'Vos documents concordent : rien de contradictoire.',
    conflictsHeading: (count) => (count === 1 ? 'Un point de vos documents se contredit :' : `${n(count)} points de vos documents se contredisent :`),
    inForceHeading: 'Ce que disent vos documents :',
    inForce: (fact, value, from) => `${cap(fact)} : ${value}, ${from}.`,
    categories: {
      service: 'entretien et réparations',
      tyres: 'pneus',
      insurance: 'assurance',
      fees: 'immatriculation, taxes et frais',
      energy: 'carburant et recharge',
      other: 'autres',
    },
    spentService: (total, count, period) =>
      `Vous avez dépensé ${total} en entretien et réparations ${period} : ${count === 1 ? '1 poste' : `${n(count)} postes`} (hors assurance, frais et carburant).`,
    spentCategory: (category, total, count, period) => `Vous avez dépensé ${total} en ${category} ${period} : ${count === 1 ? '1 poste' : `${n(count)} postes`}.`,
    spentAll: (total, count, period) => `Vous avez dépensé ${total} pour la voiture ${period} : ${count === 1 ? '1 poste' : `${n(count)} postes`}, par catégorie :`,
    byCategory: (category, total) => `${cap(category)} : ${total}`,
    notAdded: 'Les montants en devises différentes ne sont pas additionnés.',
    noneService: (period) => `Aucun coût d'entretien ou de réparation enregistré ${period}. Ajoutez des entretiens (ou téléversez des factures) et je les additionnerai.`,
    noneCategory: (category, period) => `Aucun coût de type ${category} enregistré ${period}.`,
    noneAll: (period) => `Aucun coût enregistré ${period}. Ajoutez des entretiens (ou téléversez des factures) et je les additionnerai.`,
    spendItem: (date, what, amount, from) => `${date} : ${what}, ${amount} (${from})`,
    allTime: (to) => `au total (jusqu'au ${to})`,
    perKm: (cost, unit, total, distance, period) => `Environ ${cost} par ${unit} en entretien et réparations ${period} (${total} pour ${distance} parcourus sur les mêmes jours).`,
    perKmMissing: (why, period) =>
      why === 'no-spend'
        ? `Aucun coût d'entretien ou de réparation ${period}, donc pas de coût par distance.`
        : why === 'not-enough-distance'
          ? `Pas encore assez de distance ${period} pour un coût par distance fiable.`
          : `Je ne peux pas calculer de coût par distance ${period} : la distance parcourue n'est pas encore connue.`,
    serviceKinds: { oil_change: 'vidange', brakes: 'freins', battery: 'batterie', inspection: 'contrôle', repair: 'réparation', other: 'entretien', tires: 'pneus', fuel: 'carburant' },
    lastSeen: (when) => `Lu sur la voiture ${when}.`,
  },
};
