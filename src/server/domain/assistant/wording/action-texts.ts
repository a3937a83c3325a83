/**
 * What the assistant says when it proposes to change the owner's data and once the owner confirms or cancels, in
 * English, Spanish, German and French. Values arrive formatted (dates, distances, amounts).
 */
import type { ServiceKind } from '../../../../shared/api/service-log';
import type { ReminderKind } from '../../../../shared/reminders';
import type { Language } from '../understanding/language';

export interface ActionTexts {
  service: Record<ServiceKind, string>;
  reminder: Record<ReminderKind, string>;
  proposeRecord(vehicle: string, what: string, date: string, odometer: string | null, cost: string | null): string;
  proposeReminder(vehicle: string, what: string, due: string): string;
  atKm(km: string, inKm: string): string;
  atOdometer(km: string): string;
  onDay(date: string): string;
  proposeSnooze(vehicle: string, what: string, until: string): string;
  proposeComplete(vehicle: string, what: string, date: string, odometer: string | null): string;
  confirmHint: string;
  recordSaved(what: string, vehicle: string): string;
  reminderSaved(what: string, vehicle: string): string;
  snoozed(what: string, until: string): string;
  completed(what: string): string;
  cancelled: string;
  noReminder(what: string, vehicle: string): string;
  whichReminder(options: string): string;
  needOdometer(vehicle: string): string;
  chooseVehicle: string;
  alreadyHandled: string;
}

const EN: ActionTexts = {
  service: { oil_change: 'Oil change', tires: 'Tires', brakes: 'Brakes', battery: 'Battery', inspection: 'Inspection', repair: 'Repair', fuel: 'Fuel', other: 'Other work' },
  reminder: {
    registration_expiry: 'registration renewal', insurance_expiry: 'insurance renewal', service_due: 'service', inspection_due: 'inspection', warranty_expiry: 'warranty end',
    oil_change: 'oil change', tire_rotation: 'tire rotation', brake_service: 'brake service', brake_fluid: 'brake fluid change', cabin_filter: 'cabin filter', coolant: 'coolant change',
    battery_12v: '12 V battery check', hv_battery_check: 'high-voltage battery check', custom: 'reminder',
  },
  proposeRecord: (v, what, date, odo, cost) => `I'll add this to the ${v} service log: ${what} on ${date}${odo ? ` at ${odo}` : ''}${cost ? `, ${cost}` : ''}.`,
  proposeReminder: (v, what, due) => `I'll set a reminder for the ${v}: ${what} ${due}.`,
  atKm: (km, inKm) => `at ${km} (in ${inKm})`,
  atOdometer: (km) => `at ${km}`,
  onDay: (date) => `on ${date}`,
  proposeSnooze: (v, what, until) => `I'll snooze the ${what} reminder of the ${v} until ${until}.`,
  proposeComplete: (v, what, date, odo) => `I'll mark the ${what} reminder of the ${v} done on ${date}${odo ? ` at ${odo}` : ''}.`,
  confirmHint: 'Nothing is saved until you confirm: Confirm, Edit or Cancel.',
  recordSaved: (what, v) => `Saved: ${what} is in the ${v} service log.`,
  reminderSaved: (what, v) => `Saved: the ${what} reminder for the ${v} is set.`,
  snoozed: (what, until) => `Done: the ${what} reminder is snoozed until ${until}.`,
  completed: (what) => `Done: the ${what} reminder is marked done.`,
  cancelled: 'Cancelled: nothing was saved.',
  noReminder: (what, v) => `The ${v} has no open ${what} reminder to change.`,
  whichReminder: (options) => `Which reminder do you mean: ${options}?`,
  needOdometer: (v) => `The ${v} reports no odometer, so I can't set a reminder in kilometres; tell me a date instead.`,
  chooseVehicle: 'Choose the vehicle it is for first (in the selector above), then tell me again.',
  alreadyHandled: 'That proposal was already confirmed or cancelled.',
};

