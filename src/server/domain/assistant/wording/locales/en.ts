import type { DtcSeverity } from '../../../../../shared/dtc/index';
import type { VehicleStatus } from '../../../../../shared/vehicle-status';
import type { DocumentType } from '../../../../../shared/documents';
import type { ClarifyLabel } from '../../understanding/ambiguity';
import type { PaperKind } from '../../facts/paper-status';
import { formatNumberIn } from '../locale-format';
import { DUE_KIND_LABELS, type DueUrgency, type SpendCategory } from '../../../../../shared/api/facts';
import type { ServiceKind } from '../../../../../shared/api/service-log';
import type { DocumentFactKey, DocumentRole } from '../../../vehicle-facts/documents-in-force';
import type { PeriodName } from '../../understanding/entities';

/**
 * The assistant's fixed texts in English: the reference catalogue. Every other language is typed `Messages`, so a
 * missing or extra key fails the typecheck. Values in the arguments arrive formatted (numbers, distances, dates);
 * counts arrive as numbers so each language can choose its plural.
 */
type Level = 'fuel' | 'charge';

/** The warning lamps the assistant names, and the engine oil levels it tells (VSS's, less NORMAL). */
/** The parts whose opening the car may report (doors, windows, trunks). */
export type BodyPart =
  | 'driverDoor'
  | 'passengerDoor'
  | 'rearLeftDoor'
  | 'rearRightDoor'
  | 'driverWindow'
  | 'passengerWindow'
  | 'rearLeftWindow'
  | 'rearRightWindow'
  | 'frontTrunk'
  | 'trunk';
/** The charging facts an owner may ask about by name. */
export type ChargeFact = 'limit' | 'cable' | 'power';
export type WarningLamp = 'airbag' | 'abs' | 'tirePressure' | 'checkEngine';
export type OilVerdict = 'criticallyLow' | 'low' | 'high' | 'criticallyHigh';
const LAMPS: Record<WarningLamp, string> = { airbag: 'airbag (SRS)', abs: 'ABS', tirePressure: 'tire pressure', checkEngine: 'check-engine' };
const LAMP_ADVICE: Record<WarningLamp, string> = {
  airbag: 'Have the airbag system checked as soon as you can: the airbags may not deploy in a crash.',
  abs: 'Have the brakes checked soon: they still work, but the wheels may lock under hard braking.',
  tirePressure: 'Check all four tire pressures and look for a slow puncture.',
  checkEngine: 'Have the engine diagnosed soon; a trouble code reader shows why the lamp is lit.',
};
const OIL: Record<OilVerdict, string> = { criticallyLow: 'critically low', low: 'low', high: 'above the maximum', criticallyHigh: 'far above the maximum' };

const n = (value: number) => formatNumberIn('en', value);
const plural = (count: number, one: string, many = `${one}s`) => `${n(count)} ${count === 1 ? one : many}`;

