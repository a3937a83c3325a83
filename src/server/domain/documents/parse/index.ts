export { parseDocumentFields, type ParseInput } from './parse-document-fields';
export { classifyDocument } from './classify';
export { findDates, parseDate } from './dates';
export { findAmounts, parseAmount } from './amounts';
export { findMileages, parseMileage } from './mileage';
export { buildLines, type OcrLine, type OcrWord } from './lines';
export { warmUpParser } from './warm-up';
