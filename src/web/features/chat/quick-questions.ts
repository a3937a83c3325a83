/** The four quick buttons under the chat input; each sends its fixed question. */
export const QUICK_ACTIONS = [
  { label: 'Health Check', question: 'Can you perform a comprehensive health check on my vehicle?' },
  { label: 'Trip Readiness', question: 'Is my vehicle ready for a long trip?' },
  { label: 'Maintenance', question: 'What maintenance does my vehicle need?' },
  { label: 'Vehicle Data', question: "Show me my vehicle's recent data and usage." },
] as const;

/** Chips and quick buttons fill the input, then send after this delay. */
export const QUICK_SEND_DELAY_MS = 100;

export const FLEET_TOKEN_ID = 0;
