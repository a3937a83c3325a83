import { buildSchema } from 'graphql';
import { serveTimesAsProvider } from '../provider-time';
import { SIGNAL_CATALOG } from '../../shared/signal-catalog';

const PRIVILEGE_ENUM = { N: 'VEHICLE_NON_LOCATION_DATA', L: 'VEHICLE_ALL_TIME_LOCATION' } as const;

const latestFields = SIGNAL_CATALOG.map((s) => {
  const type = s.kind === 'float' ? 'SignalFloat' : s.kind === 'string' ? 'SignalString' : 'SignalLocation';
  return `  ${s.name}: ${type} @requiresAllOfPrivileges(privileges: [${PRIVILEGE_ENUM[s.privilege]}])`;
}).join('\n');

const aggregationFields = SIGNAL_CATALOG.map((s) => {
  const args =
    s.kind === 'float'
      ? 'agg: FloatAggregation!, filter: SignalFloatFilter): Float'
      : s.kind === 'string'
        ? 'agg: StringAggregation!): String'
        : 'agg: LocationAggregation!, filter: SignalLocationFilter): Location';
  return `  ${s.name}(${args} @requiresAllOfPrivileges(privileges: [${PRIVILEGE_ENUM[s.privilege]}])`;
}).join('\n');

/**
 * The provider's telemetry API as its published SDL defines it (DIMO telemetry-api `schema/*.graphqls`): every root
 * query, every signal, every argument. src/simulator/schema-comparison.test.ts checks it against the upstream files.
 */
