import { languageOfLocale, type Language } from '@shared/languages';

/** One quick button under the chat input: its label and the question it sends. */
export interface QuickAction {
  label: string;
  question: string;
}

/**
 * The chat page's fixed texts per language (the greeting is in welcome-wording.ts; answers are worded on the server,
 * in the question's language). Every language must give every text: a missing one fails the typecheck.
 */
export interface ChatWording {
  /** health check, trip readiness, maintenance, recent data: in that order (the icons follow it) */
  quickActions: readonly [QuickAction, QuickAction, QuickAction, QuickAction];
  title: string;
  loadingAssistant: string;
  loadingConversation: string;
  vehiclesFailed: string;
  historyFailed: string;
  analyzingWithAi: string;
  processing: string;
  selectCar: string;
  selectCarLabel: string;
  selectCarForQuestion: string;
  allVehicles: string;
  vehicle: string;
  vehiclePage: string;
  statusLabel: string;
  mcp: { checking: string; connected: string; disconnected: string };
  ai: { checking: string; ready: string; notConfigured: string };
  aiMode: { none: string; llm: (model: string | null) => string; deterministic: string };
  placeholder: string;
  message: string;
  send: string;
  quickQuestions: string;
  followUps: string;
  conversation: string;
  yourMessage: string;
  assistantMessage: string;
  answering: string;
  fallbackNote: string;
  healthScore: string;
  /** a proposal the assistant made: what it will save, shown with Confirm / Edit / Cancel */
  action: {
    label: string;
    confirm: string;
    edit: string;
    cancel: string;
    save: string;
    back: string;
    date: string;
    odometer: string;
    cost: string;
    currency: string;
    dueOdometer: string;
    dueDate: string;
    until: string;
    confirmed: string;
    cancelled: string;
    replaced: string;
    failed: string;
  };
  signedOut: { text: string; signIn: string };
  /** the AI bubble that stands in for a failed answer */
  errors: { generic: string; rateLimited: string; signInRequired: string };
}

