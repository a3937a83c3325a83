/** Questions the analyzers suggest as chips; each is one the chat answers itself (see answer.test.ts). */
export const FOLLOW_UP = {
  health: 'How is my car doing overall?',
  trip: 'Is my car ready for a long trip?',
  maintenanceDue: 'What maintenance is due soon?',
  week: 'How much did I drive this week?',
  documents: 'When do my registration and insurance expire?',
  fleetFirst: 'Which of my vehicles needs attention first?',
  fleetTrip: 'Which vehicles are ready for a trip?',
} as const;

export function askAboutCode(code: string): string {
  return `What does ${code} mean?`;
}
