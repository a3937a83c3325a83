import type { Language } from '@shared/languages';
import { STATUS_LABELS, type VehicleStatus } from '@shared/vehicle-status';

/** The chat greeting's fixed texts per language (the chat's answers are worded on the server, in the question's language). */
interface WelcomeWording {
  fleet: string;
  /** `score` is empty or starts with a space */
  vehicle: (vehicle: string, score: string) => string;
  noVehicle: string;
  score: (score: number, status: string) => string;
  status: Record<VehicleStatus, string>;
  notConfigured: string;
  withModel: string;
  builtIn: string;
}

const CAPABILITIES = 'a health check, trip readiness, maintenance, recent usage, your documents or a trouble code';

export const WELCOME_WORDING: Record<Language, WelcomeWording> = {
  en: {
    fleet: `Hello! I'm your AI vehicle assistant for all your vehicles. Ask me which vehicle needs attention first, or for ${CAPABILITIES} across the fleet.`,
    vehicle: (vehicle, score) => `Hello! I'm your AI vehicle assistant for ${vehicle}.${score} Ask me for ${CAPABILITIES}.`,
    noVehicle: `Hello! I'm your AI vehicle assistant. Choose a vehicle, or All Vehicles, and ask me for ${CAPABILITIES}.`,
    score: (score, status) => `Its health score is ${score}/100 (${status}).`,
    status: STATUS_LABELS,
    notConfigured: 'The AI service is not configured right now.',
    withModel: 'I combine an AI model with your own vehicle data.',
    builtIn: 'I answer from built-in analysis of your own vehicle data.',
  },
  es: {
    fleet:
      '¡Hola! Soy tu asistente de vehículos con IA para todos tus vehículos. Pregúntame cuál necesita atención primero, o pídeme una revisión de salud, la preparación para un viaje, el mantenimiento, el uso reciente, tus documentos o un código de avería de toda la flota.',
    vehicle: (vehicle, score) =>
      `¡Hola! Soy tu asistente de vehículos con IA para ${vehicle}.${score} Pídeme una revisión de salud, la preparación para un viaje, el mantenimiento, el uso reciente, tus documentos o un código de avería.`,
    noVehicle:
      '¡Hola! Soy tu asistente de vehículos con IA. Elige un vehículo, o Todos los vehículos, y pídeme una revisión de salud, la preparación para un viaje, el mantenimiento, el uso reciente, tus documentos o un código de avería.',
    score: (score, status) => `Su puntuación de salud es ${score}/100 (${status}).`,
    status: { optimal: 'Óptimo', attention: 'Requiere atención', service: 'Necesita taller' },
    notConfigured: 'El servicio de IA no está configurado ahora mismo.',
    withModel: 'Combino un modelo de IA con los datos de tu propio vehículo.',
    builtIn: 'Respondo con un análisis integrado de los datos de tu propio vehículo.',
  },
  de: {
    fleet:
      'Hallo! Ich bin Ihr KI-Fahrzeugassistent für alle Ihre Fahrzeuge. Fragen Sie mich, welches Fahrzeug zuerst Aufmerksamkeit braucht, oder nach Gesundheitscheck, Reisebereitschaft, Wartung, letzter Nutzung, Ihren Dokumenten oder einem Fehlercode für die ganze Flotte.',
    vehicle: (vehicle, score) =>
      `Hallo! Ich bin Ihr KI-Fahrzeugassistent für ${vehicle}.${score} Fragen Sie mich nach Gesundheitscheck, Reisebereitschaft, Wartung, letzter Nutzung, Ihren Dokumenten oder einem Fehlercode.`,
    noVehicle:
      'Hallo! Ich bin Ihr KI-Fahrzeugassistent. Wählen Sie ein Fahrzeug oder „Alle Fahrzeuge“ und fragen Sie mich nach Gesundheitscheck, Reisebereitschaft, Wartung, letzter Nutzung, Ihren Dokumenten oder einem Fehlercode.',
    score: (score, status) => `Sein Gesundheitswert ist ${score}/100 (${status}).`,
    status: { optimal: 'Optimal', attention: 'Aufmerksamkeit nötig', service: 'Werkstatt nötig' },
    notConfigured: 'Der KI-Dienst ist gerade nicht konfiguriert.',
    withModel: 'Ich verbinde ein KI-Modell mit den Daten Ihres eigenen Fahrzeugs.',
    builtIn: 'Ich antworte mit einer eingebauten Analyse der Daten Ihres eigenen Fahrzeugs.',
  },
  fr: {
    fleet:
      "Bonjour ! Je suis votre assistant véhicule IA pour tous vos véhicules. Demandez-moi lequel a besoin d'attention en premier, ou un bilan de santé, la préparation d'un trajet, l'entretien, l'usage récent, vos documents ou un code d'erreur pour toute la flotte.",
    vehicle: (vehicle, score) =>
      `Bonjour ! Je suis votre assistant véhicule IA pour ${vehicle}.${score} Demandez-moi un bilan de santé, la préparation d'un trajet, l'entretien, l'usage récent, vos documents ou un code d'erreur.`,
    noVehicle:
      "Bonjour ! Je suis votre assistant véhicule IA. Choisissez un véhicule, ou Tous les véhicules, et demandez-moi un bilan de santé, la préparation d'un trajet, l'entretien, l'usage récent, vos documents ou un code d'erreur.",
    score: (score, status) => `Son score de santé est de ${score}/100 (${status}).`,
    status: { optimal: 'Optimal', attention: 'À surveiller', service: 'Entretien nécessaire' },
    notConfigured: "Le service d'IA n'est pas configuré pour le moment.",
    withModel: "J'associe un modèle d'IA aux données de votre propre véhicule.",
    builtIn: "Je réponds grâce à une analyse intégrée des données de votre propre véhicule.",
  },
};