const ES: ActionTexts = {
  service: { oil_change: 'Cambio de aceite', tires: 'Neumáticos', brakes: 'Frenos', battery: 'Batería', inspection: 'Inspección', repair: 'Reparación', fuel: 'Combustible', other: 'Otro trabajo' },
  reminder: {
    registration_expiry: 'renovación del permiso de circulación', insurance_expiry: 'renovación del seguro', service_due: 'revisión', inspection_due: 'inspección', warranty_expiry: 'fin de la garantía',
    oil_change: 'cambio de aceite', tire_rotation: 'rotación de neumáticos', brake_service: 'revisión de frenos', brake_fluid: 'cambio de líquido de frenos', cabin_filter: 'filtro de habitáculo',
    coolant: 'cambio de refrigerante', battery_12v: 'revisión de la batería de 12 V', hv_battery_check: 'revisión de la batería de alto voltaje', custom: 'recordatorio',
  },
  proposeRecord: (v, what, date, odo, cost) => `Añadiré esto al registro de mantenimiento del ${v}: ${what} el ${date}${odo ? ` con ${odo}` : ''}${cost ? `, ${cost}` : ''}.`,
  proposeReminder: (v, what, due) => `Pondré un recordatorio para el ${v}: ${what} ${due}.`,
  atKm: (km, inKm) => `a los ${km} (dentro de ${inKm})`,
  atOdometer: (km) => `a los ${km}`,
  onDay: (date) => `el ${date}`,
  proposeSnooze: (v, what, until) => `Pospondré el recordatorio de ${what} del ${v} hasta el ${until}.`,
  proposeComplete: (v, what, date, odo) => `Marcaré como hecho el recordatorio de ${what} del ${v} el ${date}${odo ? ` con ${odo}` : ''}.`,
  confirmHint: 'No se guarda nada hasta que lo confirmes: Confirmar, Editar o Cancelar.',
  recordSaved: (what, v) => `Guardado: ${what} está en el registro de mantenimiento del ${v}.`,
  reminderSaved: (what, v) => `Guardado: el recordatorio de ${what} del ${v} está puesto.`,
  snoozed: (what, until) => `Hecho: el recordatorio de ${what} queda pospuesto hasta el ${until}.`,
  completed: (what) => `Hecho: el recordatorio de ${what} está marcado como hecho.`,
  cancelled: 'Cancelado: no se ha guardado nada.',
  noReminder: (what, v) => `El ${v} no tiene ningún recordatorio de ${what} abierto.`,
  whichReminder: (options) => `¿Qué recordatorio quieres decir: ${options}?`,
  needOdometer: (v) => `El ${v} no informa del cuentakilómetros, así que no puedo poner un recordatorio en kilómetros; dime una fecha.`,
  chooseVehicle: 'Elige primero el vehículo (en el selector de arriba) y vuelve a decírmelo.',
  alreadyHandled: 'Esa propuesta ya se confirmó o se canceló.',
};

const DE: ActionTexts = {
  service: { oil_change: 'Ölwechsel', tires: 'Reifen', brakes: 'Bremsen', battery: 'Batterie', inspection: 'Inspektion', repair: 'Reparatur', fuel: 'Tanken', other: 'Andere Arbeit' },
  reminder: {
    registration_expiry: 'Zulassungsverlängerung', insurance_expiry: 'Versicherungsverlängerung', service_due: 'Service', inspection_due: 'Inspektion', warranty_expiry: 'Garantieende',
    oil_change: 'Ölwechsel', tire_rotation: 'Reifenrotation', brake_service: 'Bremsenservice', brake_fluid: 'Bremsflüssigkeitswechsel', cabin_filter: 'Innenraumfilter',
    coolant: 'Kühlmittelwechsel', battery_12v: '12-V-Batterieprüfung', hv_battery_check: 'Hochvoltbatterie-Check', custom: 'Erinnerung',
  },
  proposeRecord: (v, what, date, odo, cost) => `Ich trage das ins Wartungsheft des ${v} ein: ${what} am ${date}${odo ? ` bei ${odo}` : ''}${cost ? `, ${cost}` : ''}.`,
  proposeReminder: (v, what, due) => `Ich setze eine Erinnerung für den ${v}: ${what} ${due}.`,
  atKm: (km, inKm) => `bei ${km} (in ${inKm})`,
  atOdometer: (km) => `bei ${km}`,
  onDay: (date) => `am ${date}`,
  proposeSnooze: (v, what, until) => `Ich verschiebe die Erinnerung „${what}“ des ${v} bis ${until}.`,
  proposeComplete: (v, what, date, odo) => `Ich markiere die Erinnerung „${what}“ des ${v} als erledigt am ${date}${odo ? ` bei ${odo}` : ''}.`,
  confirmHint: 'Gespeichert wird erst, wenn du bestätigst: Bestätigen, Bearbeiten oder Abbrechen.',
  recordSaved: (what, v) => `Gespeichert: ${what} steht im Wartungsheft des ${v}.`,
  reminderSaved: (what, v) => `Gespeichert: Die Erinnerung „${what}“ für den ${v} ist gesetzt.`,
  snoozed: (what, until) => `Erledigt: Die Erinnerung „${what}“ ist bis ${until} verschoben.`,
  completed: (what) => `Erledigt: Die Erinnerung „${what}“ ist als erledigt markiert.`,
  cancelled: 'Abgebrochen: Es wurde nichts gespeichert.',
  noReminder: (what, v) => `Der ${v} hat keine offene Erinnerung „${what}“.`,
  whichReminder: (options) => `Welche Erinnerung meinst du: ${options}?`,
  needOdometer: (v) => `Der ${v} meldet keinen Kilometerstand, daher kann ich keine Erinnerung in Kilometern setzen; nenn mir ein Datum.`,
  chooseVehicle: 'Wähle zuerst das Fahrzeug (oben in der Auswahl) und sag es mir dann noch einmal.',
  alreadyHandled: 'Dieser Vorschlag wurde schon bestätigt oder abgebrochen.',
};