export const telemetrySdl = /* GraphQL */ `
scalar Time
scalar Address
scalar Uint64
scalar Map

directive @goField(forceResolver: Boolean, name: String, omittable: Boolean) on INPUT_FIELD_DEFINITION | FIELD_DEFINITION
directive @isSignal on INPUT_FIELD_DEFINITION | FIELD_DEFINITION
directive @hasAggregation on INPUT_FIELD_DEFINITION | FIELD_DEFINITION
directive @requiresAllOfPrivileges(privileges: [Privilege!]!) on FIELD_DEFINITION | OBJECT | INTERFACE | SCALAR | ENUM
directive @requiresOneOfPrivilege(privileges: [Privilege!]!) on FIELD_DEFINITION | OBJECT | INTERFACE | SCALAR | ENUM
directive @requiresVehicleToken on FIELD_DEFINITION
directive @mcpTool(name: String!, description: String!, selection: String!, readOnly: Boolean = true) on FIELD_DEFINITION
directive @mcpExample(description: String!, query: String!) repeatable on FIELD_DEFINITION
directive @mcpHide on FIELD_DEFINITION

enum Privilege {
  VEHICLE_NON_LOCATION_DATA
  VEHICLE_COMMANDS
  VEHICLE_CURRENT_LOCATION
  VEHICLE_ALL_TIME_LOCATION
  VEHICLE_VIN_CREDENTIAL
  VEHICLE_APPROXIMATE_LOCATION
  VEHICLE_RAW_DATA
}

type Query {
  signals(tokenId: Int!, interval: String!, from: Time!, to: Time!, filter: SignalFilter): [SignalAggregations!] @requiresVehicleToken
  signalsLatest(tokenId: Int!, filter: SignalFilter): SignalCollection @requiresVehicleToken
  availableSignals(tokenId: Int!, filter: SignalFilter): [String!] @requiresVehicleToken
  signalsSnapshot(tokenId: Int!, filter: SignalFilter): SignalsSnapshotResponse @requiresVehicleToken
  dataSummary(tokenId: Int!, filter: SignalFilter): DataSummary @requiresVehicleToken
  attestations(tokenId: Int, subject: String, filter: AttestationFilter): [Attestation]
  events(tokenId: Int!, from: Time!, to: Time!, filter: EventFilter): [Event!]
    @requiresVehicleToken @requiresAllOfPrivileges(privileges: [VEHICLE_NON_LOCATION_DATA, VEHICLE_ALL_TIME_LOCATION])
  segments(
    tokenId: Int!
    from: Time!
    to: Time!
    mechanism: DetectionMechanism!
    config: SegmentConfig
    signalRequests: [SegmentSignalRequest!]
    eventRequests: [SegmentEventRequest!]
    limit: Int = 100
    after: Time
  ): [Segment!]! @requiresVehicleToken @requiresAllOfPrivileges(privileges: [VEHICLE_ALL_TIME_LOCATION, VEHICLE_NON_LOCATION_DATA])
  dailyActivity(
    tokenId: Int!
    from: Time!
    to: Time!
    mechanism: DetectionMechanism!
    config: SegmentConfig
    signalRequests: [SegmentSignalRequest!]
    eventRequests: [SegmentEventRequest!]
    timezone: String
  ): [DailyActivity!]! @requiresVehicleToken @requiresAllOfPrivileges(privileges: [VEHICLE_ALL_TIME_LOCATION, VEHICLE_NON_LOCATION_DATA])
  vinVCLatest(tokenId: Int!): VINVC @requiresVehicleToken @requiresAllOfPrivileges(privileges: [VEHICLE_VIN_CREDENTIAL])
}

type SignalAggregations {
  timestamp: Time!
  currentLocationApproximateCoordinates(agg: LocationAggregation!): Location
    @requiresOneOfPrivilege(privileges: [VEHICLE_APPROXIMATE_LOCATION, VEHICLE_ALL_TIME_LOCATION])
${aggregationFields}
}

type SignalCollection {
  lastSeen: Time
  currentLocationApproximateCoordinates: SignalLocation
    @requiresOneOfPrivilege(privileges: [VEHICLE_APPROXIMATE_LOCATION, VEHICLE_ALL_TIME_LOCATION])
${latestFields}
}

type LatestSignal {
  name: String!
  timestamp: Time!
  valueNumber: Float
  valueString: String
  valueLocation: Location
}

type SignalsSnapshotResponse {
  lastSeen: Time
  signals: [LatestSignal!]!
}

type DataSummary {
  numberOfSignals: Uint64!
  availableSignals: [String!]!
  firstSeen: Time!
  lastSeen: Time!
  signalDataSummary: [SignalDataSummary!]!
  eventDataSummary: [EventDataSummary!]!
}

type EventDataSummary {
  name: String!
  numberOfEvents: Uint64!
  firstSeen: Time!
  lastSeen: Time!
}

type SignalDataSummary {
  name: String!
  numberOfSignals: Uint64!
  firstSeen: Time!
  lastSeen: Time!
}

enum FloatAggregation { AVG MED MAX MIN RAND FIRST LAST }
enum LocationAggregation { AVG RAND FIRST LAST }
enum StringAggregation { RAND TOP UNIQUE FIRST LAST }

type SignalFloat { timestamp: Time! value: Float! }
type SignalString { timestamp: Time! value: String! }
type SignalLocation { timestamp: Time! value: Location! }

input SignalFilter { source: String }

input SignalFloatFilter {
  eq: Float
  neq: Float
  gt: Float
  lt: Float
  gte: Float
  lte: Float
  notIn: [Float!]
  in: [Float!]
  or: [SignalFloatFilter!]
}

type Location { latitude: Float! longitude: Float! hdop: Float! }

type SignalAggregationValue { name: String! agg: String! value: Float! }

type EventCount { name: String! count: Int! }

input SignalLocationFilter { inPolygon: [FilterLocation!] inCircle: InCircleFilter }
input FilterLocation { latitude: Float! longitude: Float! }
input InCircleFilter { center: FilterLocation! radius: Float! }

input StringValueFilter {
  eq: String
  neq: String
  notIn: [String!]
  in: [String!]
  startsWith: String
  or: [StringValueFilter!]
}

input StringArrayFilter {
  containsAny: [String!]
  containsAll: [String!]
  notContainsAny: [String!]
  notContainsAll: [String!]
  or: [StringArrayFilter!]
}

type Attestation {
  id: String!
  vehicleTokenId: Int!
  time: Time!
  attestation: String!
  type: String!
  source: Address!
  dataVersion: String!
  producer: String
  signature: String!
  tags: [String!]
}

input AttestationFilter {
  id: String
  source: Address
  dataVersion: String
  producer: String
  before: Time
  after: Time
  limit: Int
  cursor: Time
  tags: StringArrayFilter
}

type Event {
  timestamp: Time!
  name: String!
  source: String!
  durationNs: Int!
  metadata: String
}

input EventFilter {
  name: StringValueFilter
  source: StringValueFilter
  tags: StringArrayFilter
}

enum DetectionMechanism { ignitionDetection frequencyAnalysis changePointDetection idling refuel recharge }

input SegmentSignalRequest { name: String! agg: FloatAggregation! }
input SegmentEventRequest { name: String! }

type DailyActivity {
  start: SignalLocation
  end: SignalLocation
  segmentCount: Int!
  duration: Int!
  signals: [SignalAggregationValue!]!
  eventCounts: [EventCount!]!
}

input SegmentConfig {
  maxGapSeconds: Int = 300
  minSegmentDurationSeconds: Int = 240
  signalCountThreshold: Int = 10
  maxIdleRpm: Int = 1000
  minIncreasePercent: Int = 15
}

type Segment {
  start: SignalLocation!
  end: SignalLocation
  duration: Int!
  isOngoing: Boolean!
  startedBeforeRange: Boolean!
  signals: [SignalAggregationValue!]
  eventCounts: [EventCount!]
}

type VINVC {
  vehicleTokenId: Int
  vin: String
  recordedBy: String
  recordedAt: Time
  countryCode: String
  vehicleContractAddress: String
  validFrom: Time
  validTo: Time
  rawVC: String!
}
`;

export const telemetrySchema = serveTimesAsProvider(buildSchema(telemetrySdl));