export const CHAT_WORDING: Record<Language, ChatWording> = {
  en: {
    quickActions: [
      { label: 'Health Check', question: 'Can you perform a comprehensive health check on my vehicle?' },
      { label: 'Trip Readiness', question: 'Is my vehicle ready for a long trip?' },
      { label: 'Maintenance', question: 'What maintenance does my vehicle need?' },
      { label: 'Vehicle Data', question: "Show me my vehicle's recent data and usage." },
    ],
    title: 'AI Vehicle Assistant',
    loadingAssistant: 'Loading the assistant',
    loadingConversation: 'Loading the conversation',
    vehiclesFailed: 'Your vehicles could not be loaded:',
    historyFailed: 'The conversation history could not be loaded:',
    analyzingWithAi: 'Analyzing with AI...',
    processing: 'Processing request...',
    selectCar: 'SELECT CAR',
    selectCarLabel: 'Select car',
    selectCarForQuestion: 'Select car for your question',
    allVehicles: 'All Vehicles',
    vehicle: 'Vehicle',
    vehiclePage: 'vehicle page',
    statusLabel: 'Assistant status',
    mcp: { checking: 'MCP checking...', connected: 'MCP Connected', disconnected: 'MCP Disconnected' },
    ai: { checking: 'AI checking...', ready: 'AI Ready', notConfigured: 'AI Not Configured' },
    aiMode: {
      none: 'No AI service is configured.',
      llm: (model) => `AI model${model ? ` ${model}` : ''}, grounded in your vehicle data.`,
      deterministic: 'Built-in analysis (deterministic mode): answers come from your vehicle data without an AI model.',
    },
    placeholder: 'Ask about your vehicle...',
    message: 'Message',
    send: 'Send message',
    quickQuestions: 'Quick questions',
    followUps: 'Quick Questions',
    conversation: 'Conversation',
    yourMessage: 'Your message',
    assistantMessage: 'Assistant message',
    answering: 'Assistant is answering',
    fallbackNote: 'Answered by the built-in analysis because the AI service failed.',
    healthScore: 'Health Score',
    action: {
      label: 'Proposed change',
      confirm: 'Confirm',
      edit: 'Edit',
      cancel: 'Cancel',
      save: 'Save',
      back: 'Back',
      date: 'Date',
      odometer: 'Odometer (km)',
      cost: 'Cost',
      currency: 'Currency',
      dueOdometer: 'Due at (km)',
      dueDate: 'Due on',
      until: 'Snooze until',
      confirmed: 'Saved',
      cancelled: 'Cancelled',
      replaced: 'Replaced by a corrected proposal',
      failed: 'Could not save:',
    },
    signedOut: {
      text: "Sign in to chat about your own vehicles. The assistant answers from your vehicles' live data, history, documents and maintenance records, so it needs to know who you are.",
      signIn: 'Sign in to use the assistant',
    },
    errors: {
      generic: 'Sorry, I encountered an error while analyzing your vehicle. Please try again or check if the services are properly configured.',
      rateLimited: "You're sending messages too quickly. Please slow down and try again in a moment.",
      signInRequired: 'Please sign in again to keep chatting about your vehicles.',
    },
  },
  es: {
    quickActions: [
      { label: 'Revisión de salud', question: '¿Puedes hacer una revisión completa de salud de mi vehículo?' },
      { label: 'Listo para viajar', question: '¿Está mi vehículo listo para un viaje largo?' },
      { label: 'Mantenimiento', question: '¿Qué mantenimiento necesita mi vehículo?' },
      { label: 'Datos del vehículo', question: 'Muéstrame las estadísticas de conducción recientes de mi vehículo.' },
    ],
    title: 'Asistente de vehículos con IA',
    loadingAssistant: 'Cargando el asistente',
    loadingConversation: 'Cargando la conversación',
    vehiclesFailed: 'No se pudieron cargar tus vehículos:',
    historyFailed: 'No se pudo cargar el historial de la conversación:',
    analyzingWithAi: 'Analizando con IA...',
    processing: 'Procesando la pregunta...',
    selectCar: 'ELIGE COCHE',
    selectCarLabel: 'Elegir coche',
    selectCarForQuestion: 'Elegir coche para tu pregunta',
    allVehicles: 'Todos los vehículos',
    vehicle: 'Vehículo',
    vehiclePage: 'página del vehículo',
    statusLabel: 'Estado del asistente',
    mcp: { checking: 'MCP comprobando...', connected: 'MCP conectado', disconnected: 'MCP desconectado' },
    ai: { checking: 'IA comprobando...', ready: 'IA lista', notConfigured: 'IA no configurada' },
    aiMode: {
      none: 'No hay ningún servicio de IA configurado.',
      llm: (model) => `Modelo de IA${model ? ` ${model}` : ''}, basado en los datos de tu vehículo.`,
      deterministic: 'Análisis integrado (modo determinista): las respuestas salen de los datos de tu vehículo sin un modelo de IA.',
    },
    placeholder: 'Pregunta sobre tu vehículo...',
    message: 'Mensaje',
    send: 'Enviar mensaje',
    quickQuestions: 'Preguntas rápidas',
    followUps: 'Preguntas rápidas',
    conversation: 'Conversación',
    yourMessage: 'Tu mensaje',
    assistantMessage: 'Mensaje del asistente',
    answering: 'El asistente está respondiendo',
    fallbackNote: 'Respondido por el análisis integrado porque falló el servicio de IA.',
    healthScore: 'Puntuación de salud',
    action: {
      label: 'Cambio propuesto',
      confirm: 'Confirmar',
      edit: 'Editar',
      cancel: 'Cancelar',
      save: 'Guardar',
      back: 'Volver',
      date: 'Fecha',
      odometer: 'Cuentakilómetros (km)',
      cost: 'Coste',
      currency: 'Moneda',
      dueOdometer: 'Vence a los (km)',
      dueDate: 'Vence el',
      until: 'Posponer hasta',
      confirmed: 'Guardado',
      cancelled: 'Cancelado',
      replaced: 'Sustituido por una propuesta corregida',
      failed: 'No se pudo guardar:',
    },
    signedOut: {
      text: 'Inicia sesión para hablar de tus propios vehículos. El asistente responde con los datos en vivo, el historial, los documentos y los registros de mantenimiento de tus vehículos, así que necesita saber quién eres.',
      signIn: 'Inicia sesión para usar el asistente',
    },
    errors: {
      generic: 'Lo siento, hubo un error al analizar tu vehículo. Inténtalo de nuevo o comprueba que los servicios estén bien configurados.',
      rateLimited: 'Estás enviando mensajes demasiado rápido. Espera un momento y vuelve a intentarlo.',
      signInRequired: 'Vuelve a iniciar sesión para seguir hablando de tus vehículos.',
    },
  },
  de: {
    quickActions: [
      { label: 'Gesundheitscheck', question: 'Kannst du einen umfassenden Gesundheitscheck meines Fahrzeugs machen?' },
      { label: 'Reisebereitschaft', question: 'Ist mein Fahrzeug bereit für eine lange Reise?' },
      { label: 'Wartung', question: 'Welche Wartung braucht mein Fahrzeug?' },
      { label: 'Fahrzeugdaten', question: 'Zeig mir die Fahrstatistik meines Fahrzeugs.' },
    ],
    title: 'KI-Fahrzeugassistent',
    loadingAssistant: 'Der Assistent wird geladen',
    loadingConversation: 'Die Unterhaltung wird geladen',
    vehiclesFailed: 'Ihre Fahrzeuge konnten nicht geladen werden:',
    historyFailed: 'Der Verlauf der Unterhaltung konnte nicht geladen werden:',
    analyzingWithAi: 'Analyse mit KI...',
    processing: 'Anfrage wird bearbeitet...',
    selectCar: 'FAHRZEUG WÄHLEN',
    selectCarLabel: 'Fahrzeug wählen',
    selectCarForQuestion: 'Fahrzeug für Ihre Frage wählen',
    allVehicles: 'Alle Fahrzeuge',
    vehicle: 'Fahrzeug',
    vehiclePage: 'Fahrzeugseite',
    statusLabel: 'Status des Assistenten',
    mcp: { checking: 'MCP wird geprüft...', connected: 'MCP verbunden', disconnected: 'MCP getrennt' },
    ai: { checking: 'KI wird geprüft...', ready: 'KI bereit', notConfigured: 'KI nicht konfiguriert' },
    aiMode: {
      none: 'Es ist kein KI-Dienst konfiguriert.',
      llm: (model) => `KI-Modell${model ? ` ${model}` : ''}, gestützt auf Ihre Fahrzeugdaten.`,
      deterministic: 'Eingebaute Analyse (deterministischer Modus): Die Antworten kommen aus Ihren Fahrzeugdaten, ohne KI-Modell.',
    },
    placeholder: 'Fragen Sie zu Ihrem Fahrzeug...',
    message: 'Nachricht',
    send: 'Nachricht senden',
    quickQuestions: 'Schnelle Fragen',
    followUps: 'Schnelle Fragen',
    conversation: 'Unterhaltung',
    yourMessage: 'Ihre Nachricht',
    assistantMessage: 'Nachricht des Assistenten',
    answering: 'Der Assistent antwortet',
    fallbackNote: 'Von der eingebauten Analyse beantwortet, weil der KI-Dienst ausgefallen ist.',
    healthScore: 'Gesundheitswert',
    action: {
      label: 'Vorgeschlagene Änderung',
      confirm: 'Bestätigen',
      edit: 'Bearbeiten',
      cancel: 'Abbrechen',
      save: 'Speichern',
      back: 'Zurück',
      date: 'Datum',
      odometer: 'Kilometerstand (km)',
      cost: 'Kosten',
      currency: 'Währung',
      dueOdometer: 'Fällig bei (km)',
      dueDate: 'Fällig am',
      until: 'Verschieben bis',
      confirmed: 'Gespeichert',
      cancelled: 'Abgebrochen',
      replaced: 'Durch einen korrigierten Vorschlag ersetzt',
      failed: 'Konnte nicht speichern:',
    },
    signedOut: {
      text: 'Melden Sie sich an, um über Ihre eigenen Fahrzeuge zu chatten. Der Assistent antwortet aus den Live-Daten, dem Verlauf, den Dokumenten und den Wartungsbelegen Ihrer Fahrzeuge und muss daher wissen, wer Sie sind.',
      signIn: 'Anmelden, um den Assistenten zu nutzen',
    },
    errors: {
      generic: 'Beim Analysieren Ihres Fahrzeugs ist leider ein Fehler aufgetreten. Bitte versuchen Sie es erneut oder prüfen Sie, ob die Dienste richtig konfiguriert sind.',
      rateLimited: 'Sie senden Nachrichten zu schnell. Bitte warten Sie einen Moment und versuchen Sie es dann erneut.',
      signInRequired: 'Bitte melden Sie sich erneut an, um weiter über Ihre Fahrzeuge zu chatten.',
    },
  },
  fr: {
    quickActions: [
      { label: 'Bilan de santé', question: 'Peux-tu faire un bilan de santé complet de mon véhicule ?' },
      { label: 'Prêt pour un trajet', question: 'Mon véhicule est-il prêt pour un long trajet ?' },
      { label: 'Entretien', question: 'Quel entretien faut-il faire sur mon véhicule ?' },
      { label: 'Données du véhicule', question: 'Montre-moi les statistiques de conduite récentes de mon véhicule.' },
    ],
    title: 'Assistant véhicule IA',
    loadingAssistant: "Chargement de l'assistant",
    loadingConversation: 'Chargement de la conversation',
    vehiclesFailed: "Vos véhicules n'ont pas pu être chargés :",
    historyFailed: "L'historique de la conversation n'a pas pu être chargé :",
    analyzingWithAi: "Analyse par l'IA...",
    processing: 'Traitement de la demande...',
    selectCar: 'CHOISIR LE VÉHICULE',
    selectCarLabel: 'Choisir le véhicule',
    selectCarForQuestion: 'Choisir le véhicule pour votre question',
    allVehicles: 'Tous les véhicules',
    vehicle: 'Véhicule',
    vehiclePage: 'page du véhicule',
    statusLabel: "État de l'assistant",
    mcp: { checking: 'MCP en vérification...', connected: 'MCP connecté', disconnected: 'MCP déconnecté' },
    ai: { checking: 'IA en vérification...', ready: 'IA prête', notConfigured: 'IA non configurée' },
    aiMode: {
      none: "Aucun service d'IA n'est configuré.",
      llm: (model) => `Modèle d'IA${model ? ` ${model}` : ''}, appuyé sur les données de votre véhicule.`,
      deterministic: "Analyse intégrée (mode déterministe) : les réponses viennent des données de votre véhicule, sans modèle d'IA.",
    },
    placeholder: 'Posez une question sur votre véhicule...',
    message: 'Message',
    send: 'Envoyer le message',
    quickQuestions: 'Questions rapides',
    followUps: 'Questions rapides',
    conversation: 'Conversation',
    yourMessage: 'Votre message',
    assistantMessage: "Message de l'assistant",
    answering: "L'assistant répond",
    fallbackNote: "Réponse de l'analyse intégrée, car le service d'IA a échoué.",
    healthScore: 'Score de santé',
    action: {
      label: 'Modification proposée',
      confirm: 'Confirmer',
      edit: 'Modifier',
      cancel: 'Annuler',
      save: 'Enregistrer',
      back: 'Retour',
      date: 'Date',
      odometer: 'Kilométrage (km)',
      cost: 'Coût',
      currency: 'Devise',
      dueOdometer: 'Échéance à (km)',
      dueDate: 'Échéance le',
      until: "Reporter jusqu'au",
      confirmed: 'Enregistré',
      cancelled: 'Annulé',
      replaced: 'Remplacée par une proposition corrigée',
      failed: "Échec de l'enregistrement :",
    },
    signedOut: {
      text: "Connectez-vous pour discuter de vos propres véhicules. L'assistant répond à partir des données en direct, de l'historique, des documents et des carnets d'entretien de vos véhicules : il doit donc savoir qui vous êtes.",
      signIn: "Se connecter pour utiliser l'assistant",
    },
    errors: {
      generic: "Désolé, une erreur s'est produite pendant l'analyse de votre véhicule. Réessayez ou vérifiez que les services sont bien configurés.",
      rateLimited: 'Vous envoyez des messages trop vite. Patientez un instant puis réessayez.',
      signInRequired: 'Reconnectez-vous pour continuer à discuter de vos véhicules.',
    },
  },
};

/** The browser's language when the chat speaks it (es, de, fr), English otherwise: the same rule as the greeting. */
export function browserLanguage(): Language {
  return languageOfLocale(typeof navigator === 'undefined' ? null : navigator.language);
}

/** The chat page's texts in the browser's language. */
export function chatWording(language: Language = browserLanguage()): ChatWording {
  return CHAT_WORDING[language];
}
