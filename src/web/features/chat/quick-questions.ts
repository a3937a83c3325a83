import { CHAT_WORDING } from './chat-wording';

/** The four quick buttons under the chat input in English; each sends its fixed question (other languages: chat-wording.ts). */
export const QUICK_ACTIONS = CHAT_WORDING.en.quickActions;

/** Chips and quick buttons fill the input, then send after this delay. */
export const QUICK_SEND_DELAY_MS = 100;

export const FLEET_TOKEN_ID = 0;
