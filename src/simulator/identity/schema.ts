import { buildSchema } from 'graphql';

/** The part of the provider's identity API the simulator serves (names as in the real schema). */
export const identitySchema = buildSchema(/* GraphQL */ `
  scalar Address
  scalar Time

  type Query {
    vehicles(filterBy: VehiclesFilter, first: Int, after: String, last: Int, before: String): VehicleConnection!
    vehicle(tokenId: Int!): Vehicle
  }

  input VehiclesFilter {
    owner: Address
    "Only vehicles with an unexpired permission grant to this client id."
    privileged: Address
    make: String
    model: String
    year: Int
  }

  type PageInfo {
    hasNextPage: Boolean!
    hasPreviousPage: Boolean!
    startCursor: String
    endCursor: String
  }

  type VehicleConnection {
    totalCount: Int!
    edges: [VehicleEdge!]!
    nodes: [Vehicle!]!
    pageInfo: PageInfo!
  }

  type VehicleEdge {
    cursor: String!
    node: Vehicle!
  }

  type Vehicle {
    id: ID!
    tokenId: Int!
    tokenDID: String!
    owner: Address!
    name: String!
    mintedAt: Time!
    imageURI: String!
    image: String!
    definition: Definition
    sacds(first: Int, after: String, last: Int, before: String): SacdConnection!
    privileges(first: Int, after: String, last: Int, before: String): PrivilegesConnection!
  }

  type Definition {
    id: String
    make: String
    model: String
    year: Int
  }

  type Sacd {
    grantee: Address!
    permissions: String!
    source: String!
    createdAt: Time!
    expiresAt: Time!
  }

  type SacdEdge {
    cursor: String!
    node: Sacd!
  }

  type SacdConnection {
    totalCount: Int!
    edges: [SacdEdge!]!
    nodes: [Sacd!]!
    pageInfo: PageInfo!
  }

  type Privilege {
    id: Int!
    user: Address!
    setAt: Time!
    expiresAt: Time!
  }

  type PrivilegeEdge {
    cursor: String!
    node: Privilege!
  }

  type PrivilegesConnection {
    totalCount: Int!
    edges: [PrivilegeEdge!]!
    nodes: [Privilege!]!
    pageInfo: PageInfo!
  }
`);
