import { buildSchema } from 'graphql';
import { NUMBER_SIGNALS, STRING_SIGNALS } from '../../shared/telemetry';

const latestFields = [
  ...NUMBER_SIGNALS.map((name) => `  ${name}: SignalFloat`),
  ...STRING_SIGNALS.map((name) => `  ${name}: SignalString`),
  '  currentLocationCoordinates: SignalLocation',
].join('\n');

const aggregationFields = [
  ...NUMBER_SIGNALS.map((name) => `  ${name}(agg: FloatAggregation!): Float`),
  ...STRING_SIGNALS.map((name) => `  ${name}(agg: StringAggregation!): String`),
  '  currentLocationCoordinates(agg: LocationAggregation!): Location',
].join('\n');

/** The part of the provider's telemetry API the simulator serves. */
export const telemetrySchema = buildSchema(/* GraphQL */ `
scalar Time
scalar Address

enum FloatAggregation { AVG MED MAX MIN RAND FIRST LAST }
enum StringAggregation { RAND TOP UNIQUE FIRST LAST }
enum LocationAggregation { AVG RAND FIRST LAST }

input SignalFilter { source: String }
input AttestationFilter { source: Address, producer: String, dataVersion: String, after: Time, before: Time, limit: Int }

type Query {
  signalsLatest(tokenId: Int!, filter: SignalFilter): SignalCollection
  signals(tokenId: Int!, interval: String!, from: Time!, to: Time!, filter: SignalFilter): [SignalAggregations!]
  availableSignals(tokenId: Int!, filter: SignalFilter): [String!]
  vinVCLatest(tokenId: Int!): VINVC
  attestations(tokenId: Int!, filter: AttestationFilter): [Attestation]
}

type SignalFloat { timestamp: Time! value: Float! }
type SignalString { timestamp: Time! value: String! }
type Location { latitude: Float! longitude: Float! hdop: Float! }
type SignalLocation { timestamp: Time! value: Location! }

type SignalCollection {
  lastSeen: Time
${latestFields}
}

type SignalAggregations {
  timestamp: Time!
${aggregationFields}
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
}
`);