const FR: ActionTexts = {
  service: { oil_change: 'Vidange', tires: 'Pneus', brakes: 'Freins', battery: 'Batterie', inspection: 'Contrôle', repair: 'Réparation', fuel: 'Carburant', other: 'Autre intervention' },
  reminder: {
    registration_expiry: 'renouvellement de la carte grise', insurance_expiry: "renouvellement de l'assurance", service_due: 'entretien', inspection_due: 'contrôle technique', warranty_expiry: 'fin de garantie',
    oil_change: 'vidange', tire_rotation: 'permutation des pneus', brake_service: 'entretien des freins', brake_fluid: 'remplacement du liquide de frein', cabin_filter: 'filtre d’habitacle',
    coolant: 'remplacement du liquide de refroidissement', battery_12v: 'contrôle de la batterie 12 V', hv_battery_check: 'contrôle de la batterie haute tension', custom: 'rappel',
  },
  proposeRecord: (v, what, date, odo, cost) => `J'ajoute ceci au carnet d'entretien de la ${v} : ${what} le ${date}${odo ? ` à ${odo}` : ''}${cost ? `, ${cost}` : ''}.`,
  proposeReminder: (v, what, due) => `Je crée un rappel pour la ${v} : ${what} ${due}.`,
  atKm: (km, inKm) => `à ${km} (dans ${inKm})`,
  atOdometer: (km) => `à ${km}`,
  onDay: (date) => `le ${date}`,
  proposeSnooze: (v, what, until) => `Je reporte le rappel « ${what} » de la ${v} jusqu'au ${until}.`,
  proposeComplete: (v, what, date, odo) => `Je marque le rappel « ${what} » de la ${v} comme fait le ${date}${odo ? ` à ${odo}` : ''}.`,
  confirmHint: "Rien n'est enregistré avant votre confirmation : Confirmer, Modifier ou Annuler.",
  recordSaved: (what, v) => `Enregistré : ${what} figure dans le carnet d'entretien de la ${v}.`,
  reminderSaved: (what, v) => `Enregistré : le rappel « ${what} » de la ${v} est créé.`,
  snoozed: (what, until) => `C'est fait : le rappel « ${what} » est reporté jusqu'au ${until}.`,
  completed: (what) => `C'est fait : le rappel « ${what} » est marqué comme fait.`,
  cancelled: "Annulé : rien n'a été enregistré.",
  noReminder: (what, v) => `La ${v} n'a aucun rappel « ${what} » ouvert.`,
  whichReminder: (options) => `De quel rappel parlez-vous : ${options} ?`,
  needOdometer: (v) => `La ${v} ne transmet pas son kilométrage, je ne peux donc pas créer de rappel en kilomètres ; donnez-moi une date.`,
  chooseVehicle: "Choisissez d'abord le véhicule (dans le sélecteur en haut), puis redites-le-moi.",
  alreadyHandled: 'Cette proposition a déjà été confirmée ou annulée.',
};

export const ACTION_TEXTS: Record<Language, ActionTexts> = { en: EN, es: ES, de: DE, fr: FR };
