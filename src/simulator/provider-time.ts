/** How the simulated provider writes times: as DIMO's Go services do, in every answer, credential and delivery. */
import { GraphQLScalarType, type GraphQLSchema } from 'graphql';

const DAY = 86_400_000;
/** The last day formatted, as "YYYY-MM-DDT": answers list many times of the same days. */
let lastDay = NaN;
let lastDayText = '';
const pad2 = (n: number) => (n < 10 ? `0${n}` : `${n}`);
/** A millisecond count's fraction as RFC3339Nano writes it: trailing zeros trimmed, none at all on a whole second. */
const FRACTIONS = Array.from({ length: 1000 }, (_, ms) => (ms === 0 ? '' : `.${String(ms).padStart(3, '0').replace(/0+$/, '')}`));

/**
 * The one format of the provider's times: RFC 3339 in UTC as DIMO's Go services write a time (`time.RFC3339Nano`,
 * gqlgen's Time scalar and encoding/json alike): the fraction of a second without trailing zeros, and none on a whole
 * second ("…:56.45Z", "…:56Z").
 */
export function formatTime(ms: number): string {
  const day = Math.floor(ms / DAY);
  if (day !== lastDay) {
    lastDay = day;
    lastDayText = new Date(day * DAY).toISOString().slice(0, 11);
  }
  // Outside years 0-9999 the ISO text is not "YYYY-MM-DDT…": left to Date.
  if (lastDayText[10] !== 'T') return canonicalTime(new Date(ms).toISOString());
  const inDay = ms - day * DAY;
  const seconds = Math.floor(inDay / 1000);
  return `${lastDayText}${pad2(Math.floor(seconds / 3600))}:${pad2(Math.floor(seconds / 60) % 60)}:${pad2(seconds % 60)}${FRACTIONS[inDay % 1000]}Z`;
}

/**
 * A UTC time text ("…:56.450Z", as Date's toISOString writes what the simulator keeps) in formatTime's form. Texts
 * already in it come back as they are, after a look at two characters (the Time scalar passes every time it writes
 * through here).
 */
export function canonicalTime(text: string): string {
  if (text.charCodeAt(text.length - 1) !== 90 /* Z */ || text.charCodeAt(text.length - 2) !== 48 /* 0 */) return text;
  // A whole second, "YYYY-MM-DDTHH:MM:SSZ" (the rare other forms, years past 9999, go the long way).
  if (text.length === 20 && text.charCodeAt(4) === 45 /* - */) return text;
  return text.replace(/\.(\d*?)0+Z$/, (_, kept: string) => (kept ? `.${kept}Z` : 'Z'));
}

/**
 * Gives a schema's Time scalar the provider's output form: every Time value the simulator answers, whether formatted
 * here or kept as ISO text (credentials, grants, mint times), is written by canonicalTime. Inputs are read as before.
 */
export function serveTimesAsProvider(schema: GraphQLSchema): GraphQLSchema {
  const time = schema.getType('Time');
  if (!(time instanceof GraphQLScalarType)) throw new Error('the schema has no Time scalar');
  const serialize = time.serialize.bind(time);
  time.serialize = (value: unknown) => (typeof value === 'string' ? canonicalTime(value) : serialize(value));
  return schema;
}
