/**
 * Usage facts from a fine telemetry series (minutes or hours, never daily averages): distance over a window, fuel
 * litres and l/100 km, energy kWh and kWh/100 km, refuel events and charging sessions. The one place for this logic;
 * the assistant, insights, charging and MCP all read it.
 */
export { chooseIntervalMinutes, lastDays, periodWindow, USAGE_DAYS } from './window';
export { measureDistance, splitIntoDays, isDrivingDay, type DistanceFacts, type UsageDay } from './distance';
export { measureFuel, REFUEL_MIN_PERCENT, type FuelUse, type RefuelEvent } from './fuel';
export { findChargingSessions, measureEnergy, type ChargingSession, type EnergyUse } from './charging';
export { summarizeUsage, estimateTankLitres, MIN_KM_FOR_RATE, ratePer100Km, type UsageFacts, type UsageFactsInput } from './summarize-usage';
export { toLevelTrack, findRises, type LevelPoint, type LevelRise } from './level-track';
export { TRIP_FIELDS, findTrips, type Trip, type TripBucket } from './trips';
