import { en, type Messages } from './en';

export const de: Messages = en;