export const en = {
  common: {
    and: 'and',
    relativeDays: (days: number, abs: string): string =>
      days === 0 ? 'today' : days === 1 ? 'tomorrow' : days === -1 ? 'yesterday' : days > 1 ? `in ${abs} days` : `${abs} days ago`,
  },
  /** status words as they read mid-sentence */
  status: { optimal: 'optimal', attention: 'attention', service: 'service' } satisfies Record<VehicleStatus, string>,
  severity: { critical: 'critical', high: 'high', medium: 'medium', low: 'low' } satisfies Record<DtcSeverity, string>,
  /** a trouble code's system ("Emissions"); English keeps the code list's own names */
  dtcSystem: (system: string): string => system,
  tyres: { frontLeft: 'front left', frontRight: 'front right', rearLeft: 'rear left', rearRight: 'rear right' },
  errors: {
    noVehicleSelected: 'No vehicle selected. Please connect a vehicle via DIMO or choose one from your dashboard.',
    noVehicleData:
      "I'm unable to access your vehicle data right now. This could be because the MCP connection is not working, the vehicle token was not found, authentication failed, or the vehicle is not connected. Please check your connection and try again.",
    aiFailureWithData:
      "I'm having trouble with the AI analysis service, but I can see some vehicle data. Please try again later or contact support if the issue persists.",
    fleetFailure: "I'm having trouble analyzing all vehicles right now. Please try again shortly.",
    generic: 'Sorry, I encountered an error while analyzing your vehicle. Please try again or check if the services are properly configured.',
  },
  /** Questions the analyzers suggest as chips; each is one the chat answers itself (see answer.test.ts). */
  followUp: {
    health: 'How is my car doing overall?',
    trip: 'Is my car ready for a long trip?',
    maintenanceDue: 'What maintenance is due soon?',
    week: 'How much did I drive this week?',
    documents: 'When do my registration and insurance expire?',
    fleetFirst: 'Which of my vehicles needs attention first?',
    fleetTrip: 'Which vehicles are ready for a trip?',
    fleetMaintenance: 'What maintenance is due on all my vehicles?',
    fleetUsage: 'How much did all my vehicles drive this week?',
    aboutCode: (code: string): string => `What does ${code} mean?`,
  },
  signals: {
    missing: {
      voltage: '12 V battery voltage',
      coolant: 'coolant temperature',
      tyres: 'tire pressures',
      fuel: 'fuel level',
      charge: 'battery charge level',
      troubleCodes: 'trouble codes',
    },
    voltageLow: {
      insight: (v: string) => `12 V battery is at ${v} V, below the 12.0 V a healthy battery holds at rest.`,
      recommendation: (v: string) => `Have the 12 V battery and charging system tested soon; at ${v} V it may fail to start the car.`,
    },
    voltageHigh: {
      insight: (v: string) => `12 V system reads ${v} V, above the 15.0 V a charging system should stay under.`,
      recommendation: 'Have the alternator and voltage regulator checked for overcharging.',
    },
    coolantHot: {
      insight: (c: string) => `Coolant is at ${c} °C, above the 110 °C limit: the engine is overheating.`,
      recommendation: 'Stop when safe and let the engine cool, then check the coolant level and have the cooling system inspected before driving on.',
    },
    coolantCold: {
      insight: (c: string) => `Coolant is at ${c} °C with the engine running, below the 80-110 °C operating range.`,
      recommendation: 'If the coolant stays below 80 °C after 15 minutes of driving, have the thermostat checked.',
    },
    engineLoad: {
      insight: (l: string) => `Engine load is at ${l}%, above the 80% that normal driving stays under.`,
      recommendation: 'If engine load stays above 80% in normal driving, have the air filter, ignition and exhaust checked.',
    },
    intake: {
      insight: (c: string) => `Intake air temperature is ${c} °C, outside the 0-60 °C normal range.`,
      recommendation: 'Have the intake air temperature sensor checked and make sure the intake is not drawing hot engine-bay air.',
    },
    barometric: {
      insight: (p: string) => `Barometric pressure reads ${p} kPa, outside the 80-120 kPa range air pressure can have.`,
      recommendation: 'A barometric reading outside 80-120 kPa usually means a faulty barometric or MAP sensor; have it checked.',
    },
    rpm: {
      insight: (r: string) => `Engine was at ${r} rpm at the last reading, where wear and fuel use rise.`,
      recommendation: 'Shift up earlier and avoid holding high revs, especially while the engine is cold.',
    },
    tyreLow: {
      insight: (tyre: string, pressure: string) => `${capitalize(tyre)} tire is at ${pressure}, below the 200 kPa minimum.`,
      recommendation: (tyre: string) => `Inflate the ${tyre} tire to the pressure on the driver's door label and check it for a slow puncture.`,
    },
    levelLow: {
      insight: (kind: Level, percent: string) => `${kind === 'fuel' ? 'Fuel' : 'Battery charge'} is at ${percent}%, below 20%.`,
      recommendation: (kind: Level): string => (kind === 'fuel' ? 'Refuel soon.' : 'Charge the battery soon.'),
    },
    service: {
      overdue: (d: string) => `Scheduled service is overdue by ${d}.`,
      due: (d: string) => `Scheduled service is due in ${d}.`,
      recommendation: 'Book the scheduled service.',
    },
    warningLamp: {
      insight: (lamp: WarningLamp) => `The ${LAMPS[lamp]} warning lamp is on.`,
      recommendation: (lamp: WarningLamp) => LAMP_ADVICE[lamp],
    },
    oilLevel: {
      insight: (level: OilVerdict) => `The car reports its engine oil level ${OIL[level]}.`,
      recommendation: (level: OilVerdict): string =>
        level === 'criticallyLow' ? 'Top up the engine oil before driving further: running this low can damage the engine.' : level === 'low' ? 'Top up the engine oil soon, with the grade in the owner\'s manual.' : 'Have the excess engine oil drained: overfilling can damage seals and the catalytic converter.',
    },
    healthy: {
      battery: (v: string) => `12 V battery (${v} V)`,
      coolant: (c: string) => `coolant (${c} °C)`,
      engineLoad: (l: string) => `engine load (${l}%)`,
      intake: (c: string) => `intake air (${c} °C)`,
      barometric: (p: string) => `barometric pressure (${p} kPa)`,
      tyres: (count: number, first: string, range: string) =>
        `${count === 4 ? 'all four tires' : count === 1 ? `${first} tire` : `${count} tires`} (${range})`,
      level: (kind: Level, percent: string) => `${kind === 'fuel' ? 'fuel' : 'battery charge'} (${percent}%)`,
    },
    healthyRanges: (readings: string, count: number) => `${readings} ${count === 1 ? 'is' : 'are'} within healthy ranges.`,
    noTroubleCodes: 'No trouble codes are stored.',
    stale: (date: string, ago: string) => `The latest data is from ${date} (${ago}); readings may have changed since.`,
  },
  troubleCode: {
    known: (code: string, system: string, severity: string, meaning: string) =>
      `Trouble code ${code} (${system.toLowerCase()}, ${severity} severity) is stored: ${meaning}.`,
    unknown: (code: string, what: string) => `Trouble code ${code} is stored: a ${what} that is not in my list of known codes.`,
    action: {
      critical: (code: string) => `Stop driving as soon as it is safe and have ${code} diagnosed before using the car again.`,
      high: (code: string) => `Have ${code} diagnosed before any long drive.`,
      medium: (code: string) => `Book a diagnostic check for ${code} soon.`,
      low: (code: string) => `Mention ${code} at the next service.`,
    } satisfies Record<DtcSeverity, (code: string) => string>,
  },
  codeAdvice: {
    critical: (code: string) => `Stop driving as soon as it is safe and have ${code} checked before using the car again.`,
    high: (code: string) => `Have ${code} diagnosed soon and avoid long drives until then.`,
    medium: (code: string) => `Book a diagnostic check for ${code} in the coming weeks.`,
    low: (code: string) => `${code} is not urgent; mention it at the next service.`,
  } satisfies Record<DtcSeverity, (code: string) => string>,
  health: {
    noTelemetry: (name: string, score: number) => `No live telemetry has been reported for ${name} yet, so the health score is the default ${score}.`,
    connectAndDrive: 'Make sure the vehicle is connected and shared with this app, then drive it briefly so it reports fresh data.',
    allHealthy: (name: string) => `Everything ${name} reports looks healthy.`,
    noActionNeeded: 'No action needed now; keep to the regular service schedule.',
    notReported: (list: string) => `Not reported by this car: ${list}.`,
  },
  papers: {
    name: { registration: 'registration', insurance: 'insurance' } satisfies Record<PaperKind, string>,
    expiredOn: (kind: PaperKind, date: string) => `The ${kind} expired on ${date}.`,
    expiresOn: (kind: PaperKind, date: string) => `The ${kind} expires on ${date}.`,
    expiresIn: (kind: PaperKind, date: string, when: string) => `The ${kind} expires on ${date} (${when}).`,
    noExpiryDate: (kind: PaperKind) => `The ${kind} on file shows no expiry date.`,
    notOnFile: (kind: PaperKind) => `No ${kind} document on file.`,
    yourExpiredOn: (kind: PaperKind, date: string) => `Your ${kind} expired on ${date}.`,
    yourExpiresOn: (kind: PaperKind, date: string, when: string) => `Your ${kind} expires on ${date} (${when}).`,
    yourValidUntil: (kind: PaperKind, date: string) => `Your ${kind} is valid until ${date}.`,
    renewNow: (kind: PaperKind) => `Renew the ${kind} now.`,
    renewBefore: (kind: PaperKind, date: string) => `Renew the ${kind} before ${date}.`,
    renewBeforeLapse: (kind: PaperKind) => `Renew the ${kind} before it lapses.`,
    renewExpired: (kind: PaperKind, date: string) => `Renew the ${kind}: it expired on ${date}.`,
    renewBeforeDriving: (kind: PaperKind) => `Renew the ${kind} before driving.`,
    uploadToBeReminded: (kind: PaperKind) => `Upload your ${kind} so I can remind you before it expires.`,
    checkConflict: (kind: PaperKind) => `Check which ${kind} document is right; you can pick it on the vehicle page.`,
  },
  trip: {
    theTrip: (distance: string) => `the ${distance} trip`,
    aLongTrip: 'a long trip',
    noTelemetry: {
      risk: 'No live telemetry: fuel or charge, battery, tires and trouble codes could not be checked.',
      recommendation: 'Make sure the vehicle is connected and has reported data recently, then ask again.',
    },
    uploadMissingPapers: (kinds: PaperKind[]) =>
      `Upload your ${kinds.join(' and ')} document${kinds.length > 1 ? 's' : ''} so I can confirm ${kinds.length > 1 ? 'they are' : 'it is'} valid.`,
    walkAround: 'Do a quick walk-around before leaving: lights, tires and fluid levels.',
    range: {
      notReported: 'Range and fuel or charge level are not reported, so check them before leaving.',
      value: (distance: string, estimated: boolean) => `${estimated ? 'an estimated ' : ''}${distance}`,
      shortOfTrip: (range: string, trip: string) => `Range of ${range} is less than ${trip}.`,
      stopOnTheWay: (kind: Level): string =>
        kind === 'fuel' ? 'Plan a refuelling stop on the way, or fill up before you leave.' : 'Plan a charging stop on the way, or charge fully before you leave.',
      shortForLongTrip: (range: string) => `Range of ${range} is short for a long trip.`,
      fillUp: (kind: Level): string => (kind === 'fuel' ? 'Fill up before you leave.' : 'Charge fully before you leave.'),
      enough: (range: string, basis: string | null, trip: string | null) =>
        `Range is ${range}${basis ? ` (${basis})` : ''}${trip ? `, enough for ${trip}` : ''}.`,
      fromKwh: (kwh: string) => `from ${kwh} kWh left at about 18 kWh per 100 km`,
      fromLitres: (litres: string) => `from ${litres} l of fuel at about 8 l per 100 km`,
      fromLevel: (percent: string, kind: Level, full: string) => `from the ${percent}% ${kind} level, assuming about ${full} when full`,
    },
    level: {
      risk: (kind: Level, percent: string) => `${kind === 'fuel' ? 'Fuel' : 'Battery charge'} is at ${percent}%.`,
      recommendation: (kind: Level): string => (kind === 'fuel' ? 'Refuel before departure.' : 'Charge before departure.'),
    },
    voltage: {
      risk: (v: string) => `12 V battery is weak at ${v} V; the car may not restart after a stop.`,
      recommendation: 'Have the 12 V battery tested before the trip.',
    },
    coolantHot: {
      risk: (c: string) => `Engine is overheating: coolant at ${c} °C.`,
      recommendation: 'Do not start the trip until the cooling system has been checked.',
    },
    coolantCold: {
      risk: (c: string) => `Coolant is only ${c} °C with the engine running.`,
      recommendation: 'If the temperature gauge stays low after warming up, have the thermostat checked.',
    },
    tyre: {
      risk: (tyre: string, flat: boolean, pressure: string) => `${tyre} tire is ${flat ? 'nearly flat' : 'low'} at ${pressure}.`,
      recommendation: (tyre: string, flat: boolean) => `Inflate the ${tyre} tire to the door-label pressure${flat ? ' and check it for a puncture' : ''} before leaving.`,
      notReported: 'Tire pressures are not reported; check them before leaving.',
    },
    service: {
      overdue: (what: string, reason: string) => `${what} is overdue: ${reason}`,
      overdueRecommendation: 'Get the overdue service done before a long trip.',
      duringTrip: (distance: string) => `Scheduled service falls due during the trip (in ${distance}).`,
      soon: (what: string, reason: string) => `${what} is due soon: ${reason}`,
      soonRecommendation: 'Consider servicing the car before the trip.',
    },
    analysis: {
      ready: (vehicle: string, score: number, trip: string) => `${vehicle} scores ${score}/100 for trip readiness and looks ready for ${trip}.`,
      blocked: (vehicle: string, score: number, trip: string) =>
        `${vehicle} scores ${score}/100 for trip readiness and is not ready for ${trip}: fix the blocking issue first.`,
      notReady: (vehicle: string, score: number, trip: string) => `${vehicle} scores ${score}/100 for trip readiness, below the 70 needed to be ready for ${trip}.`,
      mainRisks: (count: number, risks: string) => `${count === 1 ? 'Main risk' : `Main risks (${count})`}: ${risks}.`,
      noRisks: 'No risks were found in the reported data.',
    },
  },
  maintenance: {
    summary: {
      nothingOnFile: (name: string) =>
        `No maintenance records or service schedule are on file for ${name}. Add a service receipt or a maintenance record and I will track what is due.`,
      nothingDue: (name: string, window: string) => `Nothing is overdue or due within your heads-up window (${window}) for ${name}.`,
      nothingScheduled: (name: string) => `No upcoming maintenance is scheduled for ${name}.`,
      overdueCount: (count: number) => `${plural(count, 'item')} overdue`,
      soonCount: (count: number) => `${n(count)} due soon`,
      has: (name: string, counts: string, names: string) => `${name} has ${counts}: ${names}.`,
      window: (days: number, distance: string) => `${plural(days, 'day')} or ${distance}`,
      lastService: (type: string, date: string, at: string | null) => `Last service: ${type} on ${date}${at ? ` at ${at}` : ''}.`,
      noPastService: 'No past service is recorded.',
      later: (count: number) => `${plural(count, 'more item')} ${count === 1 ? 'is' : 'are'} scheduled later.`,
    },
  },
  usage: {
    noLevelHistory: (kind: Level) => `No ${kind} history yet.`,
    noHistory: (name: string, days: number) =>
      `There is no driving history for ${name} yet: the car has not reported odometer or speed data in the last ${days} days.`,
    driveToGetHistory: 'Drive the car with its connection active; history appears after a day of data.',
    droveOn: (driving: number, days: number, total: string) => `Drove on ${driving} of the last ${days} days, ${total} in total.`,
    droveOnUnknownDistance: (driving: number, days: number) =>
      `Drove on ${driving} of the last ${days} days; the odometer history is not reported, so the distance is unknown.`,
    longestDay: (distance: string, day: string) => `Longest day: ${distance} on ${day}.`,
    shortTrips: (pace: string) => `Mostly short trips: about ${pace} per driving day.`,
    longDays: (pace: string) => `Long daily distances: about ${pace} per driving day.`,
    moderateUse: (pace: string) => `Moderate use: about ${pace} per driving day.`,
    topSpeed: (speed: string, day: string) => `Top speed: ${speed} on ${day}.`,
    parked: (days: number) => `Parked for the last ${days} days.`,
    refuelled: (kind: Level, times: number, days: number) =>
      `${kind === 'charge' ? 'Charged' : 'Refuelled'} ${times === 1 ? 'once' : `${times} times`} in the last ${days} days.`,
    notMoved: (days: number) =>
      `The car has not moved in ${days} days; drive it for 20 minutes or use a battery maintainer so the 12 V battery stays charged.`,
    shortTripsAdvice: (kind: Level): string =>
      kind === 'charge'
        ? 'Short daily distances suit an electric car; charging to about 80% is enough for this use.'
        : 'Short trips keep the engine from reaching operating temperature; combine errands or take a longer drive once a week.',
    highMileageAdvice: 'At this mileage, check tire pressures and fluid levels every week.',
    fastAdvice: (speed: string, kind: Level) =>
      `Top speeds above ${speed} raise ${kind === 'charge' ? 'energy use' : 'fuel use'} and tire wear; easing off saves money.`,
    serviceWithinWeek: (weekly: string, away: string) => `At your pace (about ${weekly} a week) the next service (${away} away) falls due within a week.`,
    serviceInWeeks: (weekly: string, away: string, weeks: number) =>
      `At your pace (about ${weekly} a week) the next service (${away} away) is about ${plural(weeks, 'week')} off.`,
    normalPattern: 'Your driving pattern looks normal; keep to the regular service schedule.',
    consumption: {
      noChargeHistory: 'Not enough charge level history to measure energy use.',
      batteryPercentOnly: (percent: string) => `About ${percent}% of the battery used (capacity not reported, so no kWh figure).`,
      kwhUsed: (kwh: string) => `${kwh} kWh used`,
      noFuelHistory: 'Not enough fuel level history to measure consumption.',
      tankPercentOnly: (percent: string) => `About ${percent}% of the tank used (tank size not reported, so no litre figure).`,
      litresUsed: (litres: string) => `${litres} l of fuel used`,
      over: (amount: string, distance: string, rate: string) => `${amount} over ${distance}: ${rate}.`,
    },
  },
  fleet: {
    noVehicles: 'No vehicles are connected yet.',
    healthScore: (score: number) => `health score ${score}/100`,
    summary: (s: { total: number; service: number; attention: number; optimal: number; averageHealth: number; ready: number; withIssues: number }) => {
      const parts = [
        s.service ? `${s.service} ${s.service === 1 ? 'needs' : 'need'} service` : '',
        s.attention ? `${s.attention} ${s.attention === 1 ? 'needs' : 'need'} attention` : '',
        s.optimal ? `${s.optimal} ${s.optimal === 1 ? 'is' : 'are'} in optimal condition` : '',
      ].filter(Boolean);
      const noun = s.total === 1 ? 'vehicle' : 'vehicles';
      const issues = s.withIssues > 0 ? ` ${s.withIssues} of ${s.total} ${s.withIssues === 1 ? 'has' : 'have'} open issues.` : '';
      return `${s.total} ${noun}: ${parts.join(', ')}. Average health is ${s.averageHealth}/100; ${s.ready} of ${s.total} ${s.ready === 1 ? 'is' : 'are'} ready for a trip.${issues}`;
    },
    row: (name: string, health: number, status: string, readiness: number, ready: boolean) =>
      `${name}: health ${health}/100 (${status}), trip readiness ${readiness}/100${ready ? '' : ', not trip-ready'}.`,
    lookAt: (what: string) => `Look at ${what}`,
    noneNeedsAttention: 'None of your vehicles needs attention right now.',
    trip: {
      ready: 'ready',
      notReady: 'not ready',
      readyFor: (distance: string | null, names: string, best: string, score: number) =>
        `Ready for ${distance ? `a ${distance} trip` : 'a trip'}: ${names}. The best choice is ${best} (${score}/100).`,
      noneReady: (count: number) => `None of your ${count} vehicles is ready for a trip right now.`,
    },
    maintenanceAcross: (count: number) => `Maintenance across your ${count} vehicles:`,
    usage: {
      row: (name: string, distance: string | null, days: number) => `${name}: ${distance ?? 'distance not reported'} on ${plural(days, 'driving day')}.`,
      noHistory: (name: string) => `${name}: no driving history yet.`,
      total: (distance: string) => `In the last 7 days your vehicles covered ${distance} together.`,
    },
    papers: {
      heading: 'Documents for your vehicles:',
      expired: (kind: PaperKind, date: string) => `${kind} expired on ${date}`,
      validUntil: (kind: PaperKind, date: string) => `${kind} valid until ${date}`,
      noExpiry: (kind: PaperKind) => `${kind} on file without an expiry date`,
      notOnFile: (kind: PaperKind) => `no ${kind} on file`,
    },
    codes: {
      explain: (code: string, meaning: string, system: string, severity: string, having: string | null) =>
        `${code}: ${meaning} (${system}, ${severity} severity). ${having ? `Stored on ${having}.` : 'None of your vehicles reports it.'}`,
      none: (name: string) => `${name}: no trouble codes.`,
      notReported: (name: string) => `${name}: does not report trouble codes.`,
      byVehicle: 'Trouble codes by vehicle:',
    },
  },
  keyDates: {
    registrationExpires: 'registration expires',
    registrationRenewal: 'registration renewal',
    insuranceStarts: 'insurance starts',
    insuranceExpires: 'insurance expires',
    serviced: 'serviced',
    nextService: 'next service',
    inspectionDue: 'inspection due',
    warrantyExpires: 'warranty expires',
  },
  documentKinds: {
    registration: 'registration',
    insurancePolicy: 'insurance policy',
    serviceInvoice: 'service invoice',
    oilChangeReceipt: 'oil change receipt',
    maintenanceRecord: 'maintenance record',
    insurance: 'insurance',
    receipt: 'receipt',
    manual: 'manual',
    warranty: 'warranty',
    maintenance: 'maintenance',
  } satisfies Record<DocumentType | 'insurancePolicy' | 'serviceInvoice' | 'oilChangeReceipt' | 'maintenanceRecord', string>,
  answer: {
    chooseAllVehicles: 'To compare all your vehicles, choose All Vehicles in the vehicle selector.',
    noLiveData: (name: string, cannot: string) => `Live data from ${name} is unavailable right now, so I can't ${cannot}.`,
    cannot: {
      healthCheck: 'check its battery, coolant, tires or trouble codes, or give it a health score',
      trip: 'check its range, fuel or charge, battery, tires or trouble codes',
      codes: 'read the trouble codes stored on it',
      score: 'give it a health score',
    },
    healthCheck: (name: string, vehicle: string, score: number, status: string) => `Health check for ${name} (${vehicle}): ${score}/100, ${status}.`,
    generalScore: (name: string, vehicle: string, score: number, status: string) => `${name} (${vehicle}) has a health score of ${score}/100 (${status}).`,
    canHelp:
      'I can help with a health check, trip readiness, maintenance that is due, how much you drove this week, your documents and trouble codes. Try one of the questions below.',
    recommendations: 'Recommendations:',
    fromRecords: 'What I know from your records:',
    risks: 'Risks:',
    beforeYouGo: 'Before you go:',
    uploadServiceRecords: 'Upload service receipts or add maintenance records so I can track what is due.',
    book: {
      warranty: 'Have anything the warranty covers checked before it expires.',
      inspection: 'Book the inspection.',
      nextService: 'Book the next scheduled service.',
      work: (what: string) => `Book the ${what}.`,
    },
    usage: {
      covered: (days: number, name: string, distance: string, driving: number) =>
        `In the last ${days} days ${name} covered ${distance} on ${plural(driving, 'driving day')}.`,
      drivenUnknownDistance: (days: number, name: string, driving: number) =>
        `In the last ${days} days ${name} was driven on ${plural(driving, 'day')}; the distance is unknown because the odometer history is not reported.`,
      averageTopSpeed: (speed: string) => `Average of the daily top speeds: ${speed}.`,
      speedNotReported: 'Speed is not reported.',
      consumption: (kind: Level, text: string) => `${kind === 'charge' ? 'Energy' : 'Fuel'}: ${text}`,
    },
    documents: {
      none: (name: string) => `No documents are on file for ${name} yet.`,
      onFile: (count: number, name: string) => `${plural(count, 'document')} on file for ${name}:`,
      uploaded: (document: string, date: string) => `${document}, uploaded ${date}`,
      noDates: ': no dates found',
      notRead: ': not read yet',
      comingUp: 'Coming up in the next 30 days:',
    },
    codes: {
      noneStored: (name: string) => `No trouble codes are stored on ${name} right now.`,
      notReported: (name: string) => `${name} does not report trouble codes, so I cannot read them remotely.`,
      howToRead: 'If a warning light is on, a garage or an OBD-II reader can read the code; tell me the code (for example P0420) and I will explain it.',
      storedNow: 'It is stored on your car right now.',
      notReportingIt: 'Your car is not reporting it right now.',
      explain: (code: string, meaning: string, system: string, severity: string, onCar: string, advice: string) =>
        `${code}: ${meaning}. System: ${system}. Severity: ${severity}. ${onCar} ${advice}`,
      alsoStored: (codes: string) => `Also stored on your car: ${codes}.`,
    },
    overview: {
      level: (kind: Level, percent: string) => `${kind === 'fuel' ? 'Fuel' : 'Battery charge'} is at ${percent}%.`,
      levelNotReported: (kind: Level) => `${kind === 'fuel' ? 'Fuel' : 'Battery charge'} level is not reported.`,
      odometer: (distance: string) => `Odometer: ${distance}.`,
      odometerNotReported: 'Odometer is not reported.',
    },
  },
  llm: {
    answerIn: 'Answer in English.',
  },
  /** short direct answers (one reading, document fact or cost) and the conversation's own replies */
  direct: {
    capabilities: 'health, battery, fuel or charge, charging and charge limit, range, tires, coolant, trouble codes, locks, doors and windows, parking brake, trips, maintenance, driving and consumption, location, documents (registration, insurance, plate) and costs',
    greeting: (name: string) => `Hi! Ask me anything about ${name}: for example its tires, fuel, next service or insurance.`,
    smalltalk: "You're welcome. Ask me anytime about your vehicles.",
    help: (caps: string) => `I can help with your vehicles: ${caps}. Ask in English, Spanish, German or French, and name a car to ask about it.`,
    outOfScope: (caps: string) => `I can help with your vehicles: ${caps}. That question is outside what I know.`,
    unclear: 'Could you say a bit more? For example: "How is my battery?", "When is my next service?" or "Is my car ready for a 300 km trip?"',
    /** asking back when a question reads several ways; `options` is joined with `or` */
    clarify: {
      topics: (options: string) => `Do you mean ${options}?`,
      vehicles: (options: string) => `Which one: ${options}?`,
      vehicle: (name: string) => `the ${name}`,
      or: 'or',
      option: {
        battery12v: 'the 12 V battery',
        tractionCharge: 'the charge level of the high-voltage battery',
        nextService: 'when the next service is due',
        serviceCosts: 'what past services cost',
        spent: 'how much you spent',
        energyLeft: 'how much fuel or charge is left',
        driven: 'how much you drove',
      } satisfies Record<ClarifyLabel, string>,
    },
    notReported: (name: string, what: string) => `${name} does not report its ${what}.`,
    battery: {
      what: '12 V battery voltage',
      lead: (volts: string, verdict: 'low' | 'adequate' | 'healthy' | 'high') => `Your 12 V battery reads ${volts} V: ${verdict}.`,
      verdict: { low: 'low', adequate: 'adequate', healthy: 'healthy', high: 'too high' },
      detail: 'A healthy battery holds 12.4-12.7 V at rest; below 12.0 V it may not start the car, above 15 V the charging system overcharges.',
    },
    level: {
      what: { fuel: 'fuel level', charge: 'battery charge' },
      fuel: (percent: string, litres: string | null) => `Fuel: ${percent}%${litres ? ` (about ${litres} l)` : ''}.`,
      charge: (percent: string, kwh: string | null) => `Battery charge: ${percent}%${kwh ? ` (${kwh} kWh)` : ''}.`,
      low: { fuel: 'That is low: refuel soon.', charge: 'That is low: charge soon.' },
      range: (range: string) => `Range: about ${range}.`,
    },
    range: {
      what: 'range',
      lead: (range: string) => `Range: about ${range} on what is left.`,
      estimated: (range: string) => `The car reports no range; at its consumption this week that is roughly ${range}.`,
    },
    odometer: { what: 'odometer', lead: (distance: string) => `The odometer reads ${distance}.` },
    speed: {
      what: 'speed',
      top: (speed: string, day: string) => `Top speed in the last 7 days: ${speed} (on ${day}).`,
      topInPeriod: (speed: string, from: string, to: string) => `Top speed from ${from} to ${to}: ${speed}.`,
      over: (limit: string, speed: string) => `Yes: your top speed was ${speed}, over ${limit}.`,
      notOver: (limit: string, speed: string) => `No: your top speed was ${speed}, not over ${limit}.`,
      now: (speed: string) => `Speed at the last reading: ${speed}.`,
    },
    coolant: {
      what: 'coolant temperature',
      electric: (name: string) => `${name} is electric: it has no engine coolant temperature to report.`,
      normal: (t: string) => `Coolant is at ${t} °C: normal (80-110 °C with the engine running).`,
      hot: (t: string) => `Coolant is at ${t} °C: too hot, the engine is overheating. Stop when safe and let it cool.`,
      cold: (t: string) => `Coolant is at ${t} °C with the engine running: below the 80-110 °C operating range; it should warm up within 15 minutes of driving.`,
      parked: (t: string) => `Coolant reads ${t} °C with the engine off: normal for a parked car (I judge it only while the engine runs).`,
    },
    parkingBrake: {
      what: 'parking brake',
      on: (name: string) => `${name}'s parking brake is on.`,
      off: (name: string) => `${name}'s parking brake is off.`,
    },
    body: {
      what: 'locks, doors and windows',
      locked: (name: string) => `${name} is locked.`,
      unlocked: (name: string) => `${name} is unlocked.`,
      open: (parts: string) => `Open: ${parts}.`,
      allClosed: 'Doors, windows and trunk are closed.',
      parts: {
        driverDoor: "driver's door",
        passengerDoor: "passenger's door",
        rearLeftDoor: 'rear left door',
        rearRightDoor: 'rear right door',
        driverWindow: "driver's window",
        passengerWindow: "passenger's window",
        rearLeftWindow: 'rear left window',
        rearRightWindow: 'rear right window',
        frontTrunk: 'front trunk',
        trunk: 'trunk',
      } satisfies Record<BodyPart, string>,
    },
    tyres: {
      what: 'tire pressures',
      allFine: (range: string) => `All four tires are fine: ${range}.`,
      low: (which: string, pressure: string) => `${which} tire is low: ${pressure} (minimum 200 kPa). Inflate it and check for a slow puncture.`,
      each: (label: string, pressure: string) => `${label}: ${pressure}`,
      target: 'The right pressure is on the label in the driver\'s door frame (often 220-250 kPa).',
    },
    location: {
      notShared: (name: string) => `${name} does not share its location with this app (the location privilege is not granted).`,
      lead: (lat: string, lon: string, when: string) => `Last reported location: ${lat}, ${lon} (${when}).`,
      map: (url: string) => `Map: ${url}`,
    },
    lastSeen: {
      never: (name: string) => `${name} has not reported any data yet.`,
      lead: (name: string, when: string, ago: string) => `${name} last reported on ${when} (${ago}).`,
      stale: 'That is more than 2 days ago; readings may have changed since.',
    },
    consumption: {
      none: 'There is not enough driving in the last 7 days to work out consumption.',
      fuel: (rate: string, litres: string, distance: string) => `Fuel use over the last 7 days: ${rate} (${litres} l over ${distance}).`,
      energy: (rate: string, kwh: string, distance: string) => `Energy use over the last 7 days: ${rate} (${kwh} kWh over ${distance}).`,
    },
    refuels: {
      none: 'No refuel in the last 7 days.',
      count: (count: number) => (count === 1 ? '1 refuel in the last 7 days.' : `${count} refuels in the last 7 days.`),
      last: (day: string, from: string, to: string, litres: string | null) => `Last refuel: ${day}, from ${from}% to ${to}%${litres ? ` (+${litres} l)` : ''}.`,
    },
    charging: {
      now: (name: string) => `${name} is charging right now.`,
      notNow: (name: string) => `${name} is not charging right now.`,
      none: 'No charging session in the last 7 days.',
      count: (count: number, kwh: string | null) => `${count === 1 ? '1 charging session' : `${count} charging sessions`} in the last 7 days${kwh ? `, ${kwh} kWh added` : ''}.`,
      last: (day: string, duration: string, from: string, to: string) => `Last charge: ${day}, ${duration}, from ${from}% to ${to}%.`,
      notElectric: (name: string) => `${name} is not electric, so it has no charging sessions.`,
      nowAt: (name: string, kw: string) => `${name} is charging right now, at ${kw} kW.`,
      plugged: (name: string) => `${name} is plugged in.`,
      unplugged: (name: string) => `${name} is not plugged in.`,
      limit: (percent: string) => `Charge limit: ${percent}%.`,
      what: 'charging state, cable or charge limit',
      parts: { limit: 'charge limit', cable: 'charging cable', power: 'charging power' } satisfies Record<ChargeFact, string>,
      notElectricNow: (name: string) => `${name} is not electric, so charging, a charging cable and a charge limit do not apply to it.`,
    },
    papers: {
      provider: (v: string) => `Provider: ${v}.`,
      policy: (v: string) => `Policy number: ${v}.`,
      premium: (v: string) => `Premium: ${v}.`,
      coverage: (v: string) => `Coverage: ${v}.`,
      effective: (v: string) => `Effective from ${v}.`,
      notStated: (fact: string) => `The insurance document does not state the ${fact}.`,
      facts: { provider: 'provider', policy: 'policy number', premium: 'premium', coverage: 'coverage' },
      plate: (plate: string) => `Your licence plate is ${plate}.`,
      noPlate: 'None of your documents states the licence plate yet; upload the registration and I will read it.',
      vin: (vin: string) => `The VIN is ${vin}.`,
      noVin: 'The VIN is not known yet: the car does not report it and no document states it.',
    },
    costs: {
      lastService: (what: string, day: string, cost: string) => `The last service with a cost, ${what} on ${day}, cost ${cost}.`,
      fuelWeek: (cost: string, amount: string, unit: string, perWeek: string) => `About ${cost} a week: you used ${perWeek} ${unit} a week over the last 7 days, at ${amount} per ${unit}.`,
      fuelWeekNoUse: 'I cannot work out the weekly fuel cost: the fuel used in the last 7 days is not known.',
      askPrice: (unit: string) => `Tell me the price per ${unit} (for example "at 1.85 per ${unit}") and I will work out the cost per week.`,
      excludes: 'Fuel and charging are not included unless you give me a price.',
    },
    otherVehicle: (name: string, selected: string) => `${name} is not the vehicle selected in the chat (${selected}); here is the answer about ${name}. Choose it in the vehicle selector to switch.`,
    periodNote: (from: string, to: string) => `I only have the last 7 days of driving data, not ${from} to ${to}.`,
  },
  /** a period the owner named ("last month", "since March"): the phrases and the sentences that carry it */
  periods: {
    names: { yesterday: 'yesterday', today: 'today', lastWeek: 'last week', thisWeek: 'this week', lastMonth: 'last month', thisMonth: 'this month', lastYear: 'last year', thisYear: 'this year' } satisfies Record<PeriodName, string>,
    named: (name: string, range: string) => `${name} (${range})`,
    since: (day: string) => `since ${day}`,
    between: (from: string, to: string) => `from ${from} to ${to}`,
    dataSince: (asked: string, name: string, day: string) => `You asked about ${asked}; ${name} has sent data only since ${day}, so the figures start then.`,
    noData: (name: string, period: string) => `${name} sent no driving data ${period}.`,
    covered: (period: string, name: string, distance: string, driving: number) => `${capitalize(period)} ${name} covered ${distance} on ${plural(driving, 'driving day')}.`,
    coveredUnknown: (period: string, name: string, driving: number) =>
      `${capitalize(period)} ${name} was driven on ${plural(driving, 'day')}; the distance is unknown because the odometer history is not reported.`,
    fleetTotal: (period: string, distance: string) => `${capitalize(period)} your vehicles covered ${distance} together.`,
    droveOn: (driving: number, days: number, total: string) => `Drove on ${driving} of ${plural(days, 'day')}, ${total} in total.`,
    parkedAtEnd: (days: number) => `Parked for the last ${days} days of the period.`,
    refuelled: (kind: Level, times: number, period: string) =>
      `${kind === 'charge' ? 'Charged' : 'Refuelled'} ${times === 1 ? 'once' : `${times} times`} ${period}.`,
    notMoved: (period: string) => `The car did not move ${period}; a car left standing needs a 20-minute drive now and then or a battery maintainer so the 12 V battery stays charged.`,
    topSpeed: (period: string, speed: string, day: string) => `Top speed ${period}: ${speed} (on ${day}).`,
    consumptionNone: (period: string) => `There is not enough driving ${period} to work out consumption.`,
    fuel: (period: string, rate: string, litres: string, distance: string) => `Fuel use ${period}: ${rate} (${litres} l over ${distance}).`,
    energy: (period: string, rate: string, kwh: string, distance: string) => `Energy use ${period}: ${rate} (${kwh} kWh over ${distance}).`,
    refuelsNone: (period: string) => `No refuel ${period}.`,
    refuelsCount: (count: number, period: string) => `${count === 1 ? '1 refuel' : `${count} refuels`} ${period}.`,
    chargingNone: (period: string) => `No charging session ${period}.`,
    chargingCount: (count: number, kwh: string | null, period: string) =>
      `${count === 1 ? '1 charging session' : `${count} charging sessions`} ${period}${kwh ? `, ${kwh} kWh added` : ''}.`,
    fuelWeek: (period: string, cost: string, amount: string, unit: string, perWeek: string) =>
      `About ${cost} a week: you used ${perWeek} ${unit} a week ${period}, at ${amount} per ${unit}.`,
    fuelWeekNoUse: (period: string) => `I cannot work out the weekly fuel cost: the fuel used ${period} is not known.`,
  },
  /** what the one-truth facts say (vehicle-facts): due items, documents in force and their conflicts, spend, sources */
  facts: {
    /** the product's own label for each kind (one list, shared with every screen); other languages translate it */
    dueKinds: DUE_KIND_LABELS,
    urgency: { overdue: 'overdue', due_soon: 'due soon', upcoming: 'later', snoozed: 'snoozed', waiting: 'recorded' } satisfies Record<DueUrgency, string>,
    when: {
      waiting: (left: string | null) => `service recorded; waiting for the car's service counter to reset${left ? ` (it still counts ${left} to the next service)` : ''}`,
      workshop: (codes: string, count: number) => `${codes} ${count === 1 ? 'needs' : 'need'} a workshop`,
      onDate: (date: string, rel: string) => `due on ${date} (${rel})`,
      wasOn: (date: string, rel: string) => `was due on ${date} (${rel})`,
      inDistance: (distance: string, at: string | null) => `in ${distance}${at ? ` (at ${at})` : ''}`,
      overdueBy: (distance: string, at: string | null) => `overdue by ${distance}${at ? ` (at ${at})` : ''}`,
      atOdometer: (at: string) => `at ${at}`,
      expected: (date: string) => `expected around ${date}`,
      unknown: 'no date or distance set',
    },
    item: (what: string, urgency: string, when: string, from: string) => `${what} (${urgency}): ${when}${from ? `, ${from}` : ''}.`,
    source: {
      signal: (at: string | null) => (at ? `the car's own report (${at})` : "the car's own report"),
      document: (role: string, name: string) => `your ${role} ${name}`,
      record: (name: string, date: string | null) => `your service record "${name}"${date ? ` of ${date}` : ''}`,
      owner: 'your reminder',
      reminder: 'a reminder',
      from: (sources: string) => `from ${sources}`,
    },
    roles: { registration: 'registration card', insurance: 'insurance card', service: 'service invoice', inspection: 'inspection report', other: 'document' } satisfies Record<DocumentRole, string>,
    factNames: {
      registrationExpiry: 'registration expiry',
      insuranceStart: 'insurance start',
      insuranceExpiry: 'insurance expiry',
      inspectionDue: 'inspection due date',
      warrantyExpiry: 'warranty end',
      nextService: 'next service',
      plate: 'licence plate',
    } satisfies Record<DocumentFactKey, string>,
    /** "Your registration card reg.pdf says Mar 15, 2027; an inspection report insp.pdf uploaded on Nov 27, 2026 says Dec 31, 2035. The registration card is used; check the inspection report." */
    conflict: (c: { role: string; name: string; value: string; otherRole: string; otherName: string; uploaded: string; otherValue: string; byOwner: boolean }) =>
      `Your ${c.role} ${c.name} says ${c.value}; ${/^[aeiou]/i.test(c.otherRole) ? 'an' : 'a'} ${c.otherRole} ${c.otherName} uploaded on ${c.uploaded} says ${c.otherValue}. ${
        c.byOwner ? `You chose the ${c.role}` : `The ${c.role} is used`
      }; check the ${c.otherRole}.`,
    noConflicts: 'Your documents agree with each other: nothing conflicting.',
    conflictsHeading: (count: number) => (count === 1 ? 'One thing in your documents disagrees:' : `${n(count)} things in your documents disagree:`),
    inForceHeading: 'What your documents set:',
    inForce: (fact: string, value: string, from: string) => `${capitalize(fact)}: ${value}, ${from}.`,
    categories: {
      service: 'service and repair',
      tyres: 'tires',
      insurance: 'insurance',
      fees: 'registration, taxes and fees',
      energy: 'fuel and charging',
      other: 'other',
    } satisfies Record<SpendCategory, string>,
    spentService: (total: string, count: number, period: string) =>
      `You spent ${total} on service and repair ${period}: ${count === 1 ? '1 item' : `${n(count)} items`} (insurance, fees and fuel not included).`,
    spentCategory: (category: string, total: string, count: number, period: string) => `You spent ${total} on ${category} ${period}: ${count === 1 ? '1 item' : `${n(count)} items`}.`,
    spentAll: (total: string, count: number, period: string) => `You spent ${total} on the car ${period}: ${count === 1 ? '1 item' : `${n(count)} items`}, by category:`,
    byCategory: (category: string, total: string) => `${capitalize(category)}: ${total}`,
    notAdded: 'Amounts in different currencies are not added together.',
    noneService: (period: string) => `No service or repair costs are recorded ${period}. Add service records (or upload invoices) and I will add them up.`,
    noneCategory: (category: string, period: string) => `No ${category} costs are recorded ${period}.`,
    noneAll: (period: string) => `No costs are recorded ${period}. Add service records (or upload receipts) and I will add them up.`,
    spendItem: (date: string, what: string, amount: string, from: string) => `${date}: ${what}, ${amount} (${from})`,
    allTime: (to: string) => `in all (up to ${to})`,
    perKm: (cost: string, unit: string, total: string, distance: string, period: string) =>
      `About ${cost} per ${unit} in service and repair ${period} (${total} over ${distance} driven in the same days).`,
    perKmMissing: (why: 'no-distance' | 'not-enough-distance' | 'no-spend', period: string): string =>
      why === 'no-spend'
        ? `No service or repair costs are recorded ${period}, so there is no cost per distance.`
        : why === 'not-enough-distance'
          ? `Not enough distance yet ${period} for a meaningful cost per distance.`
          : `I cannot work out a cost per distance ${period}: the distance driven in it is not known yet.`,
    serviceKinds: { oil_change: 'oil change', brakes: 'brakes', battery: 'battery', inspection: 'inspection', repair: 'repair', other: 'service', tires: 'tires', fuel: 'fuel' } satisfies Record<ServiceKind, string>,
    lastSeen: (when: string) => `Read from the car ${when}.`,
  },
};

export type Messages = typeof en;

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
