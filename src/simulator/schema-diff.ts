import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  print,
  astFromValue,
  type GraphQLArgument,
  type GraphQLInputField,
  type GraphQLSchema,
} from 'graphql';

function printDefault(item: GraphQLArgument | GraphQLInputField): string {
  if (item.defaultValue === undefined) return '';
  const ast = astFromValue(item.defaultValue, item.type);
  return ast ? ` = ${print(ast)}` : '';
}

function describeArgs(args: readonly GraphQLArgument[]): Map<string, string> {
  return new Map(args.map((a) => [a.name, `${String(a.type)}${printDefault(a)}`]));
}

function compareMaps(where: string, what: string, expected: Map<string, string>, actual: Map<string, string>, out: string[]): void {
  for (const [name, value] of expected) {
    if (!actual.has(name)) out.push(`${where}: ${what} ${name} is missing (expected ${value})`);
    else if (actual.get(name) !== value) out.push(`${where}: ${what} ${name} is ${actual.get(name)}, expected ${value}`);
  }
  for (const [name, value] of actual) if (!expected.has(name)) out.push(`${where}: ${what} ${name} (${value}) is not in the reference`);
}

/**
 * Every difference between two schemas: types and their kinds, fields with their types and nullability, arguments
 * with types and defaults, input fields, enum values, union members, interfaces and directive definitions. Descriptions
 * are not compared. An empty list means the schemas serve the same contract.
 */
export function diffSchemas(expected: GraphQLSchema, actual: GraphQLSchema): string[] {
  const out: string[] = [];
  const named = (schema: GraphQLSchema) => Object.values(schema.getTypeMap()).filter((t) => !t.name.startsWith('__'));
  const actualTypes = new Map(named(actual).map((t) => [t.name, t]));
  for (const type of named(expected)) {
    const other = actualTypes.get(type.name);
    if (!other) {
      out.push(`type ${type.name} is missing`);
      continue;
    }
    actualTypes.delete(type.name);
    if (other.constructor !== type.constructor) {
      out.push(`type ${type.name} is a ${other.constructor.name}, expected ${type.constructor.name}`);
      continue;
    }
    if ((isObjectType(type) || isInterfaceType(type)) && (isObjectType(other) || isInterfaceType(other))) {
      const fields = (t: typeof type) => new Map(Object.values(t.getFields()).map((f) => [f.name, String(f.type)]));
      compareMaps(type.name, 'field', fields(type), fields(other), out);
      for (const field of Object.values(type.getFields())) {
        const otherField = other.getFields()[field.name];
        if (otherField) compareMaps(`${type.name}.${field.name}`, 'argument', describeArgs(field.args), describeArgs(otherField.args), out);
      }
      const interfaces = (t: typeof type) => new Map(t.getInterfaces().map((i) => [i.name, i.name]));
      compareMaps(type.name, 'interface', interfaces(type), interfaces(other), out);
    } else if (isInputObjectType(type) && isInputObjectType(other)) {
      const fields = (t: typeof type) => new Map(Object.values(t.getFields()).map((f) => [f.name, `${String(f.type)}${printDefault(f)}`]));
      compareMaps(type.name, 'input field', fields(type), fields(other), out);
    } else if (isEnumType(type) && isEnumType(other)) {
      const values = (t: typeof type) => new Map(t.getValues().map((v) => [v.name, v.name]));
      compareMaps(type.name, 'enum value', values(type), values(other), out);
    } else if (isUnionType(type) && isUnionType(other)) {
      const members = (t: typeof type) => new Map(t.getTypes().map((m) => [m.name, m.name]));
      compareMaps(type.name, 'member', members(type), members(other), out);
    }
  }
  for (const name of actualTypes.keys()) out.push(`type ${name} is not in the reference`);

  const directives = (schema: GraphQLSchema) =>
    new Map(
      schema
        .getDirectives()
        .map((d) => [d.name, `(${d.args.map((a) => `${a.name}: ${String(a.type)}${printDefault(a)}`).join(', ')})${d.isRepeatable ? ' repeatable' : ''} on ${[...d.locations].sort().join(' | ')}`]),
    );
  compareMaps('schema', 'directive', directives(expected), directives(actual), out);
  const roots = (schema: GraphQLSchema) => new Map([['query', schema.getQueryType()?.name ?? '-'], ['mutation', schema.getMutationType()?.name ?? '-']]);
  compareMaps('schema', 'root', roots(expected), roots(actual), out);
  return out;
}
