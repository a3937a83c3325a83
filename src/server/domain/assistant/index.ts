/**
 * The assistant: understanding (what the owner asks), facts (pure analyzers of telemetry, documents and records,
 * shared with the AI tools and MCP), wording (how answers are written) and answer (the three put together).
 */
export type { VehicleContext, VehicleDocument, VehicleAlert, MaintenanceRecord } from './facts/types';
export { analyzeHealth, type HealthAnalysis } from './facts/analyze-health';
export { assessTripReadiness, type TripAssessment } from './facts/assess-trip';
export { analyzeMaintenance, type MaintenanceAnalysis } from './facts/analyze-maintenance';
export { analyzeUsage, readUsageFacts, type UsageAnalysis } from './facts/analyze-usage';
export { analyzeFleet, type FleetAnalysis, type FleetVehicle } from './facts/analyze-fleet';
export { readPaperStatus, type PaperStatus } from './facts/paper-status';
export { readDocumentFacts } from './facts/read-documents';
export { readSpend } from './facts/read-spend';
